import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '#server/db/schema.ts';
import {
  activeClient,
  type ClientsTest,
  caller,
  nextIp,
  PASSWORD,
  registration,
  startClientsTest,
} from './testing.ts';

let t: ClientsTest;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await startClientsTest();
  call = caller(t);
});
afterAll(() => t.close());

describe('client account security', () => {
  it('stops brute force on one e-mail from one address with 429', async () => {
    const client = await activeClient(t);
    const ip = nextIp();
    const statuses: number[] = [];
    // Fixed windows: twelve quick tries cross at most one boundary, so some are over five a minute.
    for (let i = 0; i < 12; i++) {
      const res = await call('POST', '/client-login', {
        body: { email: client.email, password: `guess number ${i}` },
        ip,
        lang: 'en',
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json()).toEqual({
          message: 'Too many requests, please try again shortly',
          code: 'rate_limited',
        });
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses).toContain(429);
    // Another address is not locked out by the attacker.
    const fromElsewhere = await call('POST', '/client-login', {
      body: { email: client.email, password: PASSWORD },
    });
    expect(fromElsewhere.statusCode).toBe(200);
  });

  it('stops one address trying many e-mails with 429', async () => {
    const ip = nextIp();
    let limited = false;
    for (let i = 0; i < 61 && !limited; i++) {
      const res = await call('POST', '/client-login', {
        body: { email: `someone${i}@example.com`, password: 'whatever it is' },
        ip,
      });
      limited = res.statusCode === 429;
      if (limited) expect(res.json().message).toBe('طلبات كثيرة، يرجى المحاولة بعد قليل');
    }
    expect(limited).toBe(true);
  });

  it('limits sign-ups from one address', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    // The limit counts before validation, so empty forms spend it as well.
    for (let i = 0; i < 21; i++)
      statuses.push((await call('POST', '/register', { body: {}, ip })).statusCode);
    expect(statuses[0]).toBe(422);
    expect(statuses).toContain(429);
  });

  it('takes as long for an unknown e-mail as for a wrong password', async () => {
    const client = await activeClient(t);
    const time = async (email: string) => {
      const start = performance.now();
      const res = await call('POST', '/client-login', { body: { email, password: 'wrong password here' } });
      expect(res.statusCode).toBe(401);
      return performance.now() - start;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 4; i++) {
      known.push(await time(client.email));
      unknown.push(await time(`ghost${i}@example.com`));
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    // Without the dummy hash an unknown e-mail answers several times faster.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });

  it('answers SQL-looking input with 4xx and leaves the clients table alone', async () => {
    const before = await t.database.db.select().from(clients);
    const attempts = [
      call('POST', '/client-login', { body: { email: "' OR 1=1 --", password: "' OR 1=1 --" } }),
      call('POST', '/client-login', { body: { email: 'a@example.com', password: "' OR '1'='1" } }),
      call('POST', '/client-email-check', { body: { email: "x@example.com'; DROP TABLE clients; --" } }),
      call('POST', '/client-activation', { body: { email: 'a@example.com', sms_code: "1' OR 1=1 --" } }),
      call('POST', '/register', { body: registration({ email: "' OR 1=1 --@example.com" }) }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    const after = await t.database.db.select().from(clients);
    expect(after.length).toBe(before.length);
  });

  it('answers oversized fields with 4xx', async () => {
    const huge = 'ب'.repeat(5000);
    const cases = [
      call('POST', '/register', { body: registration({ name: huge }) }),
      call('POST', '/register', { body: registration({ address: huge.repeat(2) }) }),
      call('POST', '/register', { body: registration({ password: 'p'.repeat(129) }) }),
      call('POST', '/register', { body: registration({ email: `${'a'.repeat(300)}@example.com` }) }),
      call('POST', '/register', { body: registration({ mobile: `+9627${'1'.repeat(400)}` }) }),
      call('POST', '/client-login', { body: { email: 'a@example.com', password: 'x'.repeat(10_000) } }),
      call('POST', '/register', { body: { ...registration(), name: 'x'.repeat(2 * 1024 * 1024) } }),
    ];
    for (const res of await Promise.all(cases)) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
  });

  it('answers a malformed bearer token with 401', async () => {
    for (const authorization of ['Bearer', 'Bearer short', `Bearer ${'x'.repeat(500)}`, 'Basic abc']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/check-client-login',
        headers: { authorization },
      });
      expect(res.statusCode).toBe(401);
    }
  });

  it('lists the client routes in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(res.json().paths);
    for (const path of [
      '/api/register',
      '/api/client-activation',
      '/api/client-resend-code',
      '/api/client-login',
      '/api/check-client-login',
      '/api/client-logout',
      '/api/client-email-check',
      '/api/client-change-password',
      '/api/clients/{id}',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
