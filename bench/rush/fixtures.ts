import pg from 'pg';
import { toWallTime } from '#shared/shop-time.ts';
import { call, expectStatus, type Json } from './http.ts';
import { ADMIN } from './shop.ts';

/*
 * What the rush sells, made as staff make it, through the staff API, on the seeded demo catalogue:
 * - every printed book of the catalogue: `HOT_BOOKS` of them with a small stock (`RUSH_HOT_STOCK`, 20
 *   copies), which sell out and then refuse orders with 409 out of stock, the others with a stock
 *   that lasts the rush;
 * - every released book with a PDF, bought as PDFs;
 * - a sale of its own (30% off, beside the demo's storewide 20%: the lowest price wins) on the hot
 *   books and every other PDF book;
 * - a coupon, 10% off, combining with the sale, of `RUSH_COUPON_USES` (25) uses: fewer than the
 *   orders that try it, so that its limit is reached and held.
 */

const HOT_BOOKS = 3;
const LASTING_STOCK = 1000;
const SALE_PERCENT = 30;
export const COUPON = { code: 'RUSHDAY10', percentOff: 10 };

export type Address = Record<string, string | number>;

export type Fixtures = {
  printed: { id: number; hot: boolean; grams: number }[];
  pdfs: number[];
  /** Copies of each printed book when the rush starts. */
  initialStock: Map<number, number>;
  /** The price in force of each sale book while the sale runs, in cents, per format. */
  salePrices: Map<number, { printed: number; digital: number }>;
  couponUses: number;
  card: number;
  /** Cash on delivery, when the shop offers it. */
  cod: number | undefined;
  /** A shipping (and billing) address in Jordan and one in Saudi Arabia, as the checkout sends them. */
  addresses: Address[];
};

type BookRow = { id: number; grams: number; printed: boolean; pdf: boolean };

/** The released books on sale (read from the database: whether a PDF is stored shows in no answer). */
async function readBooks(databaseUrl: string): Promise<BookRow[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<BookRow>(
      `SELECT id, coalesce(weight_grams, 0) AS grams, hardcopy_price_cents > 0 AS printed,
              pdf_file IS NOT NULL AND pdf_price_cents > 0 AS pdf
         FROM books WHERE active AND NOT coming_soon ORDER BY id`,
    );
    return rows;
  } finally {
    await client.end();
  }
}

async function staffToken(base: string) {
  const answer = await call(base, 'POST', '/staff/login', { body: ADMIN, ip: '10.255.0.1' });
  return expectStatus(answer, 200, 'staff sign-in').data.token as string;
}

/** The card's type (known to the fleet) and cash on delivery's, the type only printed books take. */
async function paymentTypes(base: string, card: number) {
  const { data } = expectStatus(await call(base, 'GET', '/payment-types'), 200, 'payment types');
  const types = data as Json[];
  if (!types.some((type) => type.id === card)) throw new Error('the shop takes no cards: PAYMENT_PROVIDER?');
  return { card, cod: types.find((type) => type.hard_copy_only === true)?.id as number | undefined };
}

async function addresses(base: string): Promise<Address[]> {
  const { data } = expectStatus(await call(base, 'GET', '/countries'), 200, 'countries');
  const idOf = (code: string) => (data as Json[]).find((country) => country.code === code)?.id as number;
  const side = (country: number, fields: Record<string, string>) =>
    Object.fromEntries(
      ['shipping', 'billing'].flatMap((prefix) => [
        [`${prefix}_country_id`, country],
        ...Object.entries(fields).map(([key, value]) => [`${prefix}_${key}`, value]),
      ]),
    );
  const person = { name: 'سارة أحمد', email: 'sara@readers.example' };
  return [
    side(idOf('JO'), {
      ...person,
      address: 'شارع الجامعة 12',
      city: 'عمّان',
      state: 'العاصمة',
      postal_code: '11942',
      mobile: '+962791234567',
    }),
    side(idOf('SA'), {
      ...person,
      address: 'King Fahd Road 3',
      city: 'Riyadh',
      state: 'Riyadh',
      postal_code: '12211',
      short_address: 'RRRD2929',
      mobile: '+966501234567',
    }),
  ];
}

const inHours = (hours: number) => toWallTime(new Date(Date.now() + hours * 3_600_000)).slice(0, 16);

/** Prices in force of `ids`, in cents, as the book's own answer gives them. */
async function pricesOf(base: string, ids: number[]) {
  const prices = new Map<number, { printed: number; digital: number }>();
  for (const id of ids) {
    const { data } = expectStatus(await call(base, 'GET', `/books/${id}`), 200, `book ${id}`);
    prices.set(id, {
      printed: Math.round(data.hardcopy_price * 100),
      digital: Math.round(data.pdf_price * 100),
    });
  }
  return prices;
}

type Shop = { base: string; databaseUrl: string; cardPaymentTypeId: number };

export async function makeFixtures(shop: Shop, hotStock: number, couponUses: number) {
  const { base } = shop;
  const books = await readBooks(shop.databaseUrl);
  const shelf = books.filter((book) => book.printed);
  const pdfs = books.filter((book) => book.pdf).map((book) => book.id);
  if (shelf.length < HOT_BOOKS + 4 || pdfs.length < 4) throw new Error('the demo catalogue is too small');
  const token = await staffToken(base);
  const staff = (method: string, path: string, body: object, what: string, status = 200) =>
    call(base, method, path, { token, body, ip: '10.255.0.1' }).then((a) => expectStatus(a, status, what));

  const initialStock = new Map<number, number>();
  for (const [i, book] of shelf.entries()) {
    const stock = i < HOT_BOOKS ? hotStock : LASTING_STOCK;
    await staff('POST', `/staff/books/${book.id}/stock`, { stock, reason: 'Sale-day delivery' }, 'stock');
    initialStock.set(book.id, stock);
  }
  const saleBooks = [...shelf.slice(0, HOT_BOOKS).map((b) => b.id), ...pdfs.filter((_, i) => i % 2 === 0)];
  const sale = {
    name_ar: 'تخفيضات يوم البيع',
    name_en: 'Sale day',
    scope: 'books',
    book_ids: [...new Set(saleBooks)],
    percent: SALE_PERCENT,
    starts_at: inHours(-1),
    ends_at: inHours(24),
  };
  await staff('POST', '/staff/sales', sale, 'sale', 201);
  const coupon = {
    code: COUPON.code,
    percent_off: COUPON.percentOff,
    max_uses: couponUses,
    combines_with_sale: true,
  };
  await staff('POST', '/staff/coupons', coupon, 'coupon', 201);
  return {
    printed: shelf.map((book, i) => ({ id: book.id, hot: i < HOT_BOOKS, grams: book.grams })),
    pdfs,
    initialStock,
    salePrices: await pricesOf(base, sale.book_ids),
    couponUses,
    ...(await paymentTypes(base, shop.cardPaymentTypeId)),
    addresses: await addresses(base),
  } satisfies Fixtures;
}
