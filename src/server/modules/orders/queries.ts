import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orderAddresses, orderLines, orders } from '#server/db/schema/orders.ts';
import { booksForOrder } from '#server/modules/catalog/index.ts';
import { type CountryName, countriesById, paymentTypeNames } from '#server/modules/reference/index.ts';
import { noNumbers, type OrderDocuments, orderDocumentNumbers } from '#server/services/order-documents.ts';
import type { Order, OrderAddress, OrderBook, OrderLine } from '#shared/contract/orders.ts';
import type { Lang } from '#shared/lang.ts';
import { minorToUnits } from '#shared/minor-units.ts';
import { boxSetsOfOrders } from './box-set-lines.ts';
import { statusNames, typeNames } from './messages.ts';
import { ownedBooks } from './owned-books.ts';
import { chargedPrice } from './price-snapshot.ts';

/* Reads orders of one client into the answer shapes of spec §7. */

const noDocuments: OrderDocuments = { ...noNumbers, credit_note_numbers: [] };

export const lineType = (isHardCopy: boolean) => (isHardCopy ? 'paper' : 'digital');

async function linesOf(db: Db, orderIds: number[], lang: Lang): Promise<Map<number, OrderLine[]>> {
  const byOrder = new Map<number, OrderLine[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({ line: orderLines, decimals: orders.currencyDecimals })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.id));
  const books = await booksForOrder(
    db,
    rows.map(({ line }) => line.bookId),
    lang,
  );
  for (const { line, decimals } of rows) {
    const type = lineType(line.isHardCopy);
    const list = byOrder.get(line.orderId) ?? [];
    list.push({
      id: line.id,
      order_id: line.orderId,
      book_id: line.bookId,
      book: books.get(line.bookId) as OrderBook,
      date: line.createdAt.toISOString(),
      price: minorToUnits(line.unitPriceCents, decimals),
      quantity: line.quantity,
      total_price: minorToUnits(line.totalPriceCents, decimals),
      type,
      type_name: typeNames[type][lang],
    });
    byOrder.set(line.orderId, list);
  }
  return byOrder;
}

async function addressesOf(db: Db, orderIds: number[], lang: Lang): Promise<Map<number, OrderAddress>> {
  const byOrder = new Map<number, OrderAddress>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db.select().from(orderAddresses).where(inArray(orderAddresses.orderId, orderIds));
  const countries = await countriesById(
    db,
    rows.flatMap((a) => [a.shippingCountryId, a.billingCountryId]),
    lang,
  );
  const country = (id: number) => countries.get(id) as CountryName;
  for (const a of rows) {
    byOrder.set(a.orderId, {
      shipping_name: a.shippingName,
      shipping_country_id: a.shippingCountryId,
      shipping_country: country(a.shippingCountryId),
      shipping_address: a.shippingAddress,
      shipping_city: a.shippingCity,
      shipping_state: a.shippingState,
      shipping_postal_code: a.shippingPostalCode,
      shipping_short_address: a.shippingShortAddress,
      shipping_mobile: a.shippingMobile,
      shipping_email: a.shippingEmail,
      billing_name: a.billingName,
      billing_country_id: a.billingCountryId,
      billing_country: country(a.billingCountryId),
      billing_address: a.billingAddress,
      billing_city: a.billingCity,
      billing_state: a.billingState,
      billing_postal_code: a.billingPostalCode,
      billing_short_address: a.billingShortAddress,
      billing_mobile: a.billingMobile,
      billing_email: a.billingEmail,
    });
  }
  return byOrder;
}

