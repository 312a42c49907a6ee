import { describe, expect, it } from 'vitest';
import { staffActivity } from '#server/db/schema/staff.ts';
import { signedInStaff, staffCaller, staffEmail } from '#server/modules/staff/testing.ts';
import { setUpTestApp } from '#server/test/harness.ts';
import type { ActivityEntryRow } from '#shared/contract/staff-members.ts';
import { changedFields, recordActivity } from './activity.ts';

/* The activity log: every staff write, listed for admins, filtered by member, record and time. */

const t = setUpTestApp();
const call = staffCaller(t);

let counter = 0;
/** A record kind of this test's own, so that other tests' rows never show in its answers. */
const entityKind = () => `test-${Date.now().toString(36)}-${++counter}`;

async function log(token: string, query: string) {
  const res = await call('GET', `/staff/activity?${query}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: ActivityEntryRow[]; meta: { total: number; last_page: number } };
}

describe('the activity log', () => {
  it('lists who changed what and when, newest first, with the changed fields before and after', async () => {
    const admin = await signedInStaff(t, 'admin');
    const email = staffEmail('logged');
    const created = await call('POST', '/staff/members', {
      token: admin.token,
      body: { name: 'سلمى', email, role: 'editor', password: 'long-enough-secret' },
    });
    const id = created.json().data.id as number;
    await call('PUT', `/staff/members/${id}`, { token: admin.token, body: { name: 'سلمى علي' } });

    const { data, meta } = await log(admin.token, `entity=staff&entity_id=${id}`);
    expect(meta.total).toBe(2);
    expect(data.map(({ id: _id, created_at: _at, ...entry }) => entry)).toEqual([
      {
        staff_id: admin.id,
        staff_email: admin.email,
        staff_name: 'Staff admin',
        action: 'update',
        entity: 'staff',
        entity_id: id,
        before: { name: 'سلمى' },
        after: { name: 'سلمى علي' },
      },
      {
        staff_id: admin.id,
        staff_email: admin.email,
        staff_name: 'Staff admin',
        action: 'create',
        entity: 'staff',
        entity_id: id,
        before: null,
        after: { name: 'سلمى', email, role: 'editor', active: true },
      },
    ]);
    expect(Date.parse(data[0].created_at)).toBeGreaterThanOrEqual(Date.parse(data[1].created_at));
  });

  it('filters by member, action and days (the last day inclusive), and paginates', async () => {
    const admin = await signedInStaff(t, 'admin');
    const entity = entityKind();
    const rows = [
      { staffId: 7001, at: '2026-01-09T23:59:59Z', action: 'create' },
      { staffId: 7001, at: '2026-01-10T00:00:00Z', action: 'update' },
      { staffId: 7002, at: '2026-01-10T23:59:59Z', action: 'update' },
      { staffId: 7002, at: '2026-01-11T00:00:00Z', action: 'delete' },
    ];
    await t.database.db.insert(staffActivity).values(
      rows.map((row, i) => ({
        staffId: row.staffId,
        staffEmail: `gone${row.staffId}@staff.example.com`,
        action: row.action,
        entity,
        entityId: i + 1,
        createdAt: new Date(row.at),
      })),
    );
    const ids = async (query: string) =>
      (await log(admin.token, `entity=${entity}&${query}`)).data.map((entry) => entry.entity_id);

    expect(await ids('')).toEqual([4, 3, 2, 1]);
    expect(await ids('staff_id=7001')).toEqual([2, 1]);
    expect(await ids('action=update')).toEqual([3, 2]);
    expect(await ids('entity_id=3')).toEqual([3]);
    expect(await ids('from=2026-01-10&to=2026-01-10')).toEqual([3, 2]);
    expect(await ids(`from=${encodeURIComponent('2026-01-10T03:00:01+03:00')}`)).toEqual([4, 3]);
    expect(await ids('to=2026-01-09')).toEqual([1]);

    const page = await log(admin.token, `entity=${entity}&per_page=3&page=2`);
    expect(page.meta).toMatchObject({ total: 4, last_page: 2 });
    expect(page.data.map((entry) => [entry.entity_id, entry.staff_name])).toEqual([[1, null]]);
  });

  it('answers 422 for a date it cannot read and an id that is not one', async () => {
    const admin = await signedInStaff(t, 'admin');
    for (const query of ['from=yesterday', 'to=2026-13-01', 'staff_id=abc', 'entity_id=-1']) {
      const res = await call('GET', `/staff/activity?${query}`, { token: admin.token, lang: 'en' });
      expect(res.statusCode, query).toBe(422);
      expect(res.json().message).toBe('The given data was invalid');
    }
  });

  it('is for admins only', async () => {
    for (const role of ['editor', 'orders'] as const) {
      const member = await signedInStaff(t, role);
      const res = await call('GET', '/staff/activity', { token: member.token, lang: 'en' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'Your staff role does not allow this', code: 'forbidden' });
    }
    expect((await call('GET', '/staff/activity')).statusCode).toBe(401);
  });
});

describe('what an activity row keeps', () => {
  it('holds only the fields that changed, and never a secret’s value', async () => {
    expect(changedFields({ name: 'a', stock: 3, role: 'editor' }, { name: 'b', stock: 3 })).toEqual({
      before: { name: 'a' },
      after: { name: 'b' },
    });
    expect(changedFields({ name: 'a' }, { name: 'a' })).toBeNull();
    expect(changedFields({ password: 'old' }, { password: 'new' })).toEqual({
      before: { password: '••••' },
      after: { password: '••••' },
    });

    const entity = entityKind();
    await recordActivity(
      t.database.db,
      { id: 1, email: 'x@staff.example.com' },
      {
        action: 'update',
        entity,
        before: { password_hash: '$argon2id$...', name: 'a' },
        after: { token: 'secret-token', name: 'b' },
      },
    );
    const admin = await signedInStaff(t, 'admin');
    const [entry] = (await log(admin.token, `entity=${entity}`)).data;
    expect(entry).toMatchObject({ before: { name: 'a' }, after: { name: 'b' } });
    expect(JSON.stringify(entry)).not.toMatch(/argon2|secret-token/);
  });
});
