import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { clockAtFreshWindow, nextIp, setUpTestApp } from '#server/test/harness.ts';
import { createStaffMember } from './service.ts';
import { STAFF_PASSWORD, signedInStaff, staffCaller, staffEmail } from './testing.ts';

const t = setUpTestApp();
const call = staffCaller(t);

const appFor = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret), period: 30 });
/** The app's code for the 30-second step `offset` steps from now. */
const codeAt = (secret: string, offset = 0) =>
  appFor(secret).generate({ timestamp: Date.now() + offset * 30_000 });

/** A member who has turned two-factor sign-in on: their secret, recovery codes and the session used. */
async function withTwoFactor(role: 'admin' | 'editor' = 'editor') {
  const member = await signedInStaff(t, role);
  const started = await call('POST', '/staff/security/two-factor/start', { token: member.token });
  expect(started.statusCode, started.body).toBe(200);
  const { secret, otpauth_uri } = started.json().data as { secret: string; otpauth_uri: string };
  expect(otpauth_uri).toMatch(/^otpauth:\/\/totp\/.+secret=[A-Z2-7]+/);
  const confirmed = await call('POST', '/staff/security/two-factor/confirm', {
    token: member.token,
    body: { code: codeAt(secret) },
    lang: 'en',
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  expect(confirmed.json().message).toBe('Two-step sign-in is on. Keep your recovery codes somewhere safe');
  const codes = confirmed.json().data.recovery_codes as string[];
  return { ...member, secret, codes };
}

const passwordStep = async (email: string) => {
  const res = await call('POST', '/staff/login', { body: { email, password: STAFF_PASSWORD }, lang: 'en' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: { code_required: boolean; pending_token: string }; message: string };
};
const codeStep = (pending_token: string, code: string) =>
  call('POST', '/staff/login/code', { body: { pending_token, code }, lang: 'en' });

describe('two-factor sign-in of a staff member', () => {
  it('sets up with a code of the new key, then asks for a code after the password and signs in with it', async () => {
    const member = await withTwoFactor();
    expect(member.codes).toHaveLength(10);
    expect(new Set(member.codes).size).toBe(10);
    const state = await call('GET', '/staff/security', { token: member.token });
    expect(state.json().data).toMatchObject({
      two_factor_enabled: true,
      recovery_codes_left: 10,
      required: false,
    });
    expect(JSON.stringify(state.json())).not.toContain(member.secret);

    clockAtFreshWindow(30_000);
    const first = await passwordStep(member.email);
    expect(first.data.code_required).toBe(true);
    expect(first.message).toBe('Enter the code from your authenticator app');
    expect(first.data).not.toHaveProperty('token');
    // The pending token is no session.
    expect((await call('GET', '/staff/me', { token: first.data.pending_token })).statusCode).toBe(401);
    const signedIn = await codeStep(first.data.pending_token, codeAt(member.secret));
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().message).toBe('Signed in to the staff console');
    const me = await call('GET', '/staff/me', { token: signedIn.json().data.token });
    expect(me.json().data).toMatchObject({ email: member.email, two_factor_enabled: true });
  });

  it('refuses a wrong code with its message, and voids the sign-in after five wrong codes', async () => {
    const member = await withTwoFactor();
    clockAtFreshWindow(30_000);
    const { data } = await passwordStep(member.email);
    const wrong = await codeStep(
      data.pending_token,
      '000000' === codeAt(member.secret) ? '111111' : '000000',
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      message: 'That code is not right, or it was already used',
      code: 'wrong_code',
    });
    for (let i = 0; i < 4; i++) await codeStep(data.pending_token, `12345${i}`);
    const late = await codeStep(data.pending_token, codeAt(member.secret));
    expect(late.statusCode).toBe(401);
    expect(late.json()).toEqual({
      message: 'This sign-in has expired; enter your password again',
      code: 'sign_in_expired',
    });
  });

  it('refuses the same code a second time in its window', async () => {
    clockAtFreshWindow(30_000);
    const member = await withTwoFactor();
    // The code that confirmed the setup was this step's: it cannot sign in.
    const replayed = await codeStep(
      (await passwordStep(member.email)).data.pending_token,
      codeAt(member.secret),
    );
    expect(replayed.statusCode).toBe(422);
    expect(replayed.json().code).toBe('wrong_code');
    const next = codeAt(member.secret, 1);
    expect((await codeStep((await passwordStep(member.email)).data.pending_token, next)).statusCode).toBe(
      200,
    );
    const again = await codeStep((await passwordStep(member.email)).data.pending_token, next);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      message: 'That code is not right, or it was already used',
      code: 'wrong_code',
    });
  });

  it('signs in once with a recovery code, written any way, and refuses it the second time', async () => {
    const member = await withTwoFactor();
    const code = member.codes[3];
    const first = await codeStep(
      (await passwordStep(member.email)).data.pending_token,
      ` ${code.toUpperCase()} `,
    );
    expect(first.statusCode, first.body).toBe(200);
    const second = await codeStep((await passwordStep(member.email)).data.pending_token, code);
    expect(second.statusCode).toBe(422);
    const state = await call('GET', '/staff/security', { token: first.json().data.token });
    expect(state.json().data.recovery_codes_left).toBe(9);
  });

  it('turns off with the password, and refuses a wrong password', async () => {
    const member = await withTwoFactor();
    const wrong = await call('POST', '/staff/security/two-factor/disable', {
      token: member.token,
      body: { password: 'not-the-password' },
      lang: 'en',
    });
    expect(wrong.json()).toEqual({ message: 'The password is not right', code: 'wrong_password' });
    const off = await call('POST', '/staff/security/two-factor/disable', {
      token: member.token,
      body: { password: STAFF_PASSWORD },
      lang: 'en',
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().message).toBe('Two-step sign-in is off');
    expect((await passwordStep(member.email)).data.code_required).toBe(false);
    const activity = await signedInStaff(t, 'admin');
    const log = await call('GET', `/staff/activity?staff_id=${member.id}`, { token: activity.token });
    const actions = (log.json().data as { action: string }[]).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['two_factor_on', 'two_factor_off']));
  });
});

