import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { bookDownloads, pdfOwnerships } from '#server/db/schema/library.ts';
import { type OwnedBooks, releasedBookIds } from '#server/modules/orders/index.ts';
import type { Handlers } from '#server/services/event-bus.ts';
import type { OrderEvent } from '#server/services/order-events.ts';

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

/** What the orders module asks of the library (orders/owned-books.ts, decision 072). */
export const ownedBooksService: OwnedBooks = {
  async ownsAny(tx, clientId, bookIds, exceptOrderId) {
    if (bookIds.length === 0) return false;
    const [owned] = await tx
      .select({ id: pdfOwnerships.id })
      .from(pdfOwnerships)
      .where(
        and(
          eq(pdfOwnerships.clientId, clientId),
          exceptOrderId === undefined ? undefined : ne(pdfOwnerships.orderId, exceptOrderId),
          inArray(pdfOwnerships.bookId, bookIds),
        ),
      )
      .limit(1);
    return owned !== undefined;
  },
  async ownersOf(tx, bookId, clientIds) {
    if (clientIds.length === 0) return new Set();
    const rows = await tx
      .select({ clientId: pdfOwnerships.clientId })
      .from(pdfOwnerships)
      .where(and(eq(pdfOwnerships.bookId, bookId), inArray(pdfOwnerships.clientId, clientIds)));
    return new Set(rows.map((row) => row.clientId));
  },
  async give(tx, owners) {
    if (owners.length === 0) return;
    await tx
      .insert(pdfOwnerships)
      .values(owners)
      .onConflictDoNothing({ target: [pdfOwnerships.clientId, pdfOwnerships.bookId] });
  },
  async holdsBook(tx, bookId) {
    for (const table of [pdfOwnerships, bookDownloads]) {
      const [found] = await tx.select({ id: table.id }).from(table).where(eq(table.bookId, bookId)).limit(1);
      if (found) return true;
    }
    return false;
  },
};
