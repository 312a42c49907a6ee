import type { Db } from '#server/db/client.ts';
import { localize } from '#server/i18n/index.ts';
import { bulkMessages, validationError } from '#server/services/bulk-report.ts';
import type { StaffOrdersQuery } from '#shared/contract/staff-orders.ts';
import { BULK_ORDERS_MAX, type OrderFilter } from '#shared/contract/staff-orders-bulk.ts';
import { staffOrderIds } from './admin.ts';

/** The orders a bulk action names: its ids, or those its filter keeps (at most BULK_ORDERS_MAX). */
export async function chosenOrders(
  db: Db,
  body: { ids?: number[]; filter?: OrderFilter },
): Promise<number[]> {
  if (body.ids && body.filter) throw validationError('ids', bulkMessages.chooseOne);
  if (body.ids) return [...new Set(body.ids)];
  if (!body.filter) throw validationError('ids', bulkMessages.chooseOrders);
  const ids = await staffOrderIds(db, body.filter as StaffOrdersQuery, BULK_ORDERS_MAX + 1);
  if (ids.length > BULK_ORDERS_MAX) {
    throw validationError('filter', localize('backofficeMany', 'tooMany', { max: BULK_ORDERS_MAX }));
  }
  if (ids.length === 0) throw validationError('filter', bulkMessages.chooseOrders);
  return ids;
}
