import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBook } from '#server/modules/catalog/testing.ts';
import { enqueueMail } from '#server/modules/mail/index.ts';
import { backdateMail } from '#server/modules/mail/testing.ts';
import { createTestApp, onRealPostgres, type TestContext } from '#server/test/harness.ts';

/* Issue 24 point 6: a Prometheus endpoint, off unless turned on, behind a bearer token. */

const token = 'scrape-token-0123456789abcdef';
let t: TestContext;
let off: TestContext;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ metrics: { token } });
  off = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t?.close();
  await off?.close();
});

const scrape = async (headers: Record<string, string> = { authorization: `Bearer ${token}` }) => {
  const res = await fetch(`${base}/metrics`, { headers });
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
};

/** The value of the sample `name{labels}` in a scrape, undefined when there is no such sample. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

describe('GET /metrics', () => {
  it('is off by default: no route, a JSON 404 even with a token', async () => {
    for (const headers of [{}, { authorization: `Bearer ${token}` }]) {
      const res = await off.app.inject({ url: '/metrics', headers: { ...headers, 'accept-language': 'en' } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Not found', code: 'not_found' });
    }
    expect(off.app.hasRoute({ method: 'GET', url: '/metrics' })).toBe(false);
  });

  it('answers 401 without the bearer token or with a wrong one, and shows no series', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer wrong-token-0123456789abcdef' },
      { authorization: `Bearer ${token}x` },
      { authorization: `Basic ${Buffer.from(`metrics:${token}`).toString('base64')}` },
    ]) {
      const res = await t.app.inject({ url: '/metrics', headers: { ...headers, 'accept-language': 'en' } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        message: 'The metrics token is missing or wrong',
        code: 'unauthenticated',
      });
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    }
    const arabic = await t.app.inject({ url: '/metrics', headers: { 'accept-language': 'ar' } });
    expect(arabic.json()).toEqual({
      message: 'رمز الوصول إلى المقاييس مفقود أو غير صحيح',
      code: 'unauthenticated',
    });
  });

  it('counts requests and their latency by route pattern and status, never by the path asked', async () => {
    const { id } = await insertBook(t.database.db);
    expect((await fetch(`${base}/api/books/${id}`)).status).toBe(200);
    expect((await fetch(`${base}/api/books/999999`)).status).toBe(404);
    expect((await fetch(`${base}/api/books/999998`)).status).toBe(404);
    const { status, type, text } = await scrape();
    expect(status).toBe(200);
    expect(type).toBe('text/plain; version=0.0.4; charset=utf-8');
    const route = { method: 'GET', route: '/api/books/:id' };
    expect(sample(text, 'http_requests_total', { ...route, status: '200' })).toBe(1);
    expect(sample(text, 'http_requests_total', { ...route, status: '404' })).toBe(2);
    expect(sample(text, 'http_request_duration_seconds_count', { ...route, status: '404' })).toBe(2);
    expect(
      sample(text, 'http_request_duration_seconds_bucket', { ...route, status: '404', le: '+Inf' }),
    ).toBe(2);
    expect(sample(text, 'http_request_duration_seconds_sum', { ...route, status: '200' })).toBeGreaterThan(0);
    expect(text).not.toContain('/api/books/999999');
    expect(text).not.toContain(`/api/books/${id}"`);
  });

  it("counts the catalogue answer cache's hits and misses", async () => {
    const before = await scrape();
    const hits = sample(before.text, 'bookshop_cache_hits_total', { cache: 'catalogue' }) ?? 0;
    const misses = sample(before.text, 'bookshop_cache_misses_total', { cache: 'catalogue' }) ?? 0;
    for (let i = 0; i < 3; i++) expect((await fetch(`${base}/api/books?limit=5&metrics=1`)).status).toBe(200);
    const after = await scrape();
    expect(sample(after.text, 'bookshop_cache_misses_total', { cache: 'catalogue' })).toBe(misses + 1);
    expect(sample(after.text, 'bookshop_cache_hits_total', { cache: 'catalogue' })).toBe(hits + 2);
  });

  it('shows the mail outbox: mails pending, failed, and the age of the oldest pending one', async () => {
    const empty = await scrape();
    expect(sample(empty.text, 'bookshop_mail_outbox_pending')).toBe(0);
    expect(sample(empty.text, 'bookshop_mail_outbox_failed')).toBe(0);
    expect(sample(empty.text, 'bookshop_mail_outbox_oldest_pending_seconds')).toBe(0);
    const mail = (n: number) => ({
      kind: 'test',
      to: `reader${n}@example.com`,
      language: 'ar' as const,
      subject: 'وصل طلبك',
      text: 'شكراً',
      html: '<p>شكراً</p>',
    });
    const [old, recent, failed] = await Promise.all(
      [1, 2, 3].map((n) => enqueueMail(t.database.db, mail(n))),
    );
    await backdateMail(t.database.db, old!, { secondsAgo: 3600 });
    await backdateMail(t.database.db, failed!, { secondsAgo: 7200, status: 'failed' });
    expect(recent).toEqual(expect.any(Number));
    const { text } = await scrape();
    expect(sample(text, 'bookshop_mail_outbox_pending')).toBe(2);
    expect(sample(text, 'bookshop_mail_outbox_failed')).toBe(1);
    const oldest = sample(text, 'bookshop_mail_outbox_oldest_pending_seconds')!;
    expect(oldest).toBeGreaterThanOrEqual(3600);
    expect(oldest).toBeLessThan(7200);
  });

  it("shows the process's memory and event-loop lag", async () => {
    const { text } = await scrape();
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
  });

  it.runIf(onRealPostgres)("shows PostgreSQL's pool: connections, idle ones, queries waiting", async () => {
    const { text } = await scrape();
    expect(sample(text, 'bookshop_db_pool_connections')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'bookshop_db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'bookshop_db_pool_waiting_queries')).toBe(0);
  });

  it.skipIf(onRealPostgres)('reports no pool on PGlite, which has none', async () => {
    const { status, text } = await scrape();
    expect(status).toBe(200);
    expect(text).toContain('bookshop_mail_outbox_pending');
    expect(text).not.toContain('bookshop_db_pool');
  });

  it('keeps each app its own series: two apps in one process count apart', async () => {
    const second = await createTestApp({ metrics: { token } });
    try {
      await second.app.inject({ url: '/api/countries' });
      const mine = await second.app.inject({
        url: '/metrics',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(sample(mine.body, 'http_requests_total', { route: '/api/countries', status: '200' })).toBe(1);
      expect(sample(mine.body, 'http_requests_total', { route: '/api/books/:id' })).toBeUndefined();
      const theirs = await scrape();
      expect(sample(theirs.text, 'http_requests_total', { route: '/api/countries' })).toBeUndefined();
    } finally {
      await second.close();
    }
  });
});
