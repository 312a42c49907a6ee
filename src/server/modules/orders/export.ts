import { and, asc, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orderAddresses, orderLines, orders } from '#server/db/schema/orders.ts';
import { textsOf } from '#server/i18n/index.ts';
import { booksForOrder } from '#server/modules/catalog/index.ts';
import { countriesById, paymentTypeNames } from '#server/modules/reference/index.ts';
import { CSV_BOM, csvLines, guardedText } from '#server/services/csv.ts';
import { noNumbers, orderDocumentNumbers } from '#server/services/order-documents.ts';
import type { StaffOrdersQuery } from '#shared/contract/staff-orders.ts';
import { type Lang, type Localized, textIn } from '#shared/lang.ts';
import { decimalAmount } from '#shared/minor-units.ts';
import { staffOrderFilters } from './admin.ts';
import { statusNames, typeNames } from './messages.ts';

/*
 * The orders the list's filters keep, newest first, as CSV: UTF-8 with a byte order mark, headers in
 * the staff member's language, one row per order or (with `lines`) one per order line. Read a batch at
 * a time from the last order number down, so 100,000 orders are never held in memory at once; names,
 * e-mails and every other text a spreadsheet could run as a formula are guarded.
 */

const BATCH = 500;
const texts = textsOf('ordersCsv');

/** The column naming the currency an order's amounts are in (decision 110). */
const currencyHeader: Localized = { ar: 'العملة', en: 'Currency' };

/** Whole minor units of the order's currency written with its decimals: '3.838' for KWD, '12.50' for USD. */
const moneyOf = (order: { currencyDecimals: number }) => (minor: number) =>
  decimalAmount(minor, order.currencyDecimals);
const instant = (date: Date | null) => (date ? date.toISOString() : '');

type Batch = Awaited<ReturnType<typeof readBatch>>;

async function readBatch(db: Db, query: StaffOrdersQuery, before: number | null) {
  return db
    .select({
      order: orders,
      name: orderAddresses.shippingName,
      email: orderAddresses.shippingEmail,
      mobile: orderAddresses.shippingMobile,
      countryId: orderAddresses.shippingCountryId,
      city: orderAddresses.shippingCity,
    })
    .from(orders)
    .leftJoin(orderAddresses, eq(orderAddresses.orderId, orders.id))
    .where(and(staffOrderFilters(query), before === null ? undefined : lt(orders.id, before)))
    .orderBy(desc(orders.id))
    .limit(BATCH);
}

async function orderRows(db: Db, batch: Batch, lang: Lang): Promise<string[][]> {
  const ids = batch.map((row) => row.order.id);
  const payments = await paymentTypeNames(
    db,
    batch.map((row) => row.order.paymentTypeId),
    lang,
  );
  const countries = await countriesById(
    db,
    batch.flatMap((row) => (row.countryId === null ? [] : [row.countryId])),
    lang,
  );
  const numbers = await orderDocumentNumbers.numbersOf(db, ids);
  return batch.map(({ order, name, email, mobile, countryId, city }) => {
    const country = countryId === null ? undefined : countries.get(countryId);
    const money = moneyOf(order);
    return [
      String(order.id),
      order.createdAt.toISOString(),
      statusNames[order.status][lang],
      typeNames[order.isHardCopy ? 'paper' : 'digital'][lang],
      guardedText(name ?? ''),
      guardedText(email ?? ''),
      guardedText(mobile ?? ''),
      guardedText(country ? textIn(lang, country.name_ar, country.name_en) : ''),
      guardedText(city ?? ''),
      guardedText(payments.get(order.paymentTypeId) ?? ''),
      instant(order.paidAt),
      String(order.booksQuantity),
      order.currency,
      money(order.subtotalCents),
      money(order.shippingCents),
      money(order.codFeeCents),
      money(order.taxCents),
      money(order.netPriceCents),
      (numbers.get(order.id) ?? noNumbers).invoice_number ?? '',
      guardedText(order.carrier ?? ''),
      guardedText(order.trackingNumber ?? ''),
    ];
  });
}

async function lineRows(db: Db, batch: Batch, lang: Lang): Promise<string[][]> {
  const byId = new Map(batch.map((row) => [row.order.id, row]));
  const lines = await db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, [...byId.keys()]))
    .orderBy(desc(orderLines.orderId), asc(orderLines.id));
  const books = await booksForOrder(
    db,
    lines.map((line) => line.bookId),
    lang,
  );
  return lines.map((line) => {
    const { order, name, email } = byId.get(line.orderId)!;
    const book = books.get(line.bookId);
    const money = moneyOf(order);
    return [
      String(order.id),
      order.createdAt.toISOString(),
      statusNames[order.status][lang],
      guardedText(name ?? ''),
      guardedText(email ?? ''),
      String(line.bookId),
      guardedText(book ? textIn(lang, book.title_ar, book.title_en) : ''),
      typeNames[line.isHardCopy ? 'paper' : 'digital'][lang],
      String(line.quantity),
      order.currency,
      money(line.unitPriceCents),
      money(line.totalPriceCents),
    ];
  });
}

/** The CSV piece by piece: the BOM and the header line first, then a batch of orders at a time. */
export async function* ordersCsv(
  db: Db,
  query: StaffOrdersQuery,
  options: { lines: boolean; lang: Lang },
): AsyncGenerator<string> {
  const t = texts[options.lang];
  const header = options.lines
    ? [
        t.order,
        t.date,
        t.status,
        t.name,
        t.email,
        t.bookId,
        t.title,
        t.type,
        t.quantity,
        currencyHeader[options.lang],
        t.unitPrice,
        t.lineTotal,
      ]
    : [
        t.order,
        t.date,
        t.status,
        t.type,
        t.name,
        t.email,
        t.mobile,
        t.country,
        t.city,
        t.payment,
        t.paidAt,
        t.quantity,
        currencyHeader[options.lang],
        t.subtotal,
        t.shipping,
        t.codFee,
        t.tax,
        t.total,
        t.invoice,
        t.carrier,
        t.tracking,
      ];
  yield CSV_BOM + csvLines([header]);
  let before: number | null = null;
  for (;;) {
    const batch = await readBatch(db, query, before);
    if (batch.length === 0) return;
    yield csvLines(
      options.lines ? await lineRows(db, batch, options.lang) : await orderRows(db, batch, options.lang),
    );
    if (batch.length < BATCH) return;
    before = batch[batch.length - 1].order.id;
  }
}
