import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '#server/db/schema/orders.ts';
import { onRealPostgres } from '#server/test/harness.ts';
import type { CreateOrderBody } from '#shared/contract/orders.ts';
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

describe('repeated submits', () => {
  const place = (buyer: Buyer, bookId: number, key: string, viaHeader = false) =>
    call('POST', '/orders', {
      token: buyer.token,
      headers: viaHeader ? { 'idempotency-key': key } : {},
      body: hardCopyBody(ref, {
        books: [{ book_id: bookId, quantity: 1 }],
        ...(viaHeader ? {} : { idempotency_key: key }),
      }),
    });

  it('answers the first order again for the same key', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const book = await createBook(ctx, { stock: 1 });
    const first = await place(buyer, book.id, 'checkout-1');
    expect(first.statusCode).toBe(201);
    // Stock is 0 now: the retry must still answer the order, not 409.
    const again = await place(buyer, book.id, 'checkout-1');
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    const viaHeader = await place(buyer, book.id, 'checkout-1', true);
    expect(viaHeader.json().data.id).toBe(first.json().data.id);
    expect(await ordersOf(buyer.id)).toHaveLength(1);
  });

  // Races need connections that run side by side: PGlite has one, so this runs in `npm run test:pg` only.
  it.runIf(onRealPostgres)('creates one order for simultaneous submits with the same key', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const book = await createBook(ctx, { stock: 10 });
    const answers = await Promise.all(Array.from({ length: 8 }, () => place(buyer, book.id, 'double-click')));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.json().data.id)).size).toBe(1);
    expect(await ordersOf(buyer.id)).toHaveLength(1);
    expect(await stockOf(ctx.app.db, book.id)).toBe(9);
  });

  it('keeps keys per client', async () => {
    const a = await createBuyer(ctx.app.db);
    const b = await createBuyer(ctx.app.db);
    const book = await createBook(ctx);
    const first = await place(a, book.id, 'same-key');
    const second = await place(b, book.id, 'same-key');
    expect(second.statusCode).toBe(201);
    expect(second.json().data.id).not.toBe(first.json().data.id);
  });
});

