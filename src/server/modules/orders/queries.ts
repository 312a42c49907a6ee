import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client.ts';
import { books, countries, orderAddresses, orderLines, orders, paymentTypes } from '#server/db/schema.ts';
import type { Order, OrderAddress, OrderBook, OrderLine } from '#shared/contract/orders.ts';
import type { Lang } from '#shared/lang.ts';
import { textIn } from '#shared/lang.ts';
import { centsToDollars } from '#shared/price.ts';
import { statusNames, typeNames } from './messages.ts';

/* Reads orders of one client into the answer shapes of spec §7. */

export const bookSummaryColumns = {
  id: books.id,
  titleAr: books.titleAr,
  titleEn: books.titleEn,
  publishYear: books.publishYear,
  pages: books.pages,
  pdfPriceCents: books.pdfPriceCents,
  hardcopyPriceCents: books.hardcopyPriceCents,
  image: books.image,
};
type BookSummaryRow = { [K in keyof typeof bookSummaryColumns]: (typeof books.$inferSelect)[K] };

export function toOrderBook(row: BookSummaryRow, lang: Lang): OrderBook {
  const images = row.image ? [{ file_name: row.image }] : [];
  return {
    id: row.id,
    title: textIn(lang, row.titleAr, row.titleEn),
    title_ar: row.titleAr,
    title_en: row.titleEn,
    publish_date: row.publishYear,
    pages: row.pages,
    pdf_price: centsToDollars(row.pdfPriceCents),
    hardcopy_price: centsToDollars(row.hardcopyPriceCents),
    files: { image: images, columns: { image: images } },
  };
}

export const lineType = (isHardCopy: boolean) => (isHardCopy ? 'paper' : 'digital');

async function linesOf(db: Db, orderIds: number[], lang: Lang): Promise<Map<number, OrderLine[]>> {
  const byOrder = new Map<number, OrderLine[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({ line: orderLines, book: bookSummaryColumns })
    .from(orderLines)
    .innerJoin(books, eq(books.id, orderLines.bookId))
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.id));
  for (const { line, book } of rows) {
    const type = lineType(line.isHardCopy);
    const list = byOrder.get(line.orderId) ?? [];
    list.push({
      id: line.id,
      order_id: line.orderId,
      book_id: line.bookId,
      book: toOrderBook(book, lang),
      date: line.createdAt.toISOString(),
      price: centsToDollars(line.unitPriceCents),
      quantity: line.quantity,
      total_price: centsToDollars(line.totalPriceCents),
      type,
      type_name: typeNames[type][lang],
    });
    byOrder.set(line.orderId, list);
  }
  return byOrder;
}

const shippingCountry = alias(countries, 'shipping_country');
const billingCountry = alias(countries, 'billing_country');

async function addressesOf(db: Db, orderIds: number[], lang: Lang): Promise<Map<number, OrderAddress>> {
  const byOrder = new Map<number, OrderAddress>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({ a: orderAddresses, shipping: shippingCountry, billing: billingCountry })
    .from(orderAddresses)
    .innerJoin(shippingCountry, eq(shippingCountry.id, orderAddresses.shippingCountryId))
    .innerJoin(billingCountry, eq(billingCountry.id, orderAddresses.billingCountryId))
    .where(inArray(orderAddresses.orderId, orderIds));
  const country = (c: typeof countries.$inferSelect) => ({
    id: c.id,
    name: textIn(lang, c.nameAr, c.nameEn),
    name_ar: c.nameAr,
    name_en: c.nameEn,
  });
  for (const { a, shipping, billing } of rows) {
    byOrder.set(a.orderId, {
      shipping_name: a.shippingName,
      shipping_country_id: a.shippingCountryId,
      shipping_country: country(shipping),
      shipping_address: a.shippingAddress,
      shipping_city: a.shippingCity,
      shipping_state: a.shippingState,
      shipping_postal_code: a.shippingPostalCode,
      shipping_mobile: a.shippingMobile,
      shipping_email: a.shippingEmail,
      billing_name: a.billingName,
      billing_country_id: a.billingCountryId,
      billing_country: country(billing),
      billing_address: a.billingAddress,
      billing_city: a.billingCity,
      billing_state: a.billingState,
      billing_postal_code: a.billingPostalCode,
      billing_mobile: a.billingMobile,
      billing_email: a.billingEmail,
    });
  }
  return byOrder;
}

async function selectOrders(db: Db, where: SQL | undefined, page?: { limit: number; offset: number }) {
  const query = db
    .select({ order: orders, paymentType: paymentTypes })
    .from(orders)
    .innerJoin(paymentTypes, eq(paymentTypes.id, orders.paymentTypeId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

async function toOrders(
  db: Db,
  rows: Awaited<ReturnType<typeof selectOrders>>,
  lang: Lang,
): Promise<Order[]> {
  const ids = rows.map((r) => r.order.id);
  const [lines, addresses] = await Promise.all([linesOf(db, ids, lang), addressesOf(db, ids, lang)]);
  return rows.map(({ order, paymentType }) => {
    const type = lineType(order.isHardCopy);
    return {
      id: order.id,
      net_price: centsToDollars(order.netPriceCents),
      books_quantity: order.booksQuantity,
      date: order.createdAt.toISOString(),
      status: order.status,
      order_status_name: statusNames[order.status][lang],
      is_hard_copy: order.isHardCopy,
      type,
      type_name: typeNames[type][lang],
      payment_type_id: order.paymentTypeId,
      payment_type_name: textIn(lang, paymentType.titleAr, paymentType.titleEn),
      note: order.note,
      paid_at: order.paidAt?.toISOString() ?? null,
      order_billing_shipping: addresses.get(order.id) ?? null,
      order_details: lines.get(order.id) ?? [],
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
