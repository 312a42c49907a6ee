import type { Db } from '#server/db/client.ts';
import { chargedOf } from '#server/modules/orders/index.ts';
import type { Handlers } from '#server/services/event-bus.ts';
import type { OrderEvent, RefundFacts } from '#server/services/order-events.ts';
import { hasInvoice } from '#shared/contract/orders.ts';
import { issueCreditNote, issueInvoice, issueRefundCreditNote } from './invoice-numbers.ts';

/*
 * Invoices and credit notes as orders change (decisions 043, 050, 070, 071): a paper order has its
 * invoice when placed (it travels with the parcel), a payment makes the order a sale, the cancellation
 * of an invoiced sale is credited in full, and money given back in part (a partial refund or a return)
 * has a credit note of its own.
 */

async function creditRefund(tx: Db, refund: RefundFacts) {
  if (refund.amountCents === 0) return;
  const order = await chargedOf(tx, refund.orderId);
  if (order?.paidAt) {
    await issueRefundCreditNote(tx, refund.orderId, { id: refund.refundId, amountCents: refund.amountCents });
  }
}

export const invoiceHandlers: Handlers<OrderEvent> = {
  async placed(tx, { order }) {
    if (order.isHardCopy) await issueInvoice(tx, order.id);
  },
  async paid(tx, { order, at }) {
    await issueInvoice(tx, order.id, at);
  },
  async cancelled(tx, { order, at }) {
    const wasInvoiced = hasInvoice({
      status: order.from,
      paid_at: order.paidAt?.toISOString() ?? null,
      type: order.isHardCopy ? 'paper' : 'digital',
    });
    if (wasInvoiced) await issueCreditNote(tx, order.id, at);
  },
  refunded: creditRefund,
  returned: creditRefund,
};
