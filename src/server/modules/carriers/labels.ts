import type { FastifyReply } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { chosenOrders } from '#server/modules/orders/index.ts';
import { AppError } from '#server/plugins/errors.ts';
import { BulkRefused, type ReportRow, refusalOf } from '#server/services/bulk-report.ts';
import type { OrderFilter } from '#shared/contract/staff-orders-bulk.ts';
import { carrierMessages as m } from './messages.ts';
import { type CarrierDeps, liveLabel } from './shipments.ts';

/*
 * The labels of many orders as one PDF to print, in the order chosen: each order's live shipment's
 * label, its pages one after the other. An order without a shipment refuses them all (422
 * `bulk_refused`, a row per order), so that no parcel of the pile is left without its label.
 */

export async function labelsPdf(deps: CarrierDeps, body: { ids?: number[]; filter?: OrderFilter }) {
  const ids = await chosenOrders(deps.db, body);
  const rows: ReportRow[] = [];
  const labels: Uint8Array[] = [];
  for (const id of ids) {
    try {
      // A copy in this realm's own Uint8Array: what pdf-lib reads (a Buffer may come from another).
      labels.push(new Uint8Array((await liveLabel(deps, id)).bytes));
      rows.push({ id, refusal: null });
    } catch (error) {
      rows.push({
        id,
        refusal: error instanceof AppError && error.statusCode === 404 ? m.noShipment : refusalOf(error),
      });
    }
  }
  if (rows.some((row) => row.refusal !== null)) throw new BulkRefused(rows);
  const merged = await PDFDocument.create();
  for (const bytes of labels) {
    const source = await PDFDocument.load(bytes);
    for (const page of await merged.copyPages(source, source.getPageIndices())) merged.addPage(page);
  }
  merged.setTitle('Shipping labels');
  return merged.save();
}

/** A PDF answer, downloaded as `name`. */
export const sendPdf = (reply: FastifyReply, name: string, bytes: Uint8Array) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(Buffer.from(bytes));
