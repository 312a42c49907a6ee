import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { pdfOwnerships } from '#server/db/schema/orders.ts';
import type { Handlers } from '#server/services/event-bus.ts';
import type { OrderEvent } from '#server/services/order-events.ts';
import { releasedBookIds } from './preorders.ts';

/** Whether the client owns the book's PDF. */
export async function ownsBook(tx: Db, clientId: number, bookId: number) {
  const [owned] = await tx
    .select({ id: pdfOwnerships.id })
    .from(pdfOwnerships)
    .where(and(eq(pdfOwnerships.clientId, clientId), eq(pdfOwnerships.bookId, bookId)));
  return owned !== undefined;
}

/**
 * Gives the client the book's PDF by the order (a gift claimed); false when they own it already, for
 * a purchase of the same book at the same instant wins.
 */
export async function giveBook(tx: Db, owner: { clientId: number; bookId: number; orderId: number }) {
  const given = await tx
    .insert(pdfOwnerships)
    .values(owner)
    .onConflictDoNothing({ target: [pdfOwnerships.clientId, pdfOwnerships.bookId] })
    .returning({ id: pdfOwnerships.id });
  return given.length > 0;
}

/*
 * The PDFs a client owns, as orders are paid and cancelled (decision 070). A gift's book goes to
 * whoever claims it, never to the buyer (decision 055); a pre-ordered PDF is owned from its release
 * (preorders.ts), not from the payment; a paid order cancelled takes its PDFs back.
 */
export const ownershipHandlers: Handlers<OrderEvent> = {
  async paid(tx, { order }) {
    if (order.isHardCopy || order.isGift) return;
    const owned = await releasedBookIds(
      tx,
      order.lines.map((l) => l.bookId),
    );
    if (owned.length === 0) return;
    await tx
      .insert(pdfOwnerships)
      .values(owned.map((bookId) => ({ clientId: order.clientId, bookId, orderId: order.id })))
      .onConflictDoNothing({ target: [pdfOwnerships.clientId, pdfOwnerships.bookId] });
  },
  async cancelled(tx, { order }) {
    if (order.from === 'paid') await tx.delete(pdfOwnerships).where(eq(pdfOwnerships.orderId, order.id));
  },
};
