import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailRequestIds } from '#server/modules/mail/testing.ts';
import { createTestApp, startSecondProcess, type TestContext } from '#server/test/harness.ts';
import { requestIdMixin, requestIdOf, requestIdPlugin } from './request-id.ts';

/* Requests are traceable: one id per request, across processes, in its answer, its log lines and the
   mails it wrote (decision 044). */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const lines: string[] = [];
let t: TestContext;
let other: Awaited<ReturnType<typeof startSecondProcess>>;
beforeAll(async () => {
  t = await createTestApp({ logLevel: 'info' }, { logStream: { write: (line) => lines.push(line) } });
  other = await startSecondProcess(t);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const get = (app: TestContext['app'], headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/api/health/live', headers });

describe('request ids', () => {
  it('answers each request with an id of its own, a UUID unique across processes', async () => {
    const answers = [await get(t.app), await get(t.app), await get(other.app), await get(other.app)];
    const ids = answers.map((res) => res.headers['x-request-id']);
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('takes a well-formed X-Request-Id from the caller and answers it back', async () => {
    for (const given of ['edge-7f3a.91:b_2', 'a', 'x'.repeat(128)]) {
      const res = await get(t.app, { 'x-request-id': given });
      expect(res.headers['x-request-id']).toBe(given);
    }
  });

  it('gives a new id instead of an X-Request-Id that is too long, empty or holds other characters', async () => {
    for (const given of ['x'.repeat(129), '', 'two words', 'id\u0000', 'طلب-1', 'a/b', '<script>']) {
      const res = await get(t.app, { 'x-request-id': given });
      expect(res.headers['x-request-id'], given).toMatch(UUID);
    }
  });

  it('writes the id in every log line of the request (see log-errors.test.ts for a failing one)', async () => {
    lines.length = 0;
    await get(t.app, { 'x-request-id': 'trace-log-1' });
    await get(t.app, { 'x-request-id': 'trace-log-2' });
    const logged = lines.map((line) => JSON.parse(line) as { reqId?: string; msg: string });
    for (const id of ['trace-log-1', 'trace-log-2']) {
      expect(logged.filter((line) => line.reqId === id).map((line) => line.msg)).toEqual([
        'incoming request',
        'request completed',
      ]);
    }
    expect(logged).toHaveLength(4);
  });

  it('writes it once in lines logged through the app’s logger while the request is worked, and only then', async () => {
    const seen: string[] = [];
    const app = Fastify({
      logger: { level: 'info', mixin: requestIdMixin, stream: { write: (line: string) => seen.push(line) } },
      genReqId: requestIdOf,
    });
    await app.register(requestIdPlugin);
    app.get('/work', async () => {
      await Promise.resolve();
      app.log.info('working');
      return { ok: true };
    });
    await app.inject({ url: '/work', headers: { 'x-request-id': 'job-9' } });
    app.log.info('outside');
    await app.close();
    const logged = seen.map((line) => JSON.parse(line) as { reqId?: string; msg: string });
    expect(logged.find((line) => line.msg === 'working')?.reqId).toBe('job-9');
    expect(logged.find((line) => line.msg === 'outside')?.reqId).toBeUndefined();
    for (const line of seen) expect(line.match(/"reqId"/g)?.length ?? 0).toBeLessThanOrEqual(1);
  });

  it('keeps the id of the request that wrote a mail with the mail in the outbox', async () => {
    const subscribe = (email: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: '/api/subscribes', payload: { email }, headers });
    const given = await subscribe('given-id@example.com', { 'x-request-id': 'checkout-42' });
    expect(given.statusCode, given.body).toBeLessThan(300);
    expect(await mailRequestIds(t.database.db, 'given-id@example.com')).toEqual(['checkout-42']);

    const made = await subscribe('new-id@example.com');
    expect(made.headers['x-request-id']).toMatch(UUID);
    expect(await mailRequestIds(t.database.db, 'new-id@example.com')).toEqual([made.headers['x-request-id']]);
  });
});
