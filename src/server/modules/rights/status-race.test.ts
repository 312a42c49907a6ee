import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { backendsWaitingForLocks, secondConnection } from '#server/test/database.ts';
import { onRealPostgres } from '#server/test/harness.ts';
import { eventsOf, insertEnquiry, rightsEnquiries } from './test-enquiries.ts';
import { nextEmail, setUpRightsTest } from './test-setup.ts';

/*
 * Two members move the same enquiry at the same moment (decision 093): one move is taken, the other
 * is judged against it and refused, so the history holds one move and the enquirer one answer. Only on
 * real PostgreSQL: PGlite has one connection, so nothing runs at the same time there.
 */

const { ctx, call, staff, mailsOf } = setUpRightsTest();
let other: Database;

beforeAll(async () => {
  if (onRealPostgres) other = await secondConnection(ctx.database);
});
afterAll(async () => {
  if (onRealPostgres) await other.close();
});

const move = (id: number, status: string, as: 'admin' | 'editor') =>
  call('POST', `/staff/rights/enquiries/${id}/status`, {
    token: staff[as].token,
    body: { status },
    lang: 'en',
  });

/**
 * Both moves are sent while another transaction holds the enquiry's row, and it lets go only once both
 * wait for it: they then run one after the other, whatever the machine's speed.
 */
async function together(id: number, moves: [string, 'admin' | 'editor'][]) {
  let answers: Promise<Awaited<ReturnType<typeof move>>[]> | undefined;
  await other.db.transaction(async (tx) => {
    await tx.select().from(rightsEnquiries).where(eq(rightsEnquiries.id, id)).for('update');
    answers = Promise.all(moves.map(([status, as]) => move(id, status, as)));
    await expect.poll(() => backendsWaitingForLocks(ctx.app.db)).toBeGreaterThanOrEqual(moves.length);
  });
  return answers!;
}

describe.runIf(onRealPostgres)('two members moving one enquiry at once', () => {
  it('grants it once: the other grant is refused, one history row, one mail to the enquirer', async () => {
    const row = await insertEnquiry(ctx.app.db, { status: 'in_discussion', email: nextEmail() });
    const answers = await together(row.id, [
      ['granted', 'admin'],
      ['granted', 'editor'],
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((res) => res.statusCode === 409)!;
    expect(refused.json()).toEqual({
      message: 'An enquiry cannot move from “granted” to “granted”',
      code: 'status_not_allowed',
    });
    expect((await eventsOf(ctx.app.db, row.id)).map((e) => [e.fromStatus, e.toStatus])).toEqual([
      [null, 'in_discussion'],
      ['in_discussion', 'granted'],
    ]);
    expect(await mailsOf(row.email)).toHaveLength(1);
  });

  it('takes a grant or a refusal, never both: the status and the history agree', async () => {
    const row = await insertEnquiry(ctx.app.db, { status: 'in_discussion', email: nextEmail() });
    const answers = await together(row.id, [
      ['granted', 'admin'],
      ['declined', 'editor'],
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const taken = answers.find((res) => res.statusCode === 200)!.json().data.status;
    const [stored] = await ctx.app.db.select().from(rightsEnquiries).where(eq(rightsEnquiries.id, row.id));
    expect(stored!.status).toBe(taken);
    const moves = (await eventsOf(ctx.app.db, row.id)).filter((e) => e.fromStatus !== null);
    expect(moves.map((e) => [e.fromStatus, e.toStatus])).toEqual([['in_discussion', taken]]);
    expect(await mailsOf(row.email)).toEqual([
      { kind: `rights_enquiry_${taken}`, subject: expect.stringContaining(row.reference) },
    ]);
  });
});
