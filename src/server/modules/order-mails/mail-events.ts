import type { Db } from '#server/db/client.ts';
import { EXPIRED_NOTE, refundRowOf, releasedBookIds } from '#server/modules/orders/index.ts';
import type { Handlers } from '#server/services/event-bus.ts';
import type { OrderEvent, RefundFacts, StatusMoved } from '#server/services/order-events.ts';
import type { OrderStatus } from '#shared/contract/orders.ts';
import type { OrderMailEvent } from './mail-texts.ts';
import { enqueueOrderMail } from './mails.ts';
import { enqueuePreorderMail } from './preorder-mails.ts';
import { enqueueRefundMail } from './refund-mail.ts';
import { enqueueVoucherMail } from './voucher-mail.ts';

/*
 * The mails that tell the client of their order (decisions 070, 081): received (a paper order), paid
 * (a PDF order; a gift's buyer is told the gift is on its way to its recipient), shipped, delivered,
 * cancelled, each refund or return done, a pre-ordered book out or its release date moved, and the
 * reference to pay at an outlet.
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
  const row = await refundRowOf(tx, refund.refundId);
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
  async voucherIssued(tx, { type: _type, ...facts }) {
    await enqueueVoucherMail(tx, facts);
  },
  refunded: refundMail,
  returned: refundMail,
  async released(tx, { bookId, pdfOrderIds, printedOrderIds, publicUrl }) {
    for (const id of pdfOrderIds) await enqueuePreorderMail(tx, id, bookId, { kind: 'outPdf', publicUrl });
    for (const id of printedOrderIds) {
      await enqueuePreorderMail(tx, id, bookId, { kind: 'outPrinted', publicUrl });
    }
  },
  async releaseMoved(tx, { bookId, orderIds, releaseAt, publicUrl }) {
    for (const id of orderIds)
      await enqueuePreorderMail(tx, id, bookId, { kind: 'moved', releaseAt, publicUrl });
  },
};
