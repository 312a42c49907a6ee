import { desc, eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { clientSessions, clients } from '#server/db/schema/clients.ts';
import { argon2 } from '#server/services/passwords.ts';
import { clockAtFreshWindow, createTestApp } from '#server/test/harness.ts';
import {
  activeClient,
  caller,
  expectRateLimited,
  nextIp,
  PASSWORD,
  registration,
  setUpClientsTest,
} from './testing.ts';

const t = setUpClientsTest();
const MINUTE = 60_000;
const call = caller(t);

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
        expectRateLimited(res);
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

  it('never refuses twelve right passwords in a row from one address, while wrong ones still count', async () => {
    const client = await activeClient(t);
    clockAtFreshWindow(60 * MINUTE);
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await call('POST', '/client-login', {
        body: { email: client.email, password: PASSWORD },
        ip,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual(Array(12).fill(200));
    const wrong: number[] = [];
    for (let i = 0; i < 6; i++) {
      const body = { email: client.email, password: `guess number ${i}` };
      wrong.push((await call('POST', '/client-login', { body, ip })).statusCode);
    }
    expect(wrong).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('stops guesses at one e-mail spread over many addresses with 429', async () => {
    const client = await activeClient(t);
    const statuses: number[] = [];
    // Twenty a quarter hour, forty an hour: within 41 tries one of them is crossed, boundaries or not.
    for (let i = 0; i < 41; i++) {
      const res = await call('POST', '/client-login', {
        body: { email: client.email, password: `guess number ${i}` },
        ip: nextIp(),
        lang: 'en',
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expectRateLimited(res);
        break;
      }
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses.at(-1)).toBe(429);
    // While it holds, the e-mail is closed from every address, the right password included.
    const owner = await call('POST', '/client-login', {
      body: { email: client.email, password: PASSWORD },
      ip: nextIp(),
    });
    expect(owner.statusCode).toBe(429);
    expect(owner.json().message).toBe('طلبات كثيرة، يرجى المحاولة بعد قليل');
    // Another e-mail is not affected.
    const other = await activeClient(t);
    const signIn = await call('POST', '/client-login', { body: { email: other.email, password: PASSWORD } });
    expect(signIn.statusCode).toBe(200);
  });

  it('lets the owner sign in with the device token from a fifth address at the first try after 20 wrong passwords from 4 addresses, while those addresses and a fifth without it stay limited', async () => {
    const client = await activeClient(t);
    const first = await call('POST', '/client-login', { body: { email: client.email, password: PASSWORD } });
    expect(first.statusCode).toBe(200);
    const deviceToken = first.json().data.device_token as string;
    expect(deviceToken).toMatch(/^\d+\.[A-Za-z0-9_-]{22}\.[0-9a-z]+\.[A-Za-z0-9_-]{43}$/);
    // The attack runs in one quarter hour of its own, so the fixed windows of the limits hold throughout.
    clockAtFreshWindow(15 * MINUTE);
    const attackers = [nextIp(), nextIp(), nextIp(), nextIp()];
    for (const ip of attackers) {
      for (let i = 0; i < 5; i++) {
        const res = await call('POST', '/client-login', {
          body: { email: client.email, password: `guess ${ip} ${i}` },
          ip,
        });
        expect(res.statusCode).toBe(401);
      }
    }

    const owner = await call('POST', '/client-login', {
      body: { email: client.email, password: PASSWORD, device_token: deviceToken },
      ip: nextIp(),
      lang: 'en',
    });
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.json().message).toBe('Signed in');
    expect(owner.json().data.device_token).not.toBe(deviceToken);

    for (const ip of attackers) {
      const res = await call('POST', '/client-login', {
        body: { email: client.email, password: 'one more guess' },
        ip,
        lang: 'en',
      });
      expect(res.statusCode).toBe(429);
      expectRateLimited(res);
    }
    const untrusted = await call('POST', '/client-login', {
      body: { email: client.email, password: PASSWORD },
      ip: nextIp(),
      lang: 'en',
    });
    expect(untrusted.statusCode).toBe(429);
    expectRateLimited(untrusted);
  });

  it('counts tries with a device token against that device alone: ten wrong passwords leave the account open, then the device waits', async () => {
    clockAtFreshWindow(15 * MINUTE);
    const client = await activeClient(t);
    const withToken = (password: string) =>
      call('POST', '/client-login', {
        body: { email: client.email, password, device_token: client.deviceToken },
        lang: 'en',
      });
    for (let i = 0; i < 10; i++) expect((await withToken(`typo number ${i}`)).statusCode).toBe(401);
    // A stolen token guesses no faster than the device's own limit.
    const device = await withToken(PASSWORD);
    expect(device.statusCode).toBe(429);
    expectRateLimited(device);
    // Its wrong tries did not count against the account: another device signs in.
    const elsewhere = await call('POST', '/client-login', {
      body: { email: client.email, password: PASSWORD },
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
  });

  it('trusts a device token only for the account it was issued to, and not once altered', async () => {
    clockAtFreshWindow(15 * MINUTE);
    const owner = await activeClient(t);
    const other = await activeClient(t);
    for (let i = 0; i < 20; i++) {
      const res = await call('POST', '/client-login', {
        body: { email: other.email, password: `guess ${i}` },
      });
      expect(res.statusCode).toBe(401);
    }
    const [id, nonce, issued, signature] = other.deviceToken.split('.');
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    const refused = [
      owner.deviceToken,
      `${owner.id}.${nonce}.${issued}.${signature}`,
      `${id}.${nonce}.${issued}.${flipped}`,
      `${id}.${nonce}.${(Number.parseInt(issued, 36) + 60).toString(36)}.${signature}`,
      'not a token at all',
      'x'.repeat(500),
    ];
    for (const device_token of refused) {
      const res = await call('POST', '/client-login', {
        body: { email: other.email, password: PASSWORD, device_token },
        lang: 'en',
      });
      expect(res.statusCode, device_token).toBe(429);
      expectRateLimited(res);
    }
    const own = await call('POST', '/client-login', {
      body: { email: other.email, password: PASSWORD, device_token: other.deviceToken },
    });
    expect(own.statusCode, own.body).toBe(200);
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

  it('ignores X-Forwarded-For by default: rotating it still meets 429 on login', async () => {
    expect(t.config.trustProxy).toBe(false);
    const ip = nextIp();
    let limited = false;
    for (let i = 0; i < 61 && !limited; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/client-login',
        remoteAddress: ip,
        headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.${i}`, 'accept-language': 'en' },
        payload: { email: `rotating${i}@example.com`, password: 'whatever it is' },
      });
      limited = res.statusCode === 429;
      if (limited) {
        expect(res.json()).toEqual({
          message: 'Too many requests, please try again shortly',
          code: 'rate_limited',
        });
      } else {
        expect(res.statusCode).toBe(401);
      }
    }
    expect(limited).toBe(true);
  });

  it('believes X-Forwarded-For only from the proxies TRUST_PROXY names', async () => {
    const { trustProxy } = loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' });
    expect(trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8']);
    const behindProxy = { ...(await createTestApp({ smtpUrl: t.smtp.url, trustProxy })), smtp: t.smtp };
    try {
      const client = await activeClient(behindProxy);
      const addressOfSession = async (remoteAddress: string) => {
        const res = await behindProxy.app.inject({
          method: 'POST',
          url: '/api/client-login',
          remoteAddress,
          headers: { 'x-forwarded-for': '203.0.113.50' },
          payload: { email: client.email, password: PASSWORD },
        });
        expect(res.statusCode, res.body).toBe(200);
        const [session] = await behindProxy.database.db
          .select({ ip: clientSessions.ip })
          .from(clientSessions)
          .where(eq(clientSessions.clientId, client.id))
          .orderBy(desc(clientSessions.id))
          .limit(1);
        return session.ip;
      };
      expect(await addressOfSession('10.1.2.3')).toBe('203.0.113.50');
      expect(await addressOfSession('192.0.2.7')).toBe('192.0.2.7');
    } finally {
      await behindProxy.close();
    }
  });

  it('accepts TRUST_PROXY as true or addresses, and refuses a hop count or a name', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'loopback,fd00::/8' }).trustProxy).toEqual(['loopback', 'fd00::/8']);
    expect(() => loadConfig({ TRUST_PROXY: '2' })).toThrow(
      "Invalid configuration: TRUST_PROXY: a hop count is not supported; give the proxies' addresses or CIDRs, or true",
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1,proxy.example.com' })).toThrow(
      'Invalid configuration: TRUST_PROXY: must be true, false or a comma list of addresses/CIDRs; not "proxy.example.com"',
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow('not "10.0.0.0/33"');
  });

  it('spends the same hash check on an unknown e-mail as on a wrong password', async () => {
    const client = await activeClient(t);
    const verify = vi.spyOn(argon2, 'verify');
    onTestFinished(() => verify.mockRestore());
    // The cost of a check is set by the stored hash's parameters (memory, passes, lanes).
    const costOf = (stored: unknown) => String(stored).split('$').slice(1, 4).join('$');
    const checksMade = async (email: string) => {
      verify.mockClear();
      const res = await call('POST', '/client-login', { body: { email, password: 'wrong password here' } });
      expect(res.statusCode).toBe(401);
      return verify.mock.calls.map(([stored]) => costOf(stored));
    };
    const known = await checksMade(client.email);
    const unknown = await checksMade('ghost@example.com');
    // Without the dummy hash an unknown e-mail would make no check and answer sooner.
    expect(known).toEqual([expect.stringMatching(/^argon2id\$v=19\$m=\d+,t=\d+,p=\d+$/)]);
    expect(unknown).toEqual(known);
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
      '/api/client-deactivation-request',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
