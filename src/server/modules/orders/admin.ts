import { and, asc, count, desc, eq, gte, ilike, isNull, lt, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orderAddresses, orderLines, orderStatusHistory, orders } from '#server/db/schema/orders.ts';
import { bookIsbns, booksForOrder } from '#server/modules/catalog/index.ts';
import { clientNamesByIds } from '#server/modules/clients/index.ts';
import { countriesById, findPaymentType, paymentTypeNames } from '#server/modules/reference/index.ts';
import { staffNames } from '#server/modules/staff/index.ts';
import { noNumbers, orderDocumentNumbers } from '#server/services/order-documents.ts';
import {
  STAFF_ORDERS_PER_PAGE,
  type StaffOrder,
  type StaffOrderAddress,
  type StaffOrderRow,
  type StaffOrdersQuery,
  type StaffTargetStatus,
} from '#shared/contract/staff-orders.ts';
import type { Lang } from '#shared/lang.ts';
import { minorToUnits } from '#shared/minor-units.ts';
import { boxSetsOfOrders } from './box-set-lines.ts';
import { canMove } from './lifecycle.ts';
import { chargedPrice } from './price-snapshot.ts';
import { refundedCentsOf, refundFactsOf, refundsFilter } from './refunds-read.ts';

/* Orders as the back office reads them: a filtered list and one order with all it holds. */

const DAY_MS = 24 * 60 * 60 * 1000;
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

const lineType = (isHardCopy: boolean): 'paper' | 'digital' => (isHardCopy ? 'paper' : 'digital');

/** `%`, `_` and `\` typed in a search are letters, not patterns. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filters(query: StaffOrdersQuery): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (query.status) where.push(eq(orders.status, query.status));
  if (query.type) where.push(eq(orders.isHardCopy, query.type === 'paper'));
  if (query.payment_type_id) where.push(eq(orders.paymentTypeId, query.payment_type_id));
  if (query.client_id) where.push(eq(orders.clientId, query.client_id));
  where.push(refundsFilter(query.refunds));
  if (query.from) {
    where.push(gte(orders.createdAt, new Date(isDay(query.from) ? `${query.from}T00:00:00Z` : query.from)));
  }
  if (query.to) {
    where.push(
      isDay(query.to)
        ? lt(orders.createdAt, new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS))
        : lte(orders.createdAt, new Date(query.to)),
    );
  }
  const search = query.search?.trim();
  if (search) {
    const number = search.replace(/^#/, '');
    const like = likeText(search);
    where.push(
      or(
        /^\d{1,9}$/.test(number) ? eq(orders.id, Number(number)) : undefined,
        ilike(orderAddresses.shippingName, like),
        ilike(orderAddresses.shippingEmail, like),
        ilike(orderAddresses.shippingMobile, like),
        ilike(orderAddresses.billingName, like),
        ilike(orderAddresses.billingEmail, like),
        ilike(orderAddresses.billingMobile, like),
      ),
    );
  }
  return and(...where);
}

function ordering(query: StaffOrdersQuery): SQL[] {
  const dir = query.dir ?? (query.sort && query.sort !== 'date' ? 'asc' : 'desc');
  const by = dir === 'asc' ? asc : desc;
  const column = {
    date: orders.createdAt,
    total: orders.netPriceCents,
    status: orders.status,
    id: orders.id,
  }[query.sort ?? 'date'];
  return [by(column), by(orders.id)];
}

const rowColumns = {
  order: orders,
  name: orderAddresses.shippingName,
  email: orderAddresses.shippingEmail,
  mobile: orderAddresses.shippingMobile,
};

type Selected = {
  order: typeof orders.$inferSelect;
  name: string | null;
  email: string | null;
  mobile: string | null;
};

async function presentRows(db: Db, rows: Selected[]): Promise<StaffOrderRow[]> {
  const typeIds = rows.map((row) => row.order.paymentTypeId);
  // One after the other: inside a staff write these share the transaction's one connection.
  const namesAr = await paymentTypeNames(db, typeIds, 'ar');
  const namesEn = await paymentTypeNames(db, typeIds, 'en');
  const ids = rows.map((row) => row.order.id);
  const numbers = await orderDocumentNumbers.numbersOf(db, ids);
  const refunded = await refundedCentsOf(db, ids);
  // A PDF order has no address: its buyer is named from the client's account.
  const missing = rows.filter((row) => !row.name || !row.email).map((row) => row.order.clientId);
  const buyers = await clientNamesByIds(db, missing);
  return rows.map(({ order, name, email, mobile }) => ({
    id: order.id,
    date: order.createdAt.toISOString(),
    status: order.status,
    type: lineType(order.isHardCopy),
    client_id: order.clientId,
    name: name || buyers.get(order.clientId)?.name || null,
    email: email || buyers.get(order.clientId)?.email || null,
    mobile,
    payment_type_id: order.paymentTypeId,
    payment_type_ar: namesAr.get(order.paymentTypeId) ?? '',
    payment_type_en: namesEn.get(order.paymentTypeId) ?? '',
    books_quantity: order.booksQuantity,
    currency: order.currency,
    net_price: minorToUnits(order.netPriceCents, order.currencyDecimals),
    paid_at: order.paidAt?.toISOString() ?? null,
    ...(numbers.get(order.id) ?? noNumbers),
    refunded_cents: refunded.get(order.id) ?? 0,
  }));
}

export async function listStaffOrders(db: Db, query: StaffOrdersQuery) {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? STAFF_ORDERS_PER_PAGE;
  const where = filters(query);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(rowColumns)
      .from(orders)
      .leftJoin(orderAddresses, eq(orderAddresses.orderId, orders.id))
      .where(where)
      .orderBy(...ordering(query))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ total: count() })
      .from(orders)
      .leftJoin(orderAddresses, eq(orderAddresses.orderId, orders.id))
      .where(where),
  ]);
  return { data: await presentRows(db, rows), total, page, perPage };
}

/** The orders the list's filters keep, newest first: at most `limit` ids. */
export async function staffOrderIds(db: Db, query: StaffOrdersQuery, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .leftJoin(orderAddresses, eq(orderAddresses.orderId, orders.id))
    .where(filters(query))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** The list's filters as a condition, for the export that reads the same orders (with `orderAddresses` joined). */
export const staffOrderFilters = filters;

const STAFF_TARGETS: readonly StaffTargetStatus[] = ['processing', 'shipped', 'delivered', 'cancelled'];

async function linesFor(db: Db, orderId: number, decimals: number) {
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  const ids = lines.map((line) => line.bookId);
  const books = await booksForOrder(db, ids, 'ar');
  const isbns = await bookIsbns(db, ids);
  return lines.map((line) => ({
    id: line.id,
    book_id: line.bookId,
    title_ar: books.get(line.bookId)?.title_ar ?? '',
    title_en: books.get(line.bookId)?.title_en ?? '',
    isbn: isbns.get(line.bookId) ?? null,
    type: lineType(line.isHardCopy),
    quantity: line.quantity,
    price: minorToUnits(line.unitPriceCents, decimals),
    total_price: minorToUnits(line.totalPriceCents, decimals),
  }));
}

async function addressesFor(db: Db, orderId: number) {
  const [a] = await db.select().from(orderAddresses).where(eq(orderAddresses.orderId, orderId));
  if (!a) return { shipping: null, billing: null };
  const countries = await countriesById(db, [a.shippingCountryId, a.billingCountryId], 'ar');
  const place = (
    countryId: number,
    fields: Omit<StaffOrderAddress, 'country_id' | 'country_ar' | 'country_en'>,
  ) => ({
    country_id: countryId,
    country_ar: countries.get(countryId)?.name_ar ?? '',
    country_en: countries.get(countryId)?.name_en ?? '',
    ...fields,
  });
  return {
    shipping: place(a.shippingCountryId, {
      name: a.shippingName,
      address: a.shippingAddress,
      city: a.shippingCity,
      state: a.shippingState,
      postal_code: a.shippingPostalCode,
      short_address: a.shippingShortAddress,
      mobile: a.shippingMobile,
      email: a.shippingEmail,
    }),
    billing: place(a.billingCountryId, {
      name: a.billingName,
      address: a.billingAddress,
      city: a.billingCity,
      state: a.billingState,
      postal_code: a.billingPostalCode,
      short_address: a.billingShortAddress,
      mobile: a.billingMobile,
      email: a.billingEmail,
    }),
  };
}

export async function orderHistory(db: Db, orderId: number) {
  const rows = await db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.id));
  const ids = [...new Set(rows.flatMap((row) => (row.staffId === null ? [] : [row.staffId])))];
  const names = await staffNames(db, ids);
  return rows.map((row) => ({
    id: row.id,
    from_status: row.fromStatus,
    to_status: row.toStatus,
    staff: row.staffId === null ? null : { id: row.staffId, name: names.get(row.staffId) ?? '' },
    note: row.note,
    created_at: row.createdAt.toISOString(),
  }));
}