async function selectOrders(db: Db, where: SQL | undefined, page?: { limit: number; offset: number }) {
  const query = db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

async function toOrders(
  db: Db,
  rows: Awaited<ReturnType<typeof selectOrders>>,
  lang: Lang,
): Promise<Order[]> {
  const ids = rows.map((order) => order.id);
  // One after another: `db` may be a transaction, whose one connection runs one query at a time.
  const lines = await linesOf(db, ids, lang);
  const addresses = await addressesOf(db, ids, lang);
  const paymentTypes = await paymentTypeNames(
    db,
    rows.map((order) => order.paymentTypeId),
    lang,
  );
  const documents = await orderDocumentNumbers.documentsOf(db, ids);
  const boxSets = await boxSetsOfOrders(db, ids, lang);
  return rows.map((order) => {
    const type = lineType(order.isHardCopy);
    return {
      id: order.id,
      ...chargedPrice(order, lang),
      books_quantity: order.booksQuantity,
      date: order.createdAt.toISOString(),
      status: order.status,
      order_status_name: statusNames[order.status][lang],
      is_hard_copy: order.isHardCopy,
      type,
      type_name: typeNames[type][lang],
      payment_type_id: order.paymentTypeId,
      payment_type_name: paymentTypes.get(order.paymentTypeId) as string,
      note: order.note,
      paid_at: order.paidAt?.toISOString() ?? null,
      ...(documents.get(order.id) ?? noDocuments),
      order_billing_shipping: addresses.get(order.id) ?? null,
      order_details: lines.get(order.id) ?? [],
      box_sets: boxSets.get(order.id) ?? [],
      payment_voucher:
        order.status === 'awaiting_payment' && order.voucherReference && order.voucherExpiresAt
          ? { reference: order.voucherReference, expires_at: order.voucherExpiresAt.toISOString() }
          : null,
    };
  });
}

/** One order of the client, or null when it does not exist or belongs to someone else. */
export async function findClientOrder(db: Db, clientId: number, orderId: number, lang: Lang) {
  const rows = await selectOrders(db, and(eq(orders.id, orderId), eq(orders.clientId, clientId)));
  const [order] = await toOrders(db, rows, lang);
  return order ?? null;
}

export async function listClientOrders(
  db: Db,
  clientId: number,
  options: { page: number; perPage: number; isHardCopy?: boolean; lang: Lang },
): Promise<{ data: Order[]; total: number }> {
  const where = and(
    eq(orders.clientId, clientId),
    options.isHardCopy === undefined ? undefined : eq(orders.isHardCopy, options.isHardCopy),
  );
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(orders).where(where),
    selectOrders(db, where, { limit: options.perPage, offset: (options.page - 1) * options.perPage }),
  ]);
  return { data: await toOrders(db, rows, options.lang), total };
}

/** The lines of one of the client's orders, or null when the order is not theirs. */
export async function findClientOrderLines(db: Db, clientId: number, orderId: number, lang: Lang) {
  const [owned] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.clientId, clientId)));
  if (!owned) return null;
  return (await linesOf(db, [orderId], lang)).get(orderId) ?? [];
}

/**
 * Whether any order line, owned PDF or download names the book: then it is part of the shop's records
 * and may be hidden, never deleted.
 */
export async function bookWasOrdered(db: Db, bookId: number): Promise<boolean> {
  const [found] = await db
    .select({ id: orderLines.id })
    .from(orderLines)
    .where(eq(orderLines.bookId, bookId))
    .limit(1);
  return found !== undefined || (await ownedBooks().holdsBook(db, bookId));
}

/** What an order charged for one copy of a book, in minor units of the order's currency, and who placed it. */
export type UnitPrice = {
  minor: number;
  currency: string;
  decimals: number;
  rateMicros: number;
  buyerId: number;
};

/**
 * What each order charged for one copy of a book, and who placed the order, by `orderId:bookId` (the
 * library shows the price a PDF was bought at, and no price of a book someone else gave).
 */
export async function unitPricesOf(db: Db, lines: { orderId: number; bookId: number }[]) {
  const prices = new Map<string, UnitPrice>();
  if (lines.length === 0) return prices;
  const rows = await db
    .select({
      orderId: orderLines.orderId,
      bookId: orderLines.bookId,
      minor: orderLines.unitPriceCents,
      currency: orders.currency,
      decimals: orders.currencyDecimals,
      rateMicros: orders.rateMicros,
      buyerId: orders.clientId,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        inArray(orderLines.orderId, [...new Set(lines.map((l) => l.orderId))]),
        inArray(orderLines.bookId, [...new Set(lines.map((l) => l.bookId))]),
      ),
    )
    .orderBy(asc(orderLines.id));
  for (const row of rows) {
    const key = `${row.orderId}:${row.bookId}`;
    const { minor, currency, decimals, rateMicros, buyerId } = row;
    if (!prices.has(key)) prices.set(key, { minor, currency, decimals, rateMicros, buyerId });
  }
  return prices;
}
