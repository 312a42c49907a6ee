import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { type CodOutcome, codRiskOrders } from '#server/db/schema/cod-risk.ts';
import { codBuyerOf, codOrderOf } from '#server/modules/orders/index.ts';
import { AppError, notFound } from '#server/plugins/errors.ts';
import { keysOf } from './history.ts';
import { codRiskMessages as m } from './messages.ts';

/*
 * The COD orders kept under their buyer's keys (decision 103): each one placed, and what became of its
 * parcel when it came back unpaid, recorded by staff or by the carriers' tracking.
 */

/** Keeps a placed order under its buyer's keys when it is paid on delivery; once per order. */
export async function rememberCodOrder(tx: Db, orderId: number): Promise<boolean> {
  const order = await codOrderOf(tx, orderId);
  const buyer = await codBuyerOf(tx, orderId);
  if (!order?.isCod || !buyer) return false;
  const keys = await keysOf(tx, buyer);
  await tx
    .insert(codRiskOrders)
    .values({
      orderId,
      clientId: buyer.clientId,
      phone: keys.phone ?? '',
      addressKey: keys.address,
      createdAt: buyer.createdAt,
    })
    .onConflictDoNothing();
  return true;
}

/**
 * Records that a COD order's parcel came back (`returned`) or was refused at the door; null clears it.
 * 404 for no such order, 409 `not_cod` for one not paid on delivery.
 */
export async function recordCodOutcome(tx: Db, orderId: number, outcome: CodOutcome | null) {
  if (!(await codBuyerOf(tx, orderId))) throw notFound();
  if (!(await rememberCodOrder(tx, orderId))) throw new AppError(409, 'not_cod', m.notCod);
  const [before] = await tx
    .select({ outcome: codRiskOrders.outcome })
    .from(codRiskOrders)
    .where(eq(codRiskOrders.orderId, orderId));
  await tx
    .update(codRiskOrders)
    .set({ outcome, outcomeAt: outcome ? new Date() : null })
    .where(eq(codRiskOrders.orderId, orderId));
  return { before: before?.outcome ?? null, after: outcome };
}
