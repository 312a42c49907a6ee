import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  activeClient,
  caller,
  clientIdOf,
  clientRow,
  registerClient,
  setUpClientsTest,
} from '#server/modules/clients/testing.ts';
import { signedInStaff, staffActivity, staffCaller } from '#server/modules/staff/testing.ts';
import type { StaffClient } from '#shared/contract/staff-clients.ts';

/* What staff do for a client: a fresh activation code, every session ended, deactivation and its undoing. */

const t = setUpClientsTest();
const call = staffCaller(t, { lang: 'en' });
const staff = {} as Record<'orders' | 'admin' | 'editor', { id: number; token: string }>;

beforeAll(async () => {
  staff.orders = await signedInStaff(t, 'orders');
  staff.admin = await signedInStaff(t, 'admin');
  staff.editor = await signedInStaff(t, 'editor');
});

const act = (id: number, action: string, options: { token?: string; lang?: 'ar' | 'en' } = {}) =>
  call('POST', `/staff/clients/${id}/${action}`, {
    token: options.token ?? staff.orders.token,
    lang: options.lang,
  });

const rowOf = (id: number) => clientRow(t.app.db, id);

const activityOf = async (id: number) =>
  t.app.db
    .select()
    .from(staffActivity)
    .where(and(eq(staffActivity.entity, 'client'), eq(staffActivity.entityId, id)))
    .orderBy(staffActivity.id);

const activityCount = async () => (await t.app.db.select({ n: count() }).from(staffActivity))[0].n;

const sessionWorks = async (token: string) =>
  (await caller(t)('GET', '/check-client-login', { token })).statusCode === 200;

/** Refused with 409 and the exact message in both languages; the client's row and the log unchanged. */
async function expectRefused(id: number, action: string, code: string, messages: { ar: string; en: string }) {
  const row = await rowOf(id);
  const logged = await activityCount();
  for (const lang of ['ar', 'en'] as const) {
    const res = await act(id, action, { lang });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual({ message: messages[lang], code });
  }
  expect(await rowOf(id)).toEqual(row);
  expect(await activityCount()).toBe(logged);
}

describe('a fresh activation code', () => {
  it('mails a code that activates the account, and logs who sent it', async () => {
    const client = await registerClient(t);
    const id = await clientIdOf(t.app.db, client.email);
    const res = await act(id, 'activation-code');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('A new activation code was e-mailed to the client');
    expect(res.body).not.toContain(client.code);
    const code = await t.smtp.nextCode(client.email);
    expect(code).not.toBe(client.code);
    const activated = await caller(t)('POST', '/client-activation', {
      body: { email: client.email, sms_code: code },
    });
    expect(activated.statusCode, activated.body).toBe(200);
    expect(await activityOf(id)).toEqual([
      expect.objectContaining({ action: 'code', staffId: staff.orders.id, after: { email: client.email } }),
    ]);
  });

  it('is refused for an account that is already active', async () => {
    const client = await activeClient(t);
    await expectRefused(client.id, 'activation-code', 'already_active', {
      ar: 'الحساب مفعّل مسبقاً، فلا حاجة إلى رمز تفعيل',
      en: 'The account is already activated; it needs no activation code',
    });
    expect(t.smtp.pending(client.email)).toEqual([]);
  });
});

