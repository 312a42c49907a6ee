import { and, desc, eq, gt, isNotNull } from 'drizzle-orm';
import { books } from '#server/modules/catalog/testing.ts';
import { countries } from '#server/modules/reference/testing.ts';
import type { OrderGift } from '#shared/contract/gifts.ts';
import type { CreateOrderBody } from '#shared/contract/orders.ts';
import type { Shop } from './shop.ts';
import { DEMO } from './steps.ts';

/*
 * Orders of the demo client placed through the shop's own API (as the web app sends them), for the
 * journeys that need an order to look at rather than the way to place one.
 */

const call = (shop: Shop, method: 'GET' | 'POST', url: string, token?: string, body?: object) =>
  shop.app.inject({
    method,
    url: `/api${url}`,
    remoteAddress: '127.0.0.9',
    headers: { 'accept-language': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body ? { payload: body } : {}),
  });

/** A session of the demo client. */
export async function demoToken(shop: Shop): Promise<string> {
  const res = await call(shop, 'POST', '/client-login', undefined, DEMO);
  if (res.statusCode !== 200) throw new Error(`client-login answered ${res.statusCode}: ${res.body}`);
  return res.json().data.token;
}

async function place(shop: Shop, token: string, body: CreateOrderBody): Promise<number> {
  const res = await call(shop, 'POST', '/orders', token, body);
  if (res.statusCode !== 200 && res.statusCode !== 201) {
    throw new Error(`POST /orders answered ${res.statusCode}: ${res.body}`);
  }
  return res.json().data.id;
}

/** A book sold in print and in stock (the last seeded, away from the books the journeys put in carts). */
export async function bookInPrint(shop: Shop): Promise<number> {
  const [row] = await shop.database.db
    .select({ id: books.id })
    .from(books)
    .where(and(gt(books.stock, 0), gt(books.hardcopyPriceCents, 0), eq(books.active, true)))
    .orderBy(desc(books.id))
    .limit(1);
  if (!row) throw new Error('The seeded shop has no book in print');
  return row.id;
}

/** A hard-copy order paid on delivery, shipped in Jordan and billed in Saudi Arabia. */
export async function placeHardCopyOrder(shop: Shop, token: string, bookId: number): Promise<number> {
  const country = async (code: string) =>
    (await shop.database.db.select({ id: countries.id }).from(countries).where(eq(countries.code, code)))[0]
      ?.id;
  return place(shop, token, {
    shipping_name: 'سارة أحمد',
    shipping_country_id: await country('JO'),
    shipping_address: 'شارع الجامعة 12',
    shipping_city: 'عمّان',
    shipping_state: 'العاصمة',
    shipping_postal_code: '11942',
    shipping_mobile: '+962791234567',
    shipping_email: 'sara@example.com',
    billing_name: 'Sara Ahmad',
    billing_country_id: await country('SA'),
    billing_address: 'King Fahd Road 3',
    billing_city: 'Riyadh',
    billing_state: 'Riyadh',
    billing_postal_code: '12211',
    billing_short_address: 'RRRD2929',
    billing_mobile: '+966501234567',
    billing_email: 'billing@example.com',
    note: 'Ring twice',
    payment_type_id: 2,
    is_hard_copy: 1,
    books: [{ book_id: bookId, quantity: 1, isHardCopy: true }],
  });
}

/** A PDF order paid by card, left awaiting its payment. */
export function placePdfOrder(shop: Shop, token: string, bookId: number): Promise<number> {
  return place(shop, token, {
    payment_type_id: 1,
    is_hard_copy: false,
    books: [{ book_id: bookId, quantity: 1, isHardCopy: false }],
  });
}

/** A book sold as a PDF with its file in place. */
export async function bookAsPdf(shop: Shop): Promise<number> {
  const [row] = await shop.database.db
    .select({ id: books.id })
    .from(books)
    .where(and(isNotNull(books.pdfFile), gt(books.pdfPriceCents, 0), eq(books.active, true)))
    .orderBy(desc(books.id))
    .limit(1);
  if (!row) throw new Error('The seeded shop has no book as a PDF');
  return row.id;
}

/** A PDF order given to someone else, paid by card, left awaiting its payment. */
export function placePdfGift(shop: Shop, token: string, bookId: number, gift: OrderGift): Promise<number> {
  return place(shop, token, {
    payment_type_id: 1,
    is_hard_copy: false,
    books: [{ book_id: bookId, quantity: 1, isHardCopy: false }],
    gift,
  });
}

/** A PDF bought as a gift for Layla, paid by card, left awaiting its payment. */
export function placeGiftOrder(shop: Shop, token: string, bookId: number): Promise<number> {
  return placePdfGift(shop, token, bookId, {
    recipient_name: 'Layla',
    recipient_email: 'layla@example.com',
    language: 'ar',
  });
}

/** Pays an order on the sandbox's page ('Pay (test)'), as the buyer would: the client then owns its PDFs. */
export async function payInSandbox(shop: Shop, token: string, orderId: number): Promise<void> {
  const checkout = await call(shop, 'POST', `/orders/${orderId}/checkout`, token);
  if (checkout.statusCode !== 200)
    throw new Error(`checkout answered ${checkout.statusCode}: ${checkout.body}`);
  const page = new URL(checkout.json().url);
  const pressed = await shop.app.inject({
    method: 'POST',
    url: `${page.pathname}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  if (pressed.statusCode !== 303) throw new Error(`the sandbox page answered ${pressed.statusCode}`);
  await call(shop, 'GET', `/orders/${orderId}/payment`, token);
}
