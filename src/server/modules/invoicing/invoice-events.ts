import type { Db } from '#server/db/client.ts';
import { chargedOf } from '#server/modules/orders/index.ts';
import type { Handlers } from '#server/services/event-bus.ts';
import type { OrderEvent, RefundFacts } from '#server/services/order-events.ts';
import { hasInvoice } from '#shared/contract/orders.ts';
import { invoiceIssued, issueCreditNote, issueInvoice, issueRefundCreditNote } from './invoice-numbers.ts';

/*
 * Invoices and credit notes as orders change (decisions 043, 050, 070, 071, 089): an invoice records a
 * final sale, so a payment makes the order invoiced, and a cash-on-delivery order is invoiced when it
 * is handed to the carrier (the invoice travels with the parcel). The cancellation of an invoiced sale
 * is credited in full, and money given back in part (a partial refund or a return) has a credit note
 * of its own.
 */

async function creditRefund(tx: Db, refund: RefundFacts) {
  if (refund.amountCents === 0) return;
  const order = await chargedOf(tx, refund.orderId);
  if (order?.paidAt) {
    await issueRefundCreditNote(tx, refund.orderId, { id: refund.refundId, amountCents: refund.amountCents });
  }
}

export const invoiceHandlers: Handlers<OrderEvent> = {
  async paid(tx, { order, at }) {
    await issueInvoice(tx, order.id, at);
  },
  async shipped(tx, { order, at }) {
    await issueInvoice(tx, order.id, at);
  },
  async cancelled(tx, { order, at }) {
    // An order invoiced when it was placed (the rule before decision 089) keeps that invoice: it is credited.
    const wasInvoiced =
      (await invoiceIssued(tx, order.id)) ||
      hasInvoice({
        status: order.from,
        paid_at: order.paidAt?.toISOString() ?? null,
        type: order.isHardCopy ? 'paper' : 'digital',
      });
    if (wasInvoiced) await issueCreditNote(tx, order.id, at);
  },
  refunded: creditRefund,
  returned: creditRefund,
};
