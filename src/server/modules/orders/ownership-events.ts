import { eq } from 'drizzle-orm';
import { pdfOwnerships } from '#server/db/schema/orders.ts';
import type { Handlers } from '#server/services/event-bus.ts';
import type { OrderEvent } from '#server/services/order-events.ts';
import { releasedBookIds } from './preorders.ts';

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