describe('a key reused for another order', () => {
  const reused = {
    en: {
      message:
        'This idempotency key was already used for a different order: check your orders before ordering again',
      code: 'idempotency_key_reused',
    },
    ar: {
      message: 'مفتاح عدم التكرار هذا استُخدم لطلب آخر من قبل: راجع طلباتك قبل أن تطلب من جديد',
      code: 'idempotency_key_reused',
    },
  };

  /** Submits `body` under `key`, the key in the body or in the Idempotency-Key header. */
  const submit = (buyer: Buyer, body: CreateOrderBody, key: string, via: 'body' | 'header', lang?: 'ar') =>
    call('POST', '/orders', {
      token: buyer.token,
      lang,
      headers: via === 'header' ? { 'idempotency-key': key } : {},
      body: via === 'body' ? { ...body, idempotency_key: key } : body,
    });

  for (const via of ['body', 'header'] as const) {
    it(`answers 422 idempotency_key_reused for another book, quantity, format, address or payment type of a hard copy (key in the ${via})`, async () => {
      const buyer = await createBuyer(ctx.app.db);
      const book = await createBook(ctx, { stock: 5, pdf: true });
      const other = await createBook(ctx, { stock: 5 });
      const body = hardCopyBody(ref, { books: [{ book_id: book.id, quantity: 1 }] });
      const first = await submit(buyer, body, 'cart-1', via);
      expect(first.statusCode, first.body).toBe(201);

      const changed: CreateOrderBody[] = [
        { ...body, books: [{ book_id: other.id, quantity: 1 }] },
        { ...body, books: [{ book_id: book.id, quantity: 2 }] },
        {
          ...body,
          books: [
            { book_id: book.id, quantity: 1 },
            { book_id: other.id, quantity: 1 },
          ],
        },
        { ...digitalBody(ref, [book.id]) },
        { ...body, shipping_address: 'شارع الملكة رانيا 40' },
        { ...body, billing_city: 'Jeddah' },
        { ...body, payment_type_id: ref.card },
      ];
      for (const change of changed) {
        const res = await submit(buyer, change, 'cart-1', via);
        expect(res.statusCode, JSON.stringify(change)).toBe(422);
        expect(res.json()).toEqual(reused.en);
      }
      const arabic = await submit(buyer, changed[0], 'cart-1', via, 'ar');
      expect(arabic.statusCode).toBe(422);
      expect(arabic.json()).toEqual(reused.ar);

      // The same order again, its texts spaced otherwise, is the first one.
      const same = await submit(buyer, { ...body, shipping_city: ` ${body.shipping_city} ` }, 'cart-1', via);
      expect(same.statusCode).toBe(200);
      expect(same.json().data.id).toBe(first.json().data.id);
      expect(await ordersOf(buyer.id)).toHaveLength(1);
      expect(await stockOf(ctx.app.db, book.id)).toBe(4);
      expect(await stockOf(ctx.app.db, other.id)).toBe(5);
    });

    it(`answers 422 idempotency_key_reused for another book, format or payment type of a digital order (key in the ${via})`, async () => {
      const buyer = await createBuyer(ctx.app.db);
      const book = await createBook(ctx, { pdf: true });
      const other = await createBook(ctx, { pdf: true });
      const body = digitalBody(ref, [book.id, other.id]);
      const first = await submit(buyer, body, 'pdfs-1', via);
      expect(first.statusCode, first.body).toBe(201);

      const changed: CreateOrderBody[] = [
        digitalBody(ref, [book.id]),
        digitalBody(ref, [other.id]),
        hardCopyBody(ref, {
          books: [
            { book_id: book.id, quantity: 1 },
            { book_id: other.id, quantity: 1 },
          ],
        }),
        { ...body, payment_type_id: ref.cod },
      ];
      for (const change of changed) {
        const res = await submit(buyer, change, 'pdfs-1', via);
        expect(res.statusCode, JSON.stringify(change)).toBe(422);
        expect(res.json()).toEqual(reused.en);
      }
      const arabic = await submit(buyer, changed[0], 'pdfs-1', via, 'ar');
      expect(arabic.json()).toEqual(reused.ar);

      // The same books listed the other way round make the same order.
      const same = await submit(buyer, digitalBody(ref, [other.id, book.id]), 'pdfs-1', via);
      expect(same.statusCode).toBe(200);
      expect(same.json().data.id).toBe(first.json().data.id);
      expect(await ordersOf(buyer.id)).toHaveLength(1);
    });
  }

  it.runIf(onRealPostgres)(
    'makes one order of simultaneous submits of two carts under one key; the other cart is refused',
    async () => {
      const buyer = await createBuyer(ctx.app.db);
      const book = await createBook(ctx, { stock: 10 });
      const other = await createBook(ctx, { stock: 10 });
      const carts = [book.id, other.id].map((id) =>
        hardCopyBody(ref, { books: [{ book_id: id, quantity: 1 }] }),
      );
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) => submit(buyer, carts[i % 2], 'two-tabs', 'body')),
      );
      const [order] = await ordersOf(buyer.id);
      expect(await ordersOf(buyer.id)).toHaveLength(1);
      const winner = answers.find((a) => a.statusCode === 201)!;
      expect(winner.json().data.id).toBe(order.id);
      const won = answers.indexOf(winner) % 2;
      answers.forEach((answer, i) => {
        if (i % 2 === won) expect([200, 201]).toContain(answer.statusCode);
        else expect(answer.json()).toEqual(reused.en);
      });
      expect((await stockOf(ctx.app.db, book.id)) + (await stockOf(ctx.app.db, other.id))).toBe(19);
    },
  );

  it('holds a key given in the header to the body it first came with when it comes back in the body', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const book = await createBook(ctx, { stock: 5 });
    const other = await createBook(ctx, { stock: 5 });
    const body = hardCopyBody(ref, { books: [{ book_id: book.id, quantity: 1 }] });
    expect((await submit(buyer, body, 'either-way', 'header')).statusCode).toBe(201);
    const changed = { ...body, books: [{ book_id: other.id, quantity: 1 }] };
    const res = await submit(buyer, changed, 'either-way', 'body');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(reused.en);
  });
});
