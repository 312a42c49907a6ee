import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { orderLines, orders } from '#server/db/schema/orders.ts';
import { onRealPostgres } from '#server/test/harness.ts';
import { ORDER_LINE_MAX_DEFAULT } from '#shared/contract/orders.ts';
import {
  type Buyer,
  createBook,
  createBuyer,
  digitalBody,
  hardCopyBody,
  setUpOrdersTest,
  stockOf,
} from './fixtures.ts';

const { ctx, ref, call } = setUpOrdersTest();

const ordersOf = (clientId: number) => ctx.app.db.select().from(orders).where(eq(orders.clientId, clientId));

const placeHardCopy = (buyer: Buyer, bookId: number, quantity = 1, lang: 'ar' | 'en' = 'en') =>
  call('POST', '/orders', {
    token: buyer.token,
    lang,
    body: hardCopyBody(ref, { books: [{ book_id: bookId, quantity, isHardCopy: true }] }),
  });

const OPEN_EN =
  'You cannot place another hard-copy order: you already have the most open unpaid orders allowed (3). Wait until one is delivered, or cancel one, then order again';
const OPEN_AR =
  'لا يمكنك إضافة طلب ورقي جديد: لديك الحد الأقصى من الطلبات المفتوحة غير المدفوعة (3). انتظر تسليم أحدها أو ألغِ أحدها ثم اطلب من جديد';

describe('settings', () => {
  it('caps a line at 10 copies and a client at 3 open unpaid orders unless told otherwise', () => {
    const config = loadConfig({});
    expect(config.orderLineMax).toBe(10);
    expect(ORDER_LINE_MAX_DEFAULT).toBe(10);
    expect(config.openUnpaidOrdersMax).toBe(3);
    const set = loadConfig({ ORDER_LINE_MAX: '4', OPEN_UNPAID_ORDERS_MAX: '0' });
    expect([set.orderLineMax, set.openUnpaidOrdersMax]).toEqual([4, 0]);
  });

  it('refuses a line cap below 1 or a negative open-orders cap at start', () => {
    expect(() => loadConfig({ ORDER_LINE_MAX: '0' })).toThrow(/ORDER_LINE_MAX/);
    expect(() => loadConfig({ OPEN_UNPAID_ORDERS_MAX: '-1' })).toThrow(/OPEN_UNPAID_ORDERS_MAX/);
  });
});

describe('no hoarding: copies per line', () => {
  it('accepts 10 copies of a book in one line', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const book = await createBook(ctx, { stock: 50 });
    const res = await placeHardCopy(buyer, book.id, 10);
    expect(res.statusCode).toBe(201);
    expect(await stockOf(ctx.app.db, book.id)).toBe(40);
  });

  it('refuses 11 copies with 422 naming the line, in English and Arabic, and takes nothing', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const fine = await createBook(ctx, { stock: 50 });
    const greedy = await createBook(ctx, { stock: 50 });
    for (const [lang, message] of [
      ['en', 'You can order at most 10 copies of one book'],
      ['ar', 'الحد الأقصى للكمية من الكتاب الواحد في الطلب هو 10'],
    ] as const) {
      const res = await call('POST', '/orders', {
        token: buyer.token,
        lang,
        body: hardCopyBody(ref, {
          books: [
            { book_id: fine.id, quantity: 2, isHardCopy: true },
            { book_id: greedy.id, quantity: 11, isHardCopy: true },
          ],
        }),
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message,
        code: 'quantity_limit',
        errors: { 'books.1.quantity': [message] },
      });
    }
    expect(await ordersOf(buyer.id)).toEqual([]);
    expect(await stockOf(ctx.app.db, fine.id)).toBe(50);
    expect(await stockOf(ctx.app.db, greedy.id)).toBe(50);
  });
});

