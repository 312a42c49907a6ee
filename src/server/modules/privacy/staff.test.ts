import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientRow } from '#server/modules/clients/testing.ts';
import { signedInStaff } from '#server/modules/staff/testing.ts';
import { apiCaller, setUpTestApp } from '#server/test/harness.ts';
import { requestErasure } from './requests.ts';
import { dataRequests, READER_PASSWORD, readerWithPassword, requestsOf } from './test-requests.ts';

/*
 * Data requests in the console (decision 085): admins see every request with its deadline, the open
 * ones first by due date, the overdue flagged; they erase an account now or cancel a request with the
 * reason. Other roles are refused.
 */

const ctx = setUpTestApp();
const call = apiCaller(ctx, { lang: 'en' });
const DAY_MS = 86_400_000;
const staff = {} as Record<'admin' | 'orders' | 'editor', { id: number; token: string; name?: string }>;

async function asked(daysAgo: number, kind: 'export' | 'erasure' = 'erasure') {
  const reader = await readerWithPassword(ctx);
  const requestedAt = new Date(Date.now() - daysAgo * DAY_MS);
  const [row] = await ctx.app.db
    .insert(dataRequests)
    .values({ clientId: reader.id, kind, requestedAt, dueAt: new Date(requestedAt.getTime() + 30 * DAY_MS) })
    .returning();
  return { reader, id: row!.id };
}

beforeAll(async () => {
  staff.admin = await signedInStaff(ctx, 'admin');
  staff.orders = await signedInStaff(ctx, 'orders');
  staff.editor = await signedInStaff(ctx, 'editor');
});

describe('data requests in the console', () => {
  it('lists the open requests first, soonest due first, with the days left and the overdue flagged', async () => {
    const recent = await asked(2);
    const overdue = await asked(33, 'export');
    const closed = await asked(40);
    await ctx.app.db
      .update(dataRequests)
      .set({ state: 'cancelled', note: 'Held' })
      .where(eq(dataRequests.id, closed.id));
    const res = await call('GET', '/staff/data-requests', { token: staff.admin.token });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data as { id: number; days_left: number | null; overdue: boolean }[];
    const ours = rows.filter((row) => [recent.id, overdue.id, closed.id].includes(row.id));
    expect(ours.map((row) => [row.id, row.days_left, row.overdue])).toEqual([
      [overdue.id, -3, true],
      [recent.id, 28, false],
      [closed.id, null, false],
    ]);
    expect(ours[1]).toMatchObject({
      kind: 'erasure',
      state: 'open',
      client_id: recent.reader.id,
      client_name: recent.reader.name,
      client_email: recent.reader.email,
    });
  });

  it('erases an account now: the same erasure as the job, by the admin who did it', async () => {
    const reader = await readerWithPassword(ctx);
    await requestErasure(ctx.app.db, reader.id, READER_PASSWORD);
    const [request] = await requestsOf(ctx, reader.id);
    const res = await call('POST', `/staff/data-requests/${request!.id}/erase`, { token: staff.admin.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'The account’s data is erased',
      data: { id: request!.id, state: 'done', client_email: `erased-${reader.id}@invalid`, days_left: null },
    });
    expect((await clientRow(ctx.app.db, reader.id))?.erasedAt).toBeInstanceOf(Date);
    expect((await requestsOf(ctx, reader.id))[0]).toMatchObject({ state: 'done', handledBy: staff.admin.id });

    const again = await call('POST', `/staff/data-requests/${request!.id}/erase`, {
      token: staff.admin.token,
      lang: 'ar',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'أُغلق هذا الطلب من قبل', code: 'request_closed' });
  });

  it('cancels a request with its reason, and the account is not erased', async () => {
    const { reader, id } = await asked(1);
    const res = await call('POST', `/staff/data-requests/${id}/cancel`, {
      token: staff.admin.token,
      body: { note: 'Legal hold: court order 12/2026' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'The request is cancelled',
      data: { state: 'cancelled', note: 'Legal hold: court order 12/2026' },
    });
    expect((await clientRow(ctx.app.db, reader.id))?.erasedAt).toBeNull();
    const erase = await call('POST', `/staff/data-requests/${id}/erase`, { token: staff.admin.token });
    expect(erase.json()).toEqual({ message: 'This request is already closed', code: 'request_closed' });
  });

  it('refuses an export request to ‘erase now’, and an unknown request', async () => {
    const { id } = await asked(1, 'export');
    const erase = await call('POST', `/staff/data-requests/${id}/erase`, { token: staff.admin.token });
    expect(erase.statusCode).toBe(409);
    expect(erase.json()).toEqual({ message: 'This request is not a deletion request', code: 'not_erasure' });
    const missing = await call('POST', '/staff/data-requests/999999/erase', { token: staff.admin.token });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'There is no such request', code: 'not_found' });
  });

  it('is for admins only: 403 for the other roles, 401 without a staff session', async () => {
    const { reader, id } = await asked(1);
    for (const role of ['orders', 'editor'] as const) {
      for (const [method, url] of [
        ['GET', '/staff/data-requests'],
        ['POST', `/staff/data-requests/${id}/erase`],
      ] as const) {
        const res = await call(method, url, { token: staff[role].token });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: 'Your staff role does not allow this', code: 'forbidden' });
      }
    }
    expect((await call('GET', '/staff/data-requests')).statusCode).toBe(401);
    expect((await requestsOf(ctx, reader.id))[0]?.state).toBe('open');
  });
});
