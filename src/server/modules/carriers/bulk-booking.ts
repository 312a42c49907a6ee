import type { FastifyRequest } from 'fastify';
import { chosenOrders } from '#server/modules/orders/index.ts';
import { presented, type ReportRow, refusalOf, validationError } from '#server/services/bulk-report.ts';
import { BULK_BOOK_MAX } from '#shared/contract/carriers.ts';
import type { OrderFilter } from '#shared/contract/staff-orders-bulk.ts';
import { carrierTexts } from './messages.ts';
import { bookShipment, type CarrierDeps, liveShipment } from './shipments.ts';

/*
 * The chosen orders' parcels booked with their zones' carriers and services, one after the other. A
 * booking cannot be taken back by rolling a transaction back (the carrier has it), so each order
 * stands alone: the report says which were booked, which already were, and why the others were not
 * (their zone has no carrier, the books weigh nothing, the carrier refused); staff then book those
 * one by one and print every label at once.
 */

export async function bookMany(
  deps: CarrierDeps,
  request: FastifyRequest,
  body: { ids?: number[]; filter?: OrderFilter },
) {
  const ids = await chosenOrders(deps.db, body);
  if (ids.length > BULK_BOOK_MAX) throw validationError('ids', carrierTexts.tooManyToBook(BULK_BOOK_MAX));
  const rows: ReportRow[] = [];
  for (const id of ids) {
    const live = await liveShipment(deps.db, id);
    if (live) {
      rows.push({ id, refusal: null, done: carrierTexts.alreadyBooked(live.waybill) });
      continue;
    }
    try {
      const shipment = await bookShipment(deps, request, id, {});
      rows.push({ id, refusal: null, done: carrierTexts.created(shipment.waybill) });
    } catch (error) {
      rows.push({ id, refusal: refusalOf(error) });
    }
  }
  const done = rows.filter((row) => row.refusal === null).length;
  return {
    data: { rows: presented(rows, request.lang, 'orders') },
    message: carrierTexts.booked(done, rows.length)[request.lang],
  };
}
