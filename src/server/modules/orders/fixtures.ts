import { randomBytes } from 'node:crypto';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, StandardFonts } from 'pdf-lib';
import { beforeAll } from 'vitest';
import type { Db } from '#server/db/client.ts';
import { insertBook, setBookPdfFile } from '#server/modules/catalog/testing.ts';
import { issueSession } from '#server/modules/clients/index.ts';
import { insertClient } from '#server/modules/clients/testing.ts';
import { insertCountries, insertPaymentTypes } from '#server/modules/reference/testing.ts';
import { createStorages } from '#server/services/storage.ts';
import { apiCaller, setUpTestApp, type TestContext } from '#server/test/harness.ts';
import type { CreateOrderBody } from '#shared/contract/orders.ts';

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
export function setUpOrdersTest() {
  const ctx = setUpTestApp();
  const ref = {} as Reference;
  beforeAll(async () => {
    Object.assign(ref, await createReference(ctx.app.db));
  });
  return { ctx, ref, call: api(ctx) };
}

export const GOOD_CARD = {
  card_number: '4242 4242 4242 4242',
  card_expiry: '12/39',
  card_cvc: '123',
  card_name: 'Sara Ahmad',
};

/**
 * The text shown by each page's content streams (text operands of Tj/TJ, hex or literal strings),
 * decoded as WinAnsi-ish Latin-1: enough to prove that a stamp was drawn on every page.
 */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const document = await PDFDocument.load(bytes);
  return document.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray
        ? contents.asArray().map((ref) => document.context.lookup(ref))
        : [contents];
    const source = streams
      .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
      .map((s) => Buffer.from(decodePDFRawStream(s).decode()).toString('latin1'))
      .join('\n');
    const texts: string[] = [];
    for (const match of source.matchAll(/<([0-9A-Fa-f\s]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
      texts.push(
        match[1] !== undefined
          ? Buffer.from(match[1].replace(/\s/g, ''), 'hex').toString('latin1')
          : match[2].replace(/\\(.)/g, '$1'),
      );
    }
    return texts.join('\n');
  });
}
