import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orderRefunds } from '#server/db/schema/orders.ts';
import type { Handlers } from '#server/services/event-bus.ts';
import type { OrderEvent, RefundFacts, StatusMoved } from '#server/services/order-events.ts';
import type { OrderStatus } from '#shared/contract/orders.ts';
import { EXPIRED_NOTE } from './lifecycle.ts';
import type { OrderMailEvent } from './mail-texts.ts';
import { enqueueOrderMail } from './mails.ts';
import { releasedBookIds } from './preorders.ts';
import { enqueueRefundMail } from './refund-mail.ts';

/*
 * The mails that tell the client of their order (decision 070): received (a paper order), paid (a PDF
 * order; a gift's buyer is told the gift is on its way to its recipient), shipped, delivered,
 * cancelled, and each refund or return done.
 */

async function statusMail(tx: Db, next: OrderStatus, moved: StatusMoved) {
  const { order } = moved;
  const gift = !order.isHardCopy && order.isGift;
  const event: OrderMailEvent | null =
    next === 'paid' ? (gift ? 'giftPaid' : order.isHardCopy ? null : 'paid') : (next as OrderMailEvent);
  if (!event) return;
  // A pre-ordered PDF is owned from its release, not from the payment: the mail says which wait.
  const bookIds = order.lines.map((l) => l.bookId);
  const owned = next === 'paid' && !order.isHardCopy && !gift ? await releasedBookIds(tx, bookIds) : [];
  await enqueueOrderMail(tx, order.id, event, {
    publicUrl: moved.publicUrl,
    expired: moved.note === EXPIRED_NOTE,
    refunded: order.from === 'paid' && next === 'cancelled',
    preordered: !gift && owned.length < order.lines.length,
  });
}

async function refundMail(tx: Db, refund: RefundFacts) {
  const [row] = await tx.select().from(orderRefunds).where(eq(orderRefunds.id, refund.refundId));
  if (row) await enqueueRefundMail(tx, row, refund.publicUrl);
}

export const mailHandlers: Handlers<OrderEvent> = {
  async placed(tx, { order, publicUrl }) {
    if (order.isHardCopy) await enqueueOrderMail(tx, order.id, 'received', { publicUrl });
  },
  paid: (tx, moved) => statusMail(tx, 'paid', moved),
  shipped: (tx, moved) => statusMail(tx, 'shipped', moved),
  delivered: (tx, moved) => statusMail(tx, 'delivered', moved),
  cancelled: (tx, moved) => statusMail(tx, 'cancelled', moved),
  refunded: refundMail,
  returned: refundMail,
};
