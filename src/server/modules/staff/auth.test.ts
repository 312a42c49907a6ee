import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffSessions, staffUsers } from '#server/db/schema/staff.ts';
import { activateClient, createClient, issueSession } from '#server/modules/clients/testing.ts';
import { hashToken } from '#server/services/sessions.ts';
import { clockAtFreshWindow, nextIp, setUpTestApp } from '#server/test/harness.ts';
import { createStaffMember } from './service.ts';
import { STAFF_SESSION_MS } from './sessions.ts';
import { STAFF_PASSWORD, signedInStaff, staffCaller, staffEmail } from './testing.ts';

const t = setUpTestApp();
const call = staffCaller(t);

/** An active client with a live client session: the token must never open a staff route. */
async function clientToken() {
  const client = await createClient(t.database.db, {
    name: 'قارئ',
    date_of_birth: '1990-01-01',
    address: 'عمّان',
    email: `reader-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}@example.com`,
    mobile: '+962791234567',
    mobile_country: 'JO',
    password: STAFF_PASSWORD,
    language: 'ar',
  });
  await activateClient(t.database.db, client.id);
  return issueSession(t.database.db, client.id, { remember: true });
}

const staffRoutes = [
  ['GET', '/staff/me'],
  ['POST', '/staff/logout'],
  ['GET', '/staff/books?page=1'],
  ['POST', '/staff/books/1/notify'],
] as const;

