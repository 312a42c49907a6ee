import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { codConfirmations, codMessages } from '#server/db/schema/cod-confirmation.ts';
import { enqueueMail } from '#server/modules/mail/index.ts';
import { codOrderOf } from '#server/modules/orders/index.ts';
import { orderEvents } from '#server/services/order-events.ts';
import type { Lang } from '#shared/lang.ts';
import { confirmationMail } from './mails.ts';
import { expiryHours, marketConfirms } from './settings.ts';
import { hashToken, linksOf, newToken } from './tokens.ts';

/*
 * What the module does on the orders' events (decision 097), inside the order's transaction: a COD
 * order placed for a market that asks for confirmation starts awaiting it, with the mail and the
 * WhatsApp message that carry its links; an order cancelled any other way stops awaiting it.
 */

export type PlacedSettings = { confirmByDefault: boolean; whatsapp: boolean };

async function askForConfirmation(
  tx: Db,
  event: { orderId: number; lang: Lang; publicUrl: string; at: Date },
  settings: PlacedSettings,
) {
  const order = await codOrderOf(tx, event.orderId);
  if (!order?.isCod || order.countryId === null) return;
  if (!(await marketConfirms(tx, order.countryId, settings.confirmByDefault))) return;
  const token = newToken();
  const expiresAt = new Date(event.at.getTime() + (await expiryHours(tx)) * 3_600_000);
  await tx.insert(codConfirmations).values({
    orderId: order.id,
    tokenHash: hashToken(token),
    language: event.lang,
    countryId: order.countryId,
    expiresAt,
  });
  const links = linksOf(event.publicUrl, order.id, token);
  const mail = confirmationMail(event.lang, { orderId: order.id, name: order.name ?? '', expiresAt, links });
  await enqueueMail(tx, {
    key: `order:${order.id}:cod-confirmation`,
    kind: 'cod_confirmation',
    to: order.email ?? '',
    language: event.lang,
    ...mail,
  });
  if (settings.whatsapp && order.mobile) {
    await tx
      .insert(codMessages)
      .values({ orderId: order.id, channel: 'whatsapp', toPhone: order.mobile, language: event.lang, links })
      .onConflictDoNothing();
  }
}

/** An order cancelled by the buyer's account, by staff or otherwise no longer waits for a yes. */
export async function closeAwaiting(tx: Db, orderId: number, at: Date) {
  await tx
    .update(codConfirmations)
    .set({ state: 'cancelled', decidedAt: at, decidedBy: 'order' })
    .where(and(eq(codConfirmations.orderId, orderId), eq(codConfirmations.state, 'awaiting')));
  await dropUnsentMessages(tx, orderId);
}

/** The messages of a decided order not yet on their way are not sent. */
export async function dropUnsentMessages(tx: Db, orderId: number) {
  await tx
    .delete(codMessages)
    .where(and(eq(codMessages.orderId, orderId), eq(codMessages.status, 'pending')));
}

export function subscribeToOrders(settings: () => PlacedSettings) {
  orderEvents.subscribe('cod-confirmation', {
    placed: (tx, event) =>
      askForConfirmation(
        tx,
        { orderId: event.order.id, lang: event.lang, publicUrl: event.publicUrl, at: event.at },
        settings(),
      ),
    cancelled: (tx, event) => closeAwaiting(tx, event.order.id, event.at),
  });
}
