import { describe, expect, it } from 'vitest';
import { STAFF_PASSWORD, signedInStaff, staffCaller } from '#server/modules/staff/testing.ts';
import { onRealPostgres, setUpTestApp } from '#server/test/harness.ts';
import type { StaffMemberRow } from '#shared/contract/staff-members.ts';

/* A member's standing: deactivated and reactivated, a new password, and always one active admin left. */

const t = setUpTestApp();
const call = staffCaller(t);

const NEW_PASSWORD = 'a-brand-new-secret-7';

const signIn = (email: string, password = STAFF_PASSWORD) =>
  call('POST', '/staff/login', { body: { email, password } });

/** Every active admin but `keep` deactivated through the API, so `keep` is the last one. */
async function leaveOnlyAdmin(keep: { id: number; token: string }) {
  const admins = await call('GET', '/staff/members?role=admin&active=1&per_page=50', { token: keep.token });
  for (const other of admins.json().data as StaffMemberRow[]) {
    if (other.id === keep.id) continue;
    const res = await call('POST', `/staff/members/${other.id}/deactivate`, { token: keep.token });
    expect(res.statusCode, res.body).toBe(200);
  }
}

async function activityOf(admin: { token: string }, memberId: number) {
  const res = await call('GET', `/staff/activity?entity=staff&entity_id=${memberId}`, { token: admin.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Array<{ action: string; before: unknown; after: unknown; staff_id: number }>;
}

describe('deactivating and reactivating', () => {
  it('ends the member’s sessions at once, refuses their sign-in, and lets them back in when reactivated', async () => {
    const admin = await signedInStaff(t, 'admin');
    const editor = await signedInStaff(t, 'editor');
    const second = (await signIn(editor.email)).json().data.token as string;

    const off = await call('POST', `/staff/members/${editor.id}/deactivate`, {
      token: admin.token,
      lang: 'en',
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({
      data: { id: editor.id, active: false },
      message: 'Account deactivated and its sessions ended',
    });
    for (const token of [editor.token, second]) {
      expect((await call('GET', '/staff/me', { token })).statusCode).toBe(401);
    }
    expect((await signIn(editor.email)).statusCode).toBe(401);

    const on = await call('POST', `/staff/members/${editor.id}/reactivate`, {
      token: admin.token,
      lang: 'en',
    });
    expect(on.json()).toMatchObject({ data: { active: true }, message: 'Account reactivated' });
    // Sessions ended stay ended; a new sign-in works.
    expect((await call('GET', '/staff/me', { token: editor.token })).statusCode).toBe(401);
    expect((await signIn(editor.email)).statusCode).toBe(200);

    const log = await activityOf(admin, editor.id);
    expect(log.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['reactivate', { active: false }, { active: true }],
      ['deactivate', { active: true }, { active: false }],
    ]);
  });

  it('does not let an admin deactivate themselves', async () => {
    const admin = await signedInStaff(t, 'admin');
    await signedInStaff(t, 'admin');
    const res = await call('POST', `/staff/members/${admin.id}/deactivate`, {
      token: admin.token,
      lang: 'en',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'You cannot deactivate your own account: another admin can',
      code: 'self_deactivation',
    });
    expect((await call('GET', '/staff/me', { token: admin.token })).statusCode).toBe(200);
  });

  it('never demotes or removes the last active admin', async () => {
    const admin = await signedInStaff(t, 'admin');
    const other = await signedInStaff(t, 'admin');
    await leaveOnlyAdmin(admin);
    expect((await call('GET', '/staff/me', { token: other.token })).statusCode).toBe(401);

    const demote = await call('PUT', `/staff/members/${admin.id}`, {
      token: admin.token,
      lang: 'en',
      body: { role: 'editor' },
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toEqual({
      message: 'The last active admin cannot be deactivated or given another role: add another admin first',
      code: 'last_admin',
    });
    const me = (await call('GET', `/staff/members/${admin.id}`, { token: admin.token })).json().data;
    expect(me).toMatchObject({ role: 'admin', active: true });

    // With a second admin back, either may step down.
    await call('POST', `/staff/members/${other.id}/reactivate`, { token: admin.token });
    const stepDown = await call('PUT', `/staff/members/${admin.id}`, {
      token: admin.token,
      body: { role: 'editor' },
    });
    expect(stepDown.statusCode, stepDown.body).toBe(200);
    expect((await call('GET', '/staff/members', { token: admin.token })).statusCode).toBe(403);
  });

  it.runIf(onRealPostgres)(
    'keeps one admin when the last two demote each other at the same moment',
    async () => {
      for (let round = 0; round < 5; round++) {
        const one = await signedInStaff(t, 'admin');
        const two = await signedInStaff(t, 'admin');
        await leaveOnlyAdmin(one);
        await call('POST', `/staff/members/${two.id}/reactivate`, { token: one.token });
        const twoToken = (await signIn(two.email)).json().data.token as string;

        const answers = await Promise.all([
          call('PUT', `/staff/members/${two.id}`, { token: one.token, body: { role: 'editor' } }),
          call('PUT', `/staff/members/${one.id}`, { token: twoToken, body: { role: 'editor' } }),
        ]);
        // One wins. The other is refused as the last admin (409), or, when it arrives after the winner
        // is done, as no longer an admin at all (403).
        const [first, second] = answers.map((res) => res.statusCode);
        expect(
          [first, second].filter((status) => status === 200),
          `${first} ${second}`,
        ).toHaveLength(1);
        expect([409, 403]).toContain(first === 200 ? second : first);
        const winner = answers[0].statusCode === 200 ? one : { ...two, token: twoToken };
        const admins = await call('GET', '/staff/members?role=admin&active=1', { token: winner.token });
        expect(admins.json().data.map((m: StaffMemberRow) => m.id)).toEqual([winner.id]);
      }
    },
  );
});

describe('setting a new password', () => {
  it('replaces the password, ends the member’s sessions and logs that it happened, never the password', async () => {
    const admin = await signedInStaff(t, 'admin');
    const editor = await signedInStaff(t, 'editor');
    const res = await call('POST', `/staff/members/${editor.id}/password`, {
      token: admin.token,
      lang: 'en',
      body: { password: NEW_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: "New password set and the member's sessions ended" });
    expect((await call('GET', '/staff/me', { token: editor.token })).statusCode).toBe(401);
    expect((await signIn(editor.email)).statusCode).toBe(401);
    expect((await signIn(editor.email, NEW_PASSWORD)).statusCode).toBe(200);
    const [entry] = await activityOf(admin, editor.id);
    expect(entry).toMatchObject({ action: 'password', before: null, after: null });
  });

  it('keeps the session an admin sets their own password from, and refuses a short one', async () => {
    const admin = await signedInStaff(t, 'admin');
    const elsewhere = (await signIn(admin.email)).json().data.token as string;
    const short = await call('POST', `/staff/members/${admin.id}/password`, {
      token: admin.token,
      lang: 'ar',
      body: { password: 'short' },
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual({ password: ['كلمة مرور الموظف 10 أحرف على الأقل'] });
    expect((await signIn(admin.email)).statusCode).toBe(200);

    const res = await call('POST', `/staff/members/${admin.id}/password`, {
      token: admin.token,
      body: { password: NEW_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await call('GET', '/staff/me', { token: admin.token })).statusCode).toBe(200);
    expect((await call('GET', '/staff/me', { token: elsewhere })).statusCode).toBe(401);
  });
});
