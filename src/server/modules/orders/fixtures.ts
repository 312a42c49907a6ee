import { randomBytes } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { beforeAll } from 'vitest';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { insertBook, setBookPdfFile } from '#server/modules/catalog/testing.ts';
import { issueSession } from '#server/modules/clients/index.ts';
import { insertClient } from '#server/modules/clients/testing.ts';
import { insertCountries, insertPaymentTypes } from '#server/modules/reference/testing.ts';
import { createStorages } from '#server/services/storages.ts';
import { apiCaller, setUpTestApp, type TestAppOptions, type TestContext } from '#server/test/harness.ts';
import { pdfToText } from '#server/test/pdf-reader.ts';
import type { CreateOrderBody } from '#shared/contract/orders.ts';
import { setOrderStatus } from './lifecycle.ts';

/* Rows and requests the order tests build on; every test file makes its own. */

export { stockOf } from '#server/modules/catalog/testing.ts';

export type Buyer = { id: number; email: string; token: string };

export async function createBuyer(db: Db, name = 'buyer'): Promise<Buyer> {
  const email = `${name}-${randomBytes(4).toString('hex')}@example.com`;
  const row = await insertClient(db, { name, email });
  return { id: row.id, email, token: await issueSession(db, row.id, { remember: false }) };
}

export type Reference = { countryId: number; otherCountryId: number; card: number; cod: number };

/** Two countries and the seeded payment types: 1 card, 2 cash on delivery (hard copy only). */
export async function createReference(db: Db): Promise<Reference> {
  const [jo, sa] = await insertCountries(db, [
    { code: 'JO', nameAr: 'الأردن', nameEn: 'Jordan' },
    { code: 'SA', nameAr: 'السعودية', nameEn: 'Saudi Arabia' },
  ]);
  await insertPaymentTypes(db, [
    { id: 1, code: 'card', titleAr: 'بطاقة ائتمان', titleEn: 'Credit card' },
    { id: 2, code: 'cod', titleAr: 'الدفع عند الاستلام', titleEn: 'Cash on delivery', hardCopyOnly: true },
  ]);
  return { countryId: jo.id, otherCountryId: sa.id, card: 1, cod: 2 };
}

/** A small PDF of `pages` pages with a line of text each. */
export async function samplePdf(pages = 3): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) {
    document.addPage([300, 400]).drawText(`Page ${i}`, { x: 40, y: 300, size: 18, font });
  }
  return document.save();
}

type BookValues = Parameters<typeof insertBook>[1];

/** A book; with `pdf: true` its full PDF is written to private storage. */
export async function createBook(ctx: TestContext, values: BookValues & { pdf?: boolean } = {}) {
  const { pdf, ...columns } = values;
  const row = await insertBook(ctx.app.db, columns);
  if (!pdf) return row;
  const key = `books/book-${row.id}.pdf`;
  await createStorages(ctx.config).files.put(key, await samplePdf());
  await setBookPdfFile(ctx.app.db, row.id, key);
  return { ...row, pdfFile: key };
}

export function hardCopyBody(ref: Reference, overrides: Partial<CreateOrderBody> = {}): CreateOrderBody {
  const address = {
    name: 'سارة أحمد',
    address: 'شارع الجامعة 12',
    city: 'عمّان',
    state: 'العاصمة',
    postal_code: '11942',
    mobile: '+962791234567',
    email: 'sara@example.com',
  };
  return {
    shipping_name: address.name,
    shipping_country_id: ref.countryId,
    shipping_address: address.address,
    shipping_city: address.city,
    shipping_state: address.state,
    shipping_postal_code: address.postal_code,
    shipping_mobile: address.mobile,
    shipping_email: address.email,
    billing_name: 'Sara Ahmad',
    billing_country_id: ref.otherCountryId,
    billing_address: 'King Fahd Road 3',
    billing_city: 'Riyadh',
    billing_state: 'Riyadh',
    billing_postal_code: '12211',
    billing_short_address: 'RRRD2929',
    billing_mobile: '+966501234567',
    billing_email: 'billing@example.com',
    note: 'Ring twice',
    payment_type_id: ref.cod,
    is_hard_copy: 1,
    books: [],
    ...overrides,
  };
}

export function digitalBody(ref: Reference, bookIds: number[]): CreateOrderBody {
  return {
    payment_type_id: ref.card,
    is_hard_copy: false,
    books: bookIds.map((book_id) => ({ book_id, quantity: 1, isHardCopy: false })),
  };
}

/** API calls as the web app makes them: in English unless told otherwise, all from 127.0.0.1. */
export const api = (ctx: TestContext) => apiCaller(ctx, { lang: 'en', ip: '127.0.0.1' });

/**
 * The app of this file's tests with two countries and the payment types (`ref`), and `call` for its
 * API: set up before the tests, closed after them. Read `ctx` and `ref` inside tests and hooks.
 */
export function setUpOrdersTest(overrides: Partial<Config> = {}, options: TestAppOptions = {}) {
  const ctx = setUpTestApp(overrides, options);
  const ref = {} as Reference;
  beforeAll(async () => {
    Object.assign(ref, await createReference(ctx.app.db));
  });
  return { ctx, ref, call: api(ctx) };
}

type Call = ReturnType<typeof api>;

/** The path of an absolute URL (the hosted page is on our server in the sandbox). */
export const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
};

/**
 * Pays an order as a buyer does in the sandbox: opens the checkout, presses 'Pay (test)' (or
 * 'Decline (test)') on its page, then comes back to the shop, which asks where the payment stands.
 * Answers the checkout's answer when it was refused, else the return page's answer.
 */
export async function payInSandbox(
  ctx: TestContext,
  call: Call,
  buyer: { token: string },
  orderId: number,
  choice: 'pay' | 'decline' = 'pay',
) {
  const checkout = await call('POST', `/orders/${orderId}/checkout`, { token: buyer.token });
  if (checkout.statusCode !== 200) return checkout;
  const page = pathOf(checkout.json().url);
  const pressed = await ctx.app.inject({
    method: 'POST',
    url: `${page}/${choice}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  if (pressed.statusCode !== 303) throw new Error(`sandbox page answered ${pressed.statusCode}`);
  return call('GET', `/orders/${orderId}/payment`, { token: buyer.token });
}

/**
 * Hands a cash-on-delivery order to the carrier, as staff do (processing, then shipped): from then on
 * it has its invoice (decision 089).
 */
export async function handOver(ctx: TestContext, orderId: number) {
  const publicUrl = ctx.app.config.publicUrl;
  await setOrderStatus(ctx.app.db, orderId, 'processing', { publicUrl });
  await setOrderStatus(ctx.app.db, orderId, 'shipped', {
    publicUrl,
    carrier: 'Aramex',
    trackingNumber: 'AX1',
  });
}

/** A new buyer who has paid in the sandbox for a new book's PDF. */
export async function createPdfOwner(ctx: TestContext, call: Call, ref: Reference) {
  const buyer = await createBuyer(ctx.app.db, 'reader');
  const book = await createBook(ctx, { pdf: true });
  const placed = await call('POST', '/orders', { token: buyer.token, body: digitalBody(ref, [book.id]) });
  const orderId: number = placed.json().data.id;
  await payInSandbox(ctx, call, buyer, orderId);
  return { buyer, book, orderId };
}

/** The text read back from each page: enough to prove that a stamp was drawn on every page. */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  return (await pdfToText(bytes)).split('\f').slice(0, -1);
}
