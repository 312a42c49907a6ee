import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { books } from '#server/db/schema/catalog.ts';
import { createTestApp, type TestContext } from '#server/test/harness.ts';
import { AnswerCache } from './answer-cache.ts';
import { CountCache } from './count-cache.ts';
import { deleteSales, insertCatalogFixtures, insertSale } from './testing.ts';

describe('answer cache outside tests', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: 'development' });
    await insertCatalogFixtures(ctx.database.db);
    // Once its own word comes back, the database's word of the fixtures has been heard too.
    await ctx.app.changes.announce('catalog');
  });
  afterAll(() => ctx.close());

  const search = `/api/books?search=${encodeURIComponent('الثلاثية')}`;
  const titles = async (url: string, lang = 'ar') =>
    (await ctx.app.inject({ url, headers: { 'accept-language': lang } }))
      .json()
      .data.map((book: { title: string }) => book.title);

  it('serves a repeated search from memory, per language, and never a book’s own page', async () => {
    expect(await titles(search)).toEqual(['الثُّلاثيَّة: بين القصرين']);
    // A write the change feed never hears of (the table's announcing trigger off) is not seen.
    await ctx.database.db.execute(sql`ALTER TABLE books DISABLE TRIGGER books_catalog_changed`);
    await ctx.database.db.update(books).set({ titleAr: 'عنوان جديد' }).where(eq(books.id, 1));
    await ctx.database.db.execute(sql`ALTER TABLE books ENABLE TRIGGER books_catalog_changed`);
    expect(await titles(search)).toEqual(['الثُّلاثيَّة: بين القصرين']);
    const own = await ctx.app.inject({ url: '/api/books/1' });
    expect(own.json().data.title).toBe('عنوان جديد');
    const res = await ctx.app.inject({ url: search });
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('never keeps an error', async () => {
    await ctx.database.db.update(books).set({ active: false }).where(eq(books.id, 2));
    expect((await ctx.app.inject({ url: '/api/books/2' })).statusCode).toBe(404);
    await ctx.database.db.update(books).set({ active: true }).where(eq(books.id, 2));
    expect((await ctx.app.inject({ url: '/api/books/2' })).statusCode).toBe(200);
  });

  it('keeps a listing no later than the next start or end of a sale, so its prices flip to the second', async () => {
    const start = Math.ceil(Date.now() / 1000) * 1000 + 2_000;
    const end = start + 3_000;
    await insertSale(ctx.database.db, {
      scope: 'books',
      bookIds: [3],
      percent: 50,
      startsAt: new Date(start),
      endsAt: new Date(end),
    });
    // The write is heard before the first request: from then on only the sale's own times may expire
    // the cached answer.
    await ctx.app.changes.announce('catalog');
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(async () => {
      vi.useRealTimers();
      await deleteSales(ctx.database.db);
      await ctx.app.changes.announce('catalog');
    });
    const price = async () =>
      (await ctx.app.inject({ url: '/api/books?ids[]=3&sale=edge' })).json().data[0].hardcopy_price;
    vi.setSystemTime(start - 1000);
    expect(await price()).toBe(15.03);
    vi.setSystemTime(start - 1);
    expect(await price()).toBe(15.03);
    vi.setSystemTime(start);
    expect(await price()).toBe(7.52);
    vi.setSystemTime(end - 1);
    expect(await price()).toBe(7.52);
    vi.setSystemTime(end);
    expect(await price()).toBe(15.03);
  });

  it('answers concurrent identical requests alike', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => ctx.app.inject({ url: '/api/books?limit=3' })),
    );
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
  });
});

describe('AnswerCache', () => {
  it('forgets an answer after its time to live', async () => {
    const cache = new AnswerCache({ ttlMs: 20, maxEntries: 10 });
    expect(cache.waitFor('k')).toBeUndefined();
    cache.finish('k', '{"data":[]}');
    expect(cache.get('k')).toBe('{"data":[]}');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(cache.get('k')).toBeUndefined();
  });

  it('forgets an answer at the time it is kept until, when that comes before its time to live', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    vi.setSystemTime(1_000_000);
    const cache = new AnswerCache({ ttlMs: 5_000, maxEntries: 10 });
    expect(cache.waitFor('k')).toBeUndefined();
    cache.finish('k', 'payload', 1_002_000);
    vi.setSystemTime(1_001_999);
    expect(cache.get('k')).toBe('payload');
    vi.setSystemTime(1_002_000);
    expect(cache.get('k')).toBeUndefined();
  });

  it('lets later requests wait for the first and get its answer, or nothing when it failed', async () => {
    const cache = new AnswerCache();
    expect(cache.waitFor('a')).toBeUndefined();
    const waiting = cache.waitFor('a');
    cache.finish('a', 'payload');
    expect(await waiting).toBe('payload');
    expect(cache.waitFor('b')).toBeUndefined();
    const failed = cache.waitFor('b');
    cache.finish('b', undefined);
    expect(await failed).toBeUndefined();
    expect(cache.get('b')).toBeUndefined();
  });

  it('hands an answer computed before a change to those who waited, but does not keep it', async () => {
    const cache = new AnswerCache();
    expect(cache.waitFor('k')).toBeUndefined();
    const before = cache.lead('k');
    const waiting = cache.waitFor('k');
    cache.clear();
    // A request after the change computes its own answer instead of waiting for the old one.
    expect(cache.waitFor('k')).toBeUndefined();
    const after = cache.lead('k');
    cache.finish(before, 'old');
    expect(await waiting).toBe('old');
    expect(cache.get('k')).toBeUndefined();
    cache.finish(after, 'new');
    expect(cache.get('k')).toBe('new');
  });
});

describe('CountCache', () => {
  it('remembers large totals for a while and never small ones', async () => {
    let now = 0;
    const cache = new CountCache({ minTotal: 100, ttlMs: 1000, maxEntries: 10 }, () => now);
    let calls = 0;
    const count = (total: number) => async () => {
      calls++;
      return total;
    };
    expect(await cache.get('big', count(500))).toBe(500);
    expect(await cache.get('big', count(501))).toBe(500);
    expect(await cache.get('small', count(5))).toBe(5);
    expect(await cache.get('small', count(6))).toBe(6);
    now = 1001;
    expect(await cache.get('big', count(502))).toBe(502);
    expect(calls).toBe(4);
  });

  it('counts once for requests that miss the same key at the same time', async () => {
    const cache = new CountCache({ minTotal: 100, ttlMs: 1000, maxEntries: 10 }, () => 0);
    let calls = 0;
    let finish: (total: number) => void = () => {};
    const count = () => {
      calls++;
      return new Promise<number>((resolve) => {
        finish = resolve;
      });
    };
    const waiting = [cache.get('k', count), cache.get('k', count), cache.get('k', count)];
    finish(5);
    expect(await Promise.all(waiting)).toEqual([5, 5, 5]);
    expect(calls).toBe(1);
    // A small total is not remembered: the next request counts again.
    const again = cache.get('k', async () => 6);
    expect(await again).toBe(6);
  });
});