describe('an admin resetting another member’s two-step sign-in', () => {
  it('turns it off for a member who lost their app, ends their sessions, and logs it', async () => {
    const member = await withTwoFactor();
    const admin = await signedInStaff(t, 'admin');
    const before = await call('GET', `/staff/members/${member.id}`, { token: admin.token });
    expect(before.json().data.two_factor).toBe(true);
    const reset = await call('POST', `/staff/members/${member.id}/two-factor/reset`, {
      token: admin.token,
      lang: 'en',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().message).toBe(
      "Two-step sign-in turned off and the member's sessions ended: they sign in with their password and may set it up again",
    );
    expect(reset.json().data).toMatchObject({ id: member.id, two_factor: false });
    expect((await call('GET', '/staff/me', { token: member.token })).statusCode).toBe(401);
    const again = await passwordStep(member.email);
    expect(again.data.code_required).toBe(false);
    const log = await call('GET', `/staff/activity?entity=staff&entity_id=${member.id}`, {
      token: admin.token,
    });
    const rows = log.json().data as { action: string; staff_id: number }[];
    expect(rows.find((row) => row.action === 'two_factor_reset')).toMatchObject({ staff_id: admin.id });
  });

  it('refuses an admin their own, which their security page turns off with a code', async () => {
    const admin = await withTwoFactor('admin');
    const own = await call('POST', `/staff/members/${admin.id}/two-factor/reset`, {
      token: admin.token,
      lang: 'ar',
    });
    expect(own.statusCode).toBe(409);
    expect(own.json()).toEqual({
      message: 'أوقف التحقق بخطوتين لحسابك من صفحة الأمان، برمز من تطبيقك',
      code: 'own_two_factor',
    });
    expect(
      (await call('GET', '/staff/security', { token: admin.token })).json().data.two_factor_enabled,
    ).toBe(true);
  });

  it('refuses members who are not admins, and a member who does not exist', async () => {
    const member = await withTwoFactor();
    const editor = await signedInStaff(t, 'editor');
    const refused = await call('POST', `/staff/members/${member.id}/two-factor/reset`, {
      token: editor.token,
    });
    expect(refused.statusCode).toBe(403);
    const admin = await signedInStaff(t, 'admin');
    const missing = await call('POST', '/staff/members/999999/two-factor/reset', {
      token: admin.token,
      lang: 'en',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Staff member not found', code: 'not_found' });
    expect(
      (await call('GET', '/staff/security', { token: member.token })).json().data.two_factor_enabled,
    ).toBe(true);
  });
});

describe('the shop rule that administrators use two-factor sign-in', () => {
  const turnRule = async (token: string, on: boolean) => {
    const res = await call('PUT', '/staff/settings', { token, body: { admins_two_factor: on } });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('leads an admin without it to the setup: other staff routes refuse until it is on, editors are not held', async () => {
    const boss = await withTwoFactor('admin');
    const bossSession = await codeStep((await passwordStep(boss.email)).data.pending_token, boss.codes[0]);
    await turnRule(bossSession.json().data.token, true);
    try {
      const admin = await signedInStaff(t, 'admin');
      const editor = await signedInStaff(t, 'editor');
      const me = await call('GET', '/staff/me', { token: admin.token });
      expect(me.json().data).toMatchObject({ two_factor_enabled: false, two_factor_setup_required: true });
      const books = await call('GET', '/staff/books?page=1', { token: admin.token, lang: 'en' });
      expect(books.statusCode).toBe(403);
      expect(books.json()).toEqual({
        message: 'The shop requires administrators to set up two-step sign-in first',
        code: 'two_factor_setup_required',
      });
      expect((await call('GET', '/staff/books?page=1', { token: editor.token })).statusCode).toBe(200);
      const login = await passwordStep(admin.email);
      expect(login.data).toMatchObject({ code_required: false, two_factor_setup_required: true });

      const started = await call('POST', '/staff/security/two-factor/start', { token: admin.token });
      const secret = started.json().data.secret as string;
      const on = await call('POST', '/staff/security/two-factor/confirm', {
        token: admin.token,
        body: { code: codeAt(secret) },
      });
      expect(on.statusCode).toBe(200);
      expect((await call('GET', '/staff/books?page=1', { token: admin.token })).statusCode).toBe(200);
      const off = await call('POST', '/staff/security/two-factor/disable', {
        token: admin.token,
        body: { password: STAFF_PASSWORD },
        lang: 'en',
      });
      expect(off.statusCode).toBe(409);
      expect(off.json()).toEqual({
        message: 'The shop requires two-step sign-in for administrators; it cannot be turned off',
        code: 'two_factor_required',
      });
    } finally {
      await turnRule(bossSession.json().data.token, false);
    }
  });

  it('refuses the setting to editors', async () => {
    const editor = await signedInStaff(t, 'editor');
    const res = await call('PUT', '/staff/settings', {
      token: editor.token,
      body: { admins_two_factor: true },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('sign-in lockout', () => {
  it('never refuses twelve successful sign-ins in a row from one address within a minute', async () => {
    const email = staffEmail('admin');
    await createStaffMember(t.database.db, { email, name: 'Admin', role: 'admin', password: STAFF_PASSWORD });
    clockAtFreshWindow(60 * 60_000);
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await call('POST', '/staff/login', { body: { email, password: STAFF_PASSWORD }, ip });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual(Array(12).fill(200));
    // Wrong passwords still count: five a minute from one address, then 429.
    const wrong: number[] = [];
    for (let i = 0; i < 6; i++) {
      wrong.push(
        (await call('POST', '/staff/login', { body: { email, password: `guess-${i}` }, ip })).statusCode,
      );
    }
    expect(wrong).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('never refuses right passwords beyond the route limit of thirty sign-ins in five minutes from one address', async () => {
    const email = staffEmail('orders');
    await createStaffMember(t.database.db, {
      email,
      name: 'Orders',
      role: 'orders',
      password: STAFF_PASSWORD,
    });
    clockAtFreshWindow(60 * 60_000);
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 35; i++) {
      const res = await call('POST', '/staff/login', { body: { email, password: STAFF_PASSWORD }, ip });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual(Array(35).fill(200));
  });
});
