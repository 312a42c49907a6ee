import type { Db } from '#server/db/client.ts';
import { dataRequests } from '#server/db/schema/privacy.ts';
import { booksForOrder } from '#server/modules/catalog/index.ts';
import { accountDataOf } from '#server/modules/clients/index.ts';
import { messageDataOf } from '#server/modules/content/index.ts';
import { giftDataOf } from '#server/modules/gifts/index.ts';
import { invoiceDataOf } from '#server/modules/invoicing/index.ts';
import { readingDataOf } from '#server/modules/library/index.ts';
import { orderDataOf } from '#server/modules/orders/index.ts';
import { notFound } from '#server/plugins/errors.ts';
import type { DataExport } from '#shared/contract/privacy-export.ts';
import type { Lang } from '#shared/lang.ts';
import { minorToUnits } from '#shared/minor-units.ts';
import { formatPrice } from '#shared/price.ts';
import { consentsOf } from './consent.ts';

/*
 * The copy of a reader's data (decision 085): each part asked of the module that keeps it, through
 * its public service, and put together here. Amounts are kept as integer minor units beside the text a
 * reader reads; books are named in the reader's language. No secret is ever part of it.
 */

/** The legal time to answer a request about one's data. */
const DUE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The order's currency and decimals (decision 110): its amounts are whole minor units of it. */
type Currency = { currency: string; currency_decimals: number };
const USD: Currency = { currency: 'USD', currency_decimals: 2 };

/** An amount as kept, in minor units of its order's currency, and as the reader reads it in that currency. */
const moneyIn =
  ({ currency, currency_decimals }: Currency) =>
  (cents: number) => ({
    cents,
    formatted: formatPrice(minorToUnits(cents, currency_decimals), { currency }),
  });
export const orderNumber = (id: number) => `#${id}`;

/** Everything the shop holds about the reader, in `lang`; 404 when the account is gone. */
export async function dataExportOf(db: Db, clientId: number, lang: Lang): Promise<DataExport> {
  const account = await accountDataOf(db, clientId);
  if (!account) throw notFound();
  const orders = await orderDataOf(db, clientId);
  const invoices = await invoiceDataOf(
    db,
    orders.map((order) => order.id),
  );
  const gifts = await giftDataOf(db, clientId);
  const reading = await readingDataOf(db, clientId);
  const { messages, newsletter } = await messageDataOf(db, account.profile.email);
  const bookIds = [
    ...orders.flatMap((order) => order.lines.map((line) => line.book_id)),
    ...gifts.given.map((gift) => gift.book_id),
    ...gifts.received.map((gift) => gift.book_id),
    ...reading.map((place) => place.book_id),
  ];
  const books = await booksForOrder(db, bookIds, lang);
  const titleOf = (bookId: number) => books.get(bookId)?.title ?? `#${bookId}`;
  const withTitle = <T extends { book_id: number }>(row: T) => ({ ...row, book_title: titleOf(row.book_id) });
  const currencyOf = new Map(orders.map((order) => [order.id, order]));
  return {
    generated_at: new Date().toISOString(),
    language: lang,
    profile: account.profile,
    sessions: account.sessions,
    orders: orders.map((order) => {
      const money = moneyIn(order);
      return {
        number: orderNumber(order.id),
        status: order.status,
        placed_at: order.placed_at,
        paid_at: order.paid_at,
        is_hard_copy: order.is_hard_copy,
        is_gift: order.is_gift,
        subtotal: money(order.subtotal_cents),
        discount: money(order.discount_cents),
        coupon_code: order.coupon_code,
        shipping: money(order.shipping_cents),
        cod_fee: money(order.cod_fee_cents),
        tax: money(order.tax_cents),
        total: money(order.total_cents),
        note: order.note,
        carrier: order.carrier,
        tracking_number: order.tracking_number,
        lines: order.lines.map((line) => ({
          book_id: line.book_id,
          book_title: titleOf(line.book_id),
          is_hard_copy: line.is_hard_copy,
          quantity: line.quantity,
          unit_price: money(line.unit_price_cents),
          total_price: money(line.total_price_cents),
        })),
        addresses: order.addresses,
      };
    }),
    invoices: invoices.map((invoice) => {
      const money = moneyIn(currencyOf.get(invoice.order_id) ?? USD);
      return {
        number: invoice.number,
        kind: invoice.kind,
        order_number: orderNumber(invoice.order_id),
        issued_at: invoice.issued_at,
        total: money(invoice.total_cents),
        tax: money(invoice.tax_cents),
        net: money(invoice.net_cents),
      };
    }),
    gifts: { given: gifts.given.map(withTitle), received: gifts.received.map(withTitle) },
    reading_places: reading.map(withTitle),
    consents: await consentsOf(db, clientId),
    messages,
    newsletter,
  };
}

/** Keeps the download as a request of kind `export`, answered at once, for staff to see. */
export async function recordExport(db: Db, clientId: number, format: 'json' | 'pdf') {
  const now = new Date();
  await db.insert(dataRequests).values({
    clientId,
    kind: 'export',
    state: 'done',
    requestedAt: now,
    dueAt: new Date(now.getTime() + DUE_DAYS * DAY_MS),
    doneAt: now,
    note: format,
  });
}
