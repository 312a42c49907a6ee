import { describe, expect, it } from 'vitest';
import { STAFF_PASSWORD, signedInStaff, staffCaller, staffEmail } from '#server/modules/staff/testing.ts';
import { setUpTestApp } from '#server/test/harness.ts';
import type { StaffMemberRow } from '#shared/contract/staff-members.ts';

/* Staff members managed by admins: added, listed and edited (their standing: members-standing.test.ts). */

const t = setUpTestApp();
const call = staffCaller(t);

const NEW_PASSWORD = 'a-brand-new-secret-7';

const signIn = (email: string, password = STAFF_PASSWORD) =>
  call('POST', '/staff/login', { body: { email, password } });

async function activityOf(admin: { token: string }, memberId: number) {
  const res = await call('GET', `/staff/activity?entity=staff&entity_id=${memberId}`, { token: admin.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Array<{ action: string; before: unknown; after: unknown; staff_id: number }>;
}

describe('adding a staff member', () => {
  it('adds an editor who can sign in at once, logged without the password', async () => {
    const admin = await signedInStaff(t, 'admin');
    const email = staffEmail('new');
    const res = await call('POST', '/staff/members', {
      token: admin.token,
      lang: 'en',
      body: { name: '  هدى سالم ', email: email.toUpperCase(), role: 'editor', password: NEW_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { data, message } = res.json();
    expect(message).toBe('Staff member added');
    expect(data).toMatchObject({
      name: 'هدى سالم',
      email,
      role: 'editor',
      active: true,
      last_sign_in_at: null,
    });
    expect(res.body).not.toContain(NEW_PASSWORD);
    expect(res.body).not.toMatch(/argon2|password_hash/);

    expect((await signIn(email, NEW_PASSWORD)).statusCode).toBe(200);
    const [entry] = await activityOf(admin, data.id);
    expect(entry).toMatchObject({
      action: 'create',
      staff_id: admin.id,
      before: null,
      after: { name: 'هدى سالم', email, role: 'editor', active: true },
    });
    expect(JSON.stringify(entry)).not.toContain(NEW_PASSWORD);
  });

  it('refuses an e-mail that is already a member’s with 409 under the e-mail field, adding nobody', async () => {
    const admin = await signedInStaff(t, 'admin');
    const editor = await signedInStaff(t, 'editor');
    const res = await call('POST', '/staff/members', {
      token: admin.token,
      lang: 'ar',
      body: { name: 'آخر', email: editor.email, role: 'admin', password: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'هذا البريد الإلكتروني مستخدم لعضو آخر في فريق العمل',
      code: 'email_taken',
      errors: { email: ['هذا البريد الإلكتروني مستخدم لعضو آخر في فريق العمل'] },
    });
    const same = await call('GET', `/staff/members?search=${encodeURIComponent(editor.email)}`, {
      token: admin.token,
    });
    expect(same.json().data).toEqual([expect.objectContaining({ id: editor.id, role: 'editor' })]);
  });

  it('answers 422 with each field’s message for a short password, an unknown role and missing fields', async () => {
    const admin = await signedInStaff(t, 'admin');
    const before = (await call('GET', '/staff/members', { token: admin.token })).json().meta.total;
    const res = await call('POST', '/staff/members', {
      token: admin.token,
      lang: 'en',
      body: { email: 'not-an-email', role: 'owner', password: 'short' },
    });
    expect(res.statusCode).toBe(422);
    const { message, code, errors } = res.json();
    expect({ message, code }).toEqual({ message: 'The given data was invalid', code: 'validation' });
    expect(errors.name).toEqual(['This field is required']);
    expect(errors.email).toEqual(['The e-mail address is not valid']);
    expect(errors.role).toEqual(['Choose a role: admin, editor or orders']);
    expect(errors.password).toEqual(['A staff password has at least 10 characters']);
    const after = (await call('GET', '/staff/members', { token: admin.token })).json().meta.total;
    expect(after).toBe(before);
  });
});

describe('the list of members', () => {
  it('searches names without minding hamza or case, filters by role and standing, sorts and paginates', async () => {
    const admin = await signedInStaff(t, 'admin');
    const tag = Date.now().toString(36);
    for (const [name, role] of [
      [`أحمد ${tag}`, 'orders'],
      [`Adam ${tag}`, 'editor'],
      [`Zaid ${tag}`, 'editor'],
    ] as const) {
      const res = await call('POST', '/staff/members', {
        token: admin.token,
        body: { name, email: staffEmail(role), role, password: NEW_PASSWORD },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const list = (query: string) =>
      call('GET', `/staff/members?${query}`, { token: admin.token }).then((res) => {
        expect(res.statusCode, res.body).toBe(200);
        return res.json() as { data: StaffMemberRow[]; meta: { total: number; last_page: number } };
      });
    expect((await list(`search=${encodeURIComponent(`احمد ${tag}`)}`)).data.map((m) => m.name)).toEqual([
      `أحمد ${tag}`,
    ]);
    const editors = await list(`search=${tag}&role=editor&sort=name&dir=desc`);
    expect(editors.data.map((m) => m.name)).toEqual([`Zaid ${tag}`, `Adam ${tag}`]);
    const paged = await list(`search=${tag}&per_page=2&page=2&sort=name`);
    expect(paged.meta).toMatchObject({ total: 3, last_page: 2, current_page: 2 });
    expect(paged.data).toHaveLength(1);
    const all = await list(`search=${tag}&active=0`);
    expect(all.data).toEqual([]);
  });

  it('refuses a sort it does not know with 422, and answers 404 for an unknown member', async () => {
    const admin = await signedInStaff(t, 'admin');
    expect((await call('GET', '/staff/members?sort=password_hash', { token: admin.token })).statusCode).toBe(
      422,
    );
    const missing = await call('GET', '/staff/members/999999', { token: admin.token, lang: 'en' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Staff member not found', code: 'not_found' });
  });

  it('is for admins only: an editor and the orders role get 403', async () => {
    for (const role of ['editor', 'orders'] as const) {
      const member = await signedInStaff(t, role);
      expect((await call('GET', '/staff/members', { token: member.token })).statusCode).toBe(403);
    }
  });
});

describe('editing a member', () => {
  it('takes back what GET answers, and logs only the fields that changed', async () => {
    const admin = await signedInStaff(t, 'admin');
    const editor = await signedInStaff(t, 'editor');
    const got = (await call('GET', `/staff/members/${editor.id}`, { token: admin.token })).json().data;
    const same = await call('PUT', `/staff/members/${editor.id}`, { token: admin.token, body: got });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().data).toEqual(got);
    expect(await activityOf(admin, editor.id)).toEqual([]);

    const changed = await call('PUT', `/staff/members/${editor.id}`, {
      token: admin.token,
      lang: 'en',
      body: { ...got, name: 'Huda Salem', role: 'orders' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      data: { name: 'Huda Salem', role: 'orders', email: editor.email },
      message: 'Staff member saved',
    });
    const [entry] = await activityOf(admin, editor.id);
    expect(entry).toMatchObject({
      action: 'update',
      before: { name: 'Staff editor', role: 'editor' },
      after: { name: 'Huda Salem', role: 'orders' },
    });
    // The new role holds at once for the member's own session.
    const notify = await call('POST', '/staff/books/1/notify', { token: editor.token });
    expect(notify.statusCode).toBe(403);
  });

  it('refuses an e-mail taken by another member, changing nothing', async () => {
    const admin = await signedInStaff(t, 'admin');
    const [one, two] = [await signedInStaff(t, 'editor'), await signedInStaff(t, 'editor')];
    const res = await call('PUT', `/staff/members/${one.id}`, {
      token: admin.token,
      lang: 'en',
      body: { name: 'Renamed', email: two.email },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual({ email: ['This e-mail address already belongs to a staff member'] });
    const after = (await call('GET', `/staff/members/${one.id}`, { token: admin.token })).json().data;
    expect(after).toMatchObject({ name: 'Staff editor', email: one.email });
  });
});
