import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices } from '#server/db/schema/invoicing.ts';
import {
  createBook,
  createBuyer,
  digitalBody,
  handOver,
  hardCopyBody,
  payInSandbox,
  setOrderStatus,
  setUpOrdersTest,
} from '#server/modules/orders/testing.ts';
import { backendsWaitingForLocks } from '#server/test/database.ts';
import { onRealPostgres } from '#server/test/harness.ts';
import { allocate } from '#shared/price.ts';
import { documentNumber, issueInvoice, issueYear } from './invoice-numbers.ts';

/*
 * Invoice numbers are gapless per kind and year: orders sold at once (handed to the carrier, or paid)
 * get 1, 2, 3… with no number twice and none skipped, an order cancelled before it was sold takes none,
 * and a transaction that rolls back gives its number back.
 */

const { ctx, ref, call } = setUpOrdersTest();

const numbersOf = async (kind: 'invoice' | 'credit_note') =>
  (await ctx.app.db.select({ number: invoices.number }).from(invoices).where(eq(invoices.kind, kind)))
    .map((row) => row.number)
    .sort((a, b) => (a ?? 0) - (b ?? 0));

const upTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('invoice numbers', () => {
  it('reads INV-year-000001 and CN-year-000001, the year of issue in Asia/Riyadh', () => {
    expect(documentNumber('invoice', 2026, 1)).toBe('INV-2026-000001');
    expect(documentNumber('credit_note', 2026, 42)).toBe('CN-2026-000042');
    expect(issueYear(new Date('2026-12-31T21:00:00Z'))).toBe(2027);
    expect(issueYear(new Date('2026-12-31T20:59:59Z'))).toBe(2026);
  });

  it('shares a tax among rows so the shares add up to it exactly', () => {
    expect(allocate(382, [999, 1000, 400, 150])).toEqual([150, 150, 60, 22]);
    expect(allocate(15, [33, 33, 33])).toEqual([5, 5, 5]);
    expect(allocate(1, [33, 33, 33])).toEqual([1, 0, 0]);
    expect(allocate(0, [100])).toEqual([0]);
  });

  it('gives a rolled-back number back: the next invoice takes it', async () => {
    const buyer = await createBuyer(ctx.app.db, 'rollback');
    const book = await createBook(ctx, { pdf: true });
    const placed = await call('POST', '/orders', { token: buyer.token, body: digitalBody(ref, [book.id]) });
    const id = placed.json().data.id as number;
    const before = await numbersOf('invoice');
    await expect(
      ctx.app.db.transaction(async (tx) => {
        await issueInvoice(tx, id);
        throw new Error('the payment was refused after all');
      }),
    ).rejects.toThrow('the payment was refused after all');
    expect(await numbersOf('invoice')).toEqual(before);
    const paid = await payInSandbox(ctx, call, buyer, id);
    expect(paid.statusCode, paid.body).toBe(200);
    const [row] = await ctx.app.db.select().from(invoices).where(eq(invoices.orderId, id));
    expect(row!.number).toBe(before.length + 1);
    expect(await numbersOf('invoice')).toEqual(upTo(before.length + 1));
  });

  it('numbers orders sold one after another 1, 2, 3… more, none skipped, none for an order cancelled unsold, and credit notes likewise', async () => {
    const before = (await numbersOf('invoice')).length;
    const creditsBefore = (await numbersOf('credit_note')).length;
    const book = await createBook(ctx, { stock: 10 });
    const placed: { id: number; token: string }[] = [];
    for (const name of ['one', 'two', 'three', 'four']) {
      const buyer = await createBuyer(ctx.app.db, `in-turn-${name}`);
      const res = await call('POST', '/orders', {
        token: buyer.token,
        body: hardCopyBody(ref, { books: [{ book_id: book.id, quantity: 1 }] }),
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.invoice_number).toBeNull();
      placed.push({ id: res.json().data.id, token: buyer.token });
    }
    expect(await numbersOf('invoice')).toEqual(upTo(before));
    const [unsold, ...sold] = placed;
    expect((await call('POST', `/orders/${unsold!.id}/cancel`, { token: unsold!.token })).statusCode).toBe(
      200,
    );
    for (const { id } of sold) await handOver(ctx, id);
    expect(await numbersOf('invoice')).toEqual(upTo(before + 3));
    expect(await numbersOf('credit_note')).toEqual(upTo(creditsBefore));

    const pdf = await createBook(ctx, { pdf: true });
    for (const name of ['five', 'six']) {
      const buyer = await createBuyer(ctx.app.db, `in-turn-${name}`);
      const res = await call('POST', '/orders', { token: buyer.token, body: digitalBody(ref, [pdf.id]) });
      const id = res.json().data.id as number;
      expect((await payInSandbox(ctx, call, buyer, id)).statusCode).toBe(200);
      await setOrderStatus(ctx.app.db, id, 'cancelled', { publicUrl: ctx.config.publicUrl });
    }
    expect(await numbersOf('invoice')).toEqual(upTo(before + 5));
    expect(await numbersOf('credit_note')).toEqual(upTo(creditsBefore + 2));
  });
});

// Races need connections that run side by side: PGlite has one, so this runs in `npm run test:pg` only.
describe.runIf(onRealPostgres)('invoice numbers under load', () => {
  it('numbers 20 orders handed over at once and 20 paid at once 1…40 more, none twice and none skipped, and their 20 refunds’ credit notes likewise', async () => {
    const before = (await numbersOf('invoice')).length;
    const creditsBefore = (await numbersOf('credit_note')).length;
    const book = await createBook(ctx, { stock: 100 });
    const pdf = await createBook(ctx, { pdf: true });
    const buyers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => createBuyer(ctx.app.db, `rush${i}`)),
    );
    const place = (body: ReturnType<typeof digitalBody>) =>
      Promise.all(buyers.map((buyer) => call('POST', '/orders', { token: buyer.token, body })));
    const paper = await place(hardCopyBody(ref, { books: [{ book_id: book.id, quantity: 1 }] }));
    const digital = await place(digitalBody(ref, [pdf.id]));
    expect([...paper, ...digital].map((a) => a.statusCode)).toEqual([...buyers, ...buyers].map(() => 201));
    // Placed, nothing is sold yet.
    expect(await numbersOf('invoice')).toEqual(upTo(before));

    const ids = (answers: typeof paper) => answers.map((a) => a.json().data.id as number);
    await Promise.all([
      ...ids(paper).map((id) => handOver(ctx, id)),
      ...ids(digital).map(async (id, i) => {
        expect((await payInSandbox(ctx, call, buyers[i]!, id)).statusCode).toBe(200);
      }),
    ]);
    expect(await numbersOf('invoice')).toEqual(upTo(before + 40));

    await Promise.all(
      ids(digital).map((id) =>
        setOrderStatus(ctx.app.db, id, 'cancelled', { publicUrl: ctx.config.publicUrl }),
      ),
    );
    expect(await numbersOf('credit_note')).toEqual(upTo(creditsBefore + 20));
  });

  it('holds the sequence only while a transaction commits: a payment is numbered while an earlier issuer is still open', async () => {
    const book = await createBook(ctx, { pdf: true });
    const place = async (name: string) => {
      const buyer = await createBuyer(ctx.app.db, name);
      const res = await call('POST', '/orders', { token: buyer.token, body: digitalBody(ref, [book.id]) });
      return { buyer, id: res.json().data.id as number };
    };
    const slow = await place('open-issuer');
    const quick = await place('quick-payer');
    let finish = () => {};
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    let issuing = () => {};
    const issued = new Promise<void>((resolve) => {
      issuing = resolve;
    });
    const open = ctx.app.db.transaction(async (tx) => {
      await issueInvoice(tx, slow.id);
      issuing();
      await finished;
    });
    await issued;
    // The open transaction has its invoice but no number yet: the payment takes the next one at once,
    // where it once waited for that transaction to end.
    let paying = true;
    const payment = payInSandbox(ctx, call, quick.buyer, quick.id).finally(() => {
      paying = false;
    });
    const outcome = async () => {
      while (paying) {
        if ((await backendsWaitingForLocks(ctx.app.db)) > 0) return 'waits for the open transaction';
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return 'paid';
    };
    try {
      expect(await outcome()).toBe('paid');
    } finally {
      finish();
    }
    expect((await payment).statusCode).toBe(200);
    await open;
    const numberOfOrder = async (orderId: number) =>
      (await ctx.app.db.select().from(invoices).where(eq(invoices.orderId, orderId)))[0]!.number as number;
    expect(await numberOfOrder(slow.id)).toBe((await numberOfOrder(quick.id)) + 1);
  });
});