/** Cash on delivery that has left the shop and is not yet paid: staff may mark it paid. */
export const codPayable = (order: { status: string; paidAt: Date | null }, paymentCode: string | undefined) =>
  paymentCode === 'cod' &&
  order.paidAt === null &&
  (order.status === 'shipped' || order.status === 'delivered');

/** One order with its lines, address snapshots and history; null when there is none. */
export async function findStaffOrder(db: Db, orderId: number, lang: Lang = 'ar'): Promise<StaffOrder | null> {
  const [row] = await db
    .select(rowColumns)
    .from(orders)
    .leftJoin(orderAddresses, eq(orderAddresses.orderId, orders.id))
    .where(eq(orders.id, orderId));
  if (!row) return null;
  const { order } = row;
  const [presented] = await presentRows(db, [row]);
  const lines = await linesFor(db, orderId, order.currencyDecimals);
  const addresses = await addressesFor(db, orderId);
  const history = await orderHistory(db, orderId);
  const paymentType = await findPaymentType(db, order.paymentTypeId);
  return {
    ...presented,
    ...chargedPrice(order, lang),
    note: order.note,
    gift: order.isGift ? { note: order.giftNote } : null,
    payment_reference: order.paymentReference,
    carrier: order.carrier,
    tracking_number: order.trackingNumber,
    updated_at: order.updatedAt.toISOString(),
    lines,
    box_sets: (await boxSetsOfOrders(db, [orderId], lang)).get(orderId) ?? [],
    ...addresses,
    history,
    next_statuses: STAFF_TARGETS.filter((next) => canMove(order.status, next)),
    can_mark_paid: codPayable(order, paymentType?.code),
    ...(await refundFactsOf(db, order)),
  };
}

/**
 * Digital orders still awaiting payment that were placed before `before`, unless they wait for a
 * reference paid at an outlet: those are stale once the reference expired (before `now`).
 */
export async function staleDigitalOrders(db: Db, before: Date, now: Date, limit = 100) {
  const rows = await db
    .select({ id: orders.id, voucher: orders.voucherReference })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'awaiting_payment'),
        eq(orders.isHardCopy, false),
        or(
          and(isNull(orders.voucherExpiresAt), lt(orders.createdAt, before)),
          lt(orders.voucherExpiresAt, now),
        ),
      ),
    )
    .orderBy(asc(orders.id))
    .limit(limit);
  return rows.map((row) => ({ id: row.id, voucher: row.voucher !== null }));
}
