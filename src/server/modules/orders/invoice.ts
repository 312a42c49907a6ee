import type { FastifyReply } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { messagesOf } from '#server/i18n/index.ts';
import { clientMailbox } from '#server/modules/clients/index.ts';
import { findPaymentType } from '#server/modules/reference/index.ts';
import { AppError, notFound } from '#server/plugins/errors.ts';
import { hasInvoice, hasPackingSlip } from '#shared/contract/orders.ts';
import type { StaffOrder } from '#shared/contract/staff-orders.ts';
import type { Lang, Localized } from '#shared/lang.ts';
import { findStaffOrder } from './admin.ts';
import { type DocumentKind, invoicePdf } from './invoice-pdf.ts';
import { orderMessages } from './messages.ts';
import { packingSlipPdf } from './packing-slip-pdf.ts';
import { COD_PAYMENT_CODE } from './price.ts';

export type { DocumentKind } from './invoice-pdf.ts';

export const invoiceMessages = messagesOf('ordersDocuments');

/** Why the order has no such document (see `hasInvoice` and `hasPackingSlip`), or null. */
export function documentRefusal(order: StaffOrder, kind: DocumentKind): Localized | null {
  if (kind === 'packing-slip') return hasPackingSlip(order) ? null : invoiceMessages.nothingToPack;
  if (hasInvoice(order)) return null;
  return order.status === 'awaiting_payment'
    ? invoiceMessages.awaitingPayment
    : invoiceMessages.cancelledUnpaid;
}

export type OrderDocument = { bytes: Uint8Array; fileName: string };

/**
 * The order's invoice or packing slip in `lang`. With `clientId`, only that client's order: anyone
 * else's answers 404 like a missing one. 409 when the order has no such document (see above).
 */
export async function orderDocument(
  db: Db,
  orderId: number,
  options: { kind: DocumentKind; lang: Lang; clientId?: number },
): Promise<OrderDocument> {
  const order = await findStaffOrder(db, orderId, options.lang);
  if (!order || (options.clientId !== undefined && order.client_id !== options.clientId)) {
    throw notFound(orderMessages.orderNotFound);
  }
  const refusal = documentRefusal(order, options.kind);
  if (refusal) {
    throw new AppError(409, options.kind === 'invoice' ? 'no_invoice' : 'no_packing_slip', refusal);
  }
  if (options.kind === 'packing-slip') {
    const paymentType = await findPaymentType(db, order.payment_type_id);
    const cashOnDelivery = paymentType?.code === COD_PAYMENT_CODE;
    const bytes = await packingSlipPdf({ lang: options.lang, order, cashOnDelivery });
    return { bytes, fileName: `packing-slip-${order.id}.pdf` };
  }
  const client = (await clientMailbox(db, order.client_id)) ?? {
    name: order.name ?? '',
    email: order.email ?? '',
  };
  const bytes = await invoicePdf({ kind: options.kind, lang: options.lang, order, client });
  return { bytes, fileName: `${options.kind}-${order.id}.pdf` };
}

/** Answers the document as a PDF download. */
export function sendDocument(reply: FastifyReply, document: OrderDocument) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${document.fileName}"`)
    .header('x-content-type-options', 'nosniff')
    .send(Buffer.from(document.bytes));
}