describe('no hoarding: open unpaid hard-copy orders', () => {
  it('refuses a 4th open unpaid order with 409, in English and Arabic, and writes nothing', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const book = await createBook(ctx, { titleEn: 'Popular', stock: 20 });
    for (let i = 0; i < 3; i++) expect((await placeHardCopy(buyer, book.id, 2)).statusCode).toBe(201);

    for (const [lang, message] of [
      ['en', OPEN_EN],
      ['ar', OPEN_AR],
    ] as const) {
      const refused = await placeHardCopy(buyer, book.id, 1, lang);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message, code: 'open_orders_limit' });
    }
    const placed = await ordersOf(buyer.id);
    expect(placed).toHaveLength(3);
    const lines = await ctx.app.db.select().from(orderLines).where(eq(orderLines.bookId, book.id));
    expect(lines).toHaveLength(3);
    expect(await stockOf(ctx.app.db, book.id)).toBe(14);
  });

  it('counts only open unpaid hard copies: paid, shipped, cancelled and digital orders do not count', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const book = await createBook(ctx, { stock: 20 });
    for (let i = 0; i < 3; i++) expect((await placeHardCopy(buyer, book.id)).statusCode).toBe(201);
    const [first, second, third] = (await ordersOf(buyer.id)).map((o) => o.id).sort((a, b) => a - b);
    await ctx.app.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, first));
    await ctx.app.db.update(orders).set({ status: 'shipped' }).where(eq(orders.id, second));
    await ctx.app.db.update(orders).set({ paidAt: new Date() }).where(eq(orders.id, third));
    const pdf = await createBook(ctx, { pdf: true, pdfPriceCents: 500 });
    const digital = await call('POST', '/orders', { token: buyer.token, body: digitalBody(ref, [pdf.id]) });
    expect(digital.statusCode).toBe(201);

    for (let i = 0; i < 3; i++) expect((await placeHardCopy(buyer, book.id)).statusCode).toBe(201);
    expect((await placeHardCopy(buyer, book.id)).statusCode).toBe(409);
    // The cap is per client: another reader still orders.
    const other = await createBuyer(ctx.app.db, 'other');
    expect((await placeHardCopy(other, book.id)).statusCode).toBe(201);
  });

  it('answers a repeated submit of the order that reached the cap with that order, not a refusal', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const book = await createBook(ctx, { stock: 20 });
    for (let i = 0; i < 2; i++) expect((await placeHardCopy(buyer, book.id)).statusCode).toBe(201);
    const body = hardCopyBody(ref, {
      books: [{ book_id: book.id, quantity: 1, isHardCopy: true }],
      idempotency_key: 'third-order',
    });
    const first = await call('POST', '/orders', { token: buyer.token, body });
    expect(first.statusCode).toBe(201);
    const again = await call('POST', '/orders', { token: buyer.token, body });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
  });
});

// Races need connections that run side by side: PGlite has one, so this runs in `npm run test:pg` only.
describe.runIf(onRealPostgres)('no hoarding under concurrent checkouts', () => {
  it('lets one of two simultaneous orders at the limit through and refuses the other with 409', async () => {
    const buyer = await createBuyer(ctx.app.db, 'racer');
    const book = await createBook(ctx, { stock: 20 });
    for (let i = 0; i < 2; i++) expect((await placeHardCopy(buyer, book.id)).statusCode).toBe(201);
    const answers = await Promise.all([placeHardCopy(buyer, book.id), placeHardCopy(buyer, book.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().message).toBe(OPEN_EN);
    expect(await ordersOf(buyer.id)).toHaveLength(3);
    expect(await stockOf(ctx.app.db, book.id)).toBe(17);
  });

  it('lets exactly 3 of 8 simultaneous orders from one client through', async () => {
    const buyer = await createBuyer(ctx.app.db, 'crowd');
    const book = await createBook(ctx, { stock: 20 });
    const answers = await Promise.all(Array.from({ length: 8 }, () => placeHardCopy(buyer, book.id)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(5);
    expect(await stockOf(ctx.app.db, book.id)).toBe(17);
  });
});
