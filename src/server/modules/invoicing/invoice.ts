import type { FastifyReply } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { messagesOf } from '#server/i18n/index.ts';
import { clientMailbox } from '#server/modules/clients/index.ts';
import {
  billingOf,
  COD_PAYMENT_CODE,
  findStaffOrder,
  lockOrder,
  orderMessages,
} from '#server/modules/orders/index.ts';
import { countryCodesById, findPaymentType } from '#server/modules/reference/index.ts';
import { AppError, notFound } from '#server/plugins/errors.ts';
import { signedCodes } from '#server/services/signed-codes.ts';
import { hasInvoice, hasPackingSlip } from '#shared/contract/orders.ts';
import type { StaffOrder } from '#shared/contract/staff-orders.ts';
import type { Lang, Localized } from '#shared/lang.ts';
import { documentMoney } from './invoice-money.ts';
import { issueCreditNote, issueInvoice, numbered, numberOf } from './invoice-numbers.ts';
import { type DocumentKind, type IssuedPair, invoicePdf } from './invoice-pdf.ts';
import { packingSlipPdf } from './packing-slip-pdf.ts';

export type { DocumentKind } from './invoice-pdf.ts';

export const invoiceMessages = messagesOf('ordersDocuments');

/** Why the order has no such document (see `hasInvoice` and `hasPackingSlip`), or null. */
export function documentRefusal(order: StaffOrder, kind: DocumentKind): Localized | null {
  if (kind === 'packing-slip') return hasPackingSlip(order) ? null : invoiceMessages.nothingToPack;
  // An issued document stays printable; an order from before numbering has one by the old rule.
  if (kind === 'credit-note') {
    const issued =
      order.credit_note_number !== null || (order.status === 'cancelled' && order.paid_at !== null);
    return issued ? null : invoiceMessages.noCreditNote;
  }
  if (hasInvoice(order)) return null;
  if (order.status === 'awaiting_payment') return invoiceMessages.awaitingPayment;
  if (order.status === 'cancelled') return invoiceMessages.cancelledUnpaid;
  return invoiceMessages.notShipped;
}

const REFUSAL_CODES: Record<DocumentKind, string> = {
  invoice: 'no_invoice',
  'credit-note': 'no_credit_note',
  'packing-slip': 'no_packing_slip',
};

/** A cancelled invoiced order's invoice and credit note, issued if they are not yet. */
async function issuedPair(tx: Db, orderId: number, kind: DocumentKind): Promise<IssuedPair> {
  const [creditNote, invoice] = await numbered(tx, [
    await issueCreditNote(tx, orderId),
    await issueInvoice(tx, orderId),
  ]);
  return kind === 'invoice' ? { document: invoice, invoice: null } : { document: creditNote, invoice };
}

export type OrderDocument = { bytes: Uint8Array; fileName: string };

/**
 * The order's invoice, credit note or packing slip in `lang`. With `clientId`, only that client's order: anyone
 * else's answers 404 like a missing one. 409 when the order has no such document (see above).
 */
export async function orderDocument(
  db: Db,
  orderId: number,
  options: { kind: DocumentKind; lang: Lang; clientId?: number },
): Promise<OrderDocument> {
  const order = await documentOrder(db, orderId, options);
  const refusal = documentRefusal(order, options.kind);
  if (refusal) throw new AppError(409, REFUSAL_CODES[options.kind], refusal);
  if (options.kind === 'packing-slip') {
    const paymentType = await findPaymentType(db, order.payment_type_id);
    const cashOnDelivery = paymentType?.code === COD_PAYMENT_CODE;
    const bytes = await packingSlipPdf({ lang: options.lang, order, cashOnDelivery });
    return { bytes, fileName: `packing-slip-${order.id}.pdf` };
  }
  // Orders from before invoices were numbered get theirs when first asked for (decision 043).
  const issued = await db.transaction(async (tx) => {
    await lockOrder(tx, order.id);
    return options.kind === 'invoice' && order.credit_note_number === null && order.status !== 'cancelled'
      ? { document: (await numbered(tx, [await issueInvoice(tx, order.id)]))[0]!, invoice: null }
      : issuedPair(tx, order.id, options.kind);
  });
  const signedQr = issued ? await signedCodes.of(db, issued.document.id) : null;
  const buyer = await buyerOf(db, order);
  const money = await documentMoney(db, order, {
    countryCode: buyer.countryCode,
    taxCents: issued?.document.taxCents,
  });
  const bytes = await invoicePdf({ ...options, ...money, issued, signedQr, ...buyer });
  const name = issued ? numberOf(issued.document) : `${options.kind}-${order.id}`;
  return { bytes, fileName: `${name}.pdf` };
}

/** The order a document is asked of; with `clientId`, anyone else's order answers 404 like a missing one. */
export async function documentOrder(
  db: Db,
  orderId: number,
  options: { lang: Lang; clientId?: number },
): Promise<StaffOrder> {
  const order = await findStaffOrder(db, orderId, options.lang);
  if (!order || (options.clientId !== undefined && order.client_id !== options.clientId)) {
    throw notFound(orderMessages.orderNotFound);
  }
  return order;
}

/** The buyer a document names, and their country's code for the Saudi QR code. */
export async function buyerOf(db: Db, order: StaffOrder) {
  const client = (await clientMailbox(db, order.client_id)) ?? {
    name: order.name ?? '',
    email: order.email ?? '',
  };
  // The place of supply: where a parcel goes, else where a PDF order was taxed.
  const countryId =
    order.shipping?.country_id ??
    order.billing?.country_id ??
    (await billingOf(db, [order.id])).get(order.id)?.countryId;
  const countryCode = countryId ? ((await countryCodesById(db, [countryId])).get(countryId) ?? null) : null;
  return { client, countryCode };
}

/** Answers the document as a PDF download. */
export function sendDocument(reply: FastifyReply, document: OrderDocument) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${document.fileName}"`)
    .header('x-content-type-options', 'nosniff')
    .send(Buffer.from(document.bytes));
}