describe('staff login', () => {
  it('says Email/password is incorrect, in the request language, for a wrong password and an unknown e-mail', async () => {
    const editor = await signedInStaff(t, 'editor');
    const wrong = await call('POST', '/staff/login', {
      body: { email: editor.email, password: 'not-the-password' },
      lang: 'en',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Email/password is incorrect', code: 'wrong_credentials' });
    const unknown = await call('POST', '/staff/login', {
      body: { email: 'nobody@staff.example.com', password: STAFF_PASSWORD },
      lang: 'ar',
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({
      message: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
      code: 'wrong_credentials',
    });
  });

  it('signs in with any case of the e-mail, and stores only the hash of a 12-hour token', async () => {
    const email = staffEmail('admin');
    const member = await createStaffMember(t.database.db, {
      email,
      name: 'مدير',
      role: 'admin',
      password: STAFF_PASSWORD,
    });
    const res = await call('POST', '/staff/login', {
      body: { email: email.toUpperCase(), password: STAFF_PASSWORD },
      lang: 'en',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data, message } = res.json();
    expect(message).toBe('Signed in to the staff console');
    expect(data).toMatchObject({ id: member!.id, email, name: 'مدير', role: 'admin' });
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body).not.toMatch(/argon2|password/);
    expect(new Date(data.expires_at).getTime() - Date.now()).toBeGreaterThan(STAFF_SESSION_MS - 60_000);
    expect(res.headers['cache-control']).toBe('no-store');

    const rows = await t.database.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.staffId, member!.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(hashToken(data.token));
    expect(JSON.stringify(rows)).not.toContain(data.token);
  });

  it('refuses a deactivated member, and ends the sessions they hold', async () => {
    const editor = await signedInStaff(t, 'editor');
    await t.database.db.update(staffUsers).set({ active: false }).where(eq(staffUsers.id, editor.id));
    expect((await call('GET', '/staff/me', { token: editor.token })).statusCode).toBe(401);
    const again = await call('POST', '/staff/login', {
      body: { email: editor.email, password: STAFF_PASSWORD },
    });
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('wrong_credentials');
  });

  it('answers 422 for a missing password and 429 after five quick tries from one address', async () => {
    const missing = await call('POST', '/staff/login', { body: { email: 'a@b.example' }, lang: 'en' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ password: ['This field is required'] });

    const body = { email: 'guess@staff.example.com', password: 'guess-guess-guess' };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await call('POST', '/staff/login', { body, ip: '10.99.0.1' })).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('stops guesses at one e-mail spread over many addresses after 20 a quarter hour', async () => {
    const body = { email: 'spread@staff.example.com', password: 'guess-guess-guess' };
    // In one quarter hour of its own: a fixed window ending midway would start the count afresh.
    clockAtFreshWindow(15 * 60_000);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await call('POST', '/staff/login', { body })).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    const refused = await call('POST', '/staff/login', { body, lang: 'en' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many requests, please try again shortly');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('staff sign-in from a known device', () => {
  const rateLimited = { message: 'Too many requests, please try again shortly', code: 'rate_limited' };

  it('lets the member sign in with the device token from a fifth address at the first try after 20 wrong passwords from 4 addresses, while those addresses and a fifth without it stay limited', async () => {
    const member = await signedInStaff(t, 'admin');
    expect(member.deviceToken).toMatch(/^\d+\.[A-Za-z0-9_-]{22}\.[0-9a-z]+\.[A-Za-z0-9_-]{43}$/);
    // The attack runs in one quarter hour of its own, so the fixed windows of the limits hold throughout.
    clockAtFreshWindow(15 * 60_000);
    const attackers = [nextIp(), nextIp(), nextIp(), nextIp()];
    for (const ip of attackers) {
      for (let i = 0; i < 5; i++) {
        const res = await call('POST', '/staff/login', {
          body: { email: member.email, password: `guess-${ip}-${i}` },
          ip,
        });
        expect(res.statusCode).toBe(401);
      }
    }

    const owner = await call('POST', '/staff/login', {
      body: { email: member.email, password: STAFF_PASSWORD, device_token: member.deviceToken },
      ip: nextIp(),
      lang: 'en',
    });
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.json().message).toBe('Signed in to the staff console');
    expect((await call('GET', '/staff/me', { token: owner.json().data.token })).statusCode).toBe(200);

    for (const ip of attackers) {
      const res = await call('POST', '/staff/login', {
        body: { email: member.email, password: 'one-more-guess' },
        ip,
        lang: 'en',
      });
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual(rateLimited);
    }
    const untrusted = await call('POST', '/staff/login', {
      body: { email: member.email, password: STAFF_PASSWORD },
      ip: nextIp(),
      lang: 'en',
    });
    expect(untrusted.statusCode).toBe(429);
    expect(untrusted.json()).toEqual(rateLimited);
  });

  it('counts tries with a device token against that device alone: its ten typos leave strangers their twenty', async () => {
    const member = await signedInStaff(t, 'editor');
    clockAtFreshWindow(15 * 60_000);
    const withToken = (password: string, device_token = member.deviceToken) =>
      call('POST', '/staff/login', { body: { email: member.email, password, device_token }, lang: 'en' });
    for (let i = 0; i < 10; i++) expect((await withToken(`typo-number-${i}`)).statusCode).toBe(401);
    const device = await withToken(STAFF_PASSWORD);
    expect(device.statusCode).toBe(429);
    expect(device.json()).toEqual(rateLimited);
    // The account is open to other devices; its own limit is where strangers' guesses count.
    for (let i = 0; i < 19; i++) expect((await withToken(`guess-${i}`, '')).statusCode).toBe(401);
    expect((await withToken(STAFF_PASSWORD, '')).statusCode).toBe(200);
    expect((await withToken('guess-20', '')).statusCode).toBe(401);
    expect((await withToken(STAFF_PASSWORD, '')).statusCode).toBe(429);
  });
});

describe('staff sessions', () => {
  it('knows the member of a token until logout', async () => {
    const editor = await signedInStaff(t, 'editor');
    const me = await call('GET', '/staff/me', { token: editor.token });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toEqual({
      data: {
        id: editor.id,
        name: editor.name,
        email: editor.email,
        role: 'editor',
        two_factor_enabled: false,
        two_factor_setup_required: false,
      },
    });

    const out = await call('POST', '/staff/logout', { token: editor.token, lang: 'en' });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'Signed out of the staff console' });
    expect((await call('GET', '/staff/me', { token: editor.token })).statusCode).toBe(401);
  });

  it('answers 401 without a token, with an expired one, and with a client token', async () => {
    const client = await clientToken();
    const editor = await signedInStaff(t, 'editor');
    await t.database.db
      .update(staffSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffSessions.tokenHash, hashToken(editor.token)));
    for (const [method, url] of staffRoutes) {
      for (const token of [undefined, client, editor.token]) {
        const res = await call(method, url, { token, lang: 'en' });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.json()).toEqual({
          message: 'Please log in to the staff console',
          code: 'unauthenticated',
        });
      }
    }
    // The client's token still works where it belongs.
    expect((await call('GET', '/check-client-login', { token: client })).statusCode).toBe(200);
  });

  it('never lets a staff token pass as a client session', async () => {
    const admin = await signedInStaff(t, 'admin');
    expect((await call('GET', '/check-client-login', { token: admin.token })).statusCode).toBe(401);
  });

  it('lets the orders role read the console but not notify subscribers (403)', async () => {
    const orders = await signedInStaff(t, 'orders');
    expect((await call('GET', '/staff/me', { token: orders.token })).json().data.role).toBe('orders');
    expect((await call('GET', '/staff/books?page=1', { token: orders.token })).statusCode).toBe(200);
    const notify = await call('POST', '/staff/books/1/notify', { token: orders.token, lang: 'ar' });
    expect(notify.statusCode).toBe(403);
    expect(notify.json()).toEqual({ message: 'دورك في فريق العمل لا يسمح بهذا الإجراء', code: 'forbidden' });
  });

  it('lists the staff routes in the OpenAPI document, behind bearer tokens', async () => {
    const paths = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
    expect(paths['/api/staff/login'].post.tags).toEqual(['staff']);
    for (const [method, path] of [
      ['get', '/api/staff/me'],
      ['post', '/api/staff/logout'],
      ['get', '/api/staff/books'],
      ['post', '/api/staff/books/{id}/notify'],
    ]) {
      expect(paths[path]?.[method]?.security, path).toEqual([{ bearer: [] }]);
    }
  });
});