describe('signing a client out everywhere', () => {
  it('revokes every live session: the client’s next request is 401', async () => {
    const client = await activeClient(t);
    const login = await caller(t)('POST', '/client-login', {
      body: { email: client.email, password: client.password },
    });
    const second = login.json().data.token as string;
    const res = await act(client.id, 'sessions/revoke', { lang: 'ar' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('تم تسجيل خروج العميل من جميع الأجهزة');
    const data = res.json().data as StaffClient;
    expect(data.sessions.map((s) => s.live)).toEqual([false, false]);
    expect(await sessionWorks(client.token)).toBe(false);
    expect(await sessionWorks(second)).toBe(false);
    expect(await activityOf(client.id)).toEqual([
      expect.objectContaining({ action: 'sign_out', after: { sessions: 2 } }),
    ]);
  });

  it('is refused when the client has no open session', async () => {
    const client = await activeClient(t);
    await act(client.id, 'sessions/revoke');
    await expectRefused(client.id, 'sessions/revoke', 'no_live_sessions', {
      ar: 'لا توجد جلسات مفتوحة لهذا العميل',
      en: 'The client has no open sessions',
    });
  });
});

describe('deactivation', () => {
  it('confirms the client’s request: no more sign-in, sessions ended, the log keeps when', async () => {
    const client = await activeClient(t);
    await caller(t)('POST', '/client-deactivation-request', { token: client.token });
    const requested = (await rowOf(client.id)).deactivationRequestedAt!;
    const res = await act(client.id, 'deactivate');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'The account is deactivated; its orders and books are kept',
      data: { state: 'deactivated', deactivation_requested_at: requested.toISOString() },
    });
    expect(await sessionWorks(client.token)).toBe(false);
    const [logged] = await activityOf(client.id);
    expect(logged).toMatchObject({
      action: 'deactivate',
      before: { deactivated_at: null, deactivation_requested_at: requested.toISOString() },
      after: { deactivated_at: expect.any(String) },
    });
  });

  it('closes an account staff decide on without a request, e.g. for fraud (admins too)', async () => {
    const client = await activeClient(t);
    const res = await act(client.id, 'deactivate', { token: staff.admin.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ state: 'deactivated', deactivation_requested_at: null });
    await expectRefused(client.id, 'deactivate', 'already_deactivated', {
      ar: 'الحساب معطّل مسبقاً',
      en: 'The account is already deactivated',
    });
  });

  it('re-activates a deactivated account, settling the request; refuses an account that is open', async () => {
    const client = await activeClient(t);
    await caller(t)('POST', '/client-deactivation-request', { token: client.token });
    await act(client.id, 'deactivate');
    const res = await act(client.id, 'reactivate', { lang: 'ar' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'أُعيد تفعيل حساب العميل',
      data: { state: 'active', deactivated_at: null, deactivation_requested_at: null },
    });
    const login = await caller(t)('POST', '/client-login', {
      body: { email: client.email, password: client.password },
    });
    expect(login.statusCode).toBe(200);
    expect((await activityOf(client.id)).map((row) => row.action)).toEqual(['deactivate', 'reactivate']);
    await expectRefused(client.id, 'reactivate', 'not_deactivated', {
      ar: 'الحساب غير معطّل',
      en: 'The account is not deactivated',
    });
  });

  it('dismisses a request and keeps the account open; refuses when there is none', async () => {
    const client = await activeClient(t);
    await caller(t)('POST', '/client-deactivation-request', { token: client.token });
    const res = await act(client.id, 'deactivation-request/dismiss');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'The deactivation request is dismissed; the account stays open',
      data: { state: 'active', deactivation_requested_at: null },
    });
    expect(await sessionWorks(client.token)).toBe(true);
    await expectRefused(client.id, 'deactivation-request/dismiss', 'no_request', {
      ar: 'لا يوجد طلب تعطيل لهذا الحساب',
      en: 'There is no deactivation request for this account',
    });
  });

  it('refuses a fresh activation code or a dismissal for a deactivated account', async () => {
    const client = await registerClient(t);
    const id = await clientIdOf(t.app.db, client.email);
    await act(id, 'deactivate');
    const already = { ar: 'الحساب معطّل مسبقاً', en: 'The account is already deactivated' };
    await expectRefused(id, 'activation-code', 'already_deactivated', already);
    await expectRefused(id, 'deactivation-request/dismiss', 'already_deactivated', already);
  });
});

describe('every client action', () => {
  const actions = [
    'activation-code',
    'sessions/revoke',
    'deactivate',
    'reactivate',
    'deactivation-request/dismiss',
  ];

  it('answers 404 in both languages for an unknown client, and logs nothing', async () => {
    const logged = await activityCount();
    for (const action of actions) {
      const ar = await act(999999, action, { lang: 'ar' });
      expect(ar.statusCode, action).toBe(404);
      expect(ar.json()).toEqual({ message: 'العميل غير موجود', code: 'not_found' });
      expect((await act(999999, action)).json()).toEqual({ message: 'Client not found', code: 'not_found' });
    }
    expect(await activityCount()).toBe(logged);
  });

  it('answers 422 for an id that is not one', async () => {
    for (const action of actions) expect((await act(0, action)).statusCode, action).toBe(422);
  });

  it('is refused to an editor with 403, changing nothing', async () => {
    const client = await activeClient(t);
    const row = await rowOf(client.id);
    for (const action of actions) {
      const res = await act(client.id, action, { token: staff.editor.token });
      expect(res.statusCode, action).toBe(403);
    }
    expect(await rowOf(client.id)).toEqual(row);
    expect(await sessionWorks(client.token)).toBe(true);
  });
});
