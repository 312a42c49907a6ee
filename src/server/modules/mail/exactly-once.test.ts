import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '#server/db/schema/mail.ts';
import { createTestApp, startSecondProcess, type TestContext } from '#server/test/harness.ts';
import { startTestSmtp, type TestSmtp } from '#server/test/smtp.ts';
import { claimDueMails, enqueueMail, markFailed, markSent, renewLease } from './outbox.ts';

/* Every mail leaves the outbox exactly once, however slow the mail server and however many processes
   work the outbox (decision 044). */

/* Short, yet long enough that a loaded machine's pauses (PGlite answers on the event loop) do not
   outlast it: the lease is renewed every third of it. */
const LEASE_MS = 500;

let smtp: TestSmtp;
let t: TestContext;
let others: Awaited<ReturnType<typeof startSecondProcess>>[];
beforeAll(async () => {
  // Each message takes the mail server three leases to accept.
  smtp = await startTestSmtp({ answerAfterMs: 3 * LEASE_MS });
  t = await createTestApp({ smtpUrl: smtp.url, mailOutboxLeaseMs: LEASE_MS });
  others = [await startSecondProcess(t), await startSecondProcess(t)];
});
afterAll(async () => {
  for (const other of others) await other.close();
  await t.close();
  await smtp.close();
});

let counter = 0;
const write = async () => {
  counter += 1;
  const id = await enqueueMail(t.database.db, {
    kind: 'test',
    to: `reader${counter}@example.com`,
    language: 'en',
    subject: `Mail ${counter}`,
    text: 'Hello',
    html: '<p>Hello</p>',
  });
  return id as number;
};
const rowsOf = (ids: number[]) => t.database.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
const messageIdOf = (raw: string) => /^Message-ID: (.+?)\r?$/im.exec(raw)?.[1];

describe('sending each mail exactly once', () => {
  it('sends every mail once when three processes work the outbox of a mail server slower than the lease', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 6; i += 1) ids.push(await write());

    const rounds = await Promise.all(
      [t.app, ...others.map((other) => other.app)].map((app) => app.outbox.work()),
    );

    expect(rounds.reduce((sum, round) => sum + round.sent, 0)).toBe(ids.length);
    expect(rounds.every((round) => round.failed === 0)).toBe(true);
    const received = smtp.messages.map((message) => messageIdOf(message.raw)).sort();
    expect(received).toEqual(ids.map((id) => `<outbox-${id}@localhost>`).sort());
    const rows = await rowsOf(ids);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual(ids.map(() => ['sent', 1]));
  });

  it('lets a sender whose lease was taken over neither renew nor mark the mail', async () => {
    const db = t.database.db;
    const id = await write();
    const [first] = await claimDueMails(db, 1, 60_000);
    expect(first).toMatchObject({ id, attempts: 1, status: 'sending' });
    expect(await renewLease(db, first, 60_000)).toMatchObject({ id, attempts: 1 });

    // The first sender stalls past its lease; another process takes the mail.
    await db
      .update(mailOutbox)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(mailOutbox.id, id));
    const [second] = await claimDueMails(db, 1, 60_000);
    expect(second).toMatchObject({ id, attempts: 2 });

    expect(await renewLease(db, first, 60_000)).toBeNull();
    expect(await markSent(db, first)).toBe(false);
    expect(await markFailed(db, first, 'timed out')).toBe(false);
    expect((await rowsOf([id]))[0]).toMatchObject({ status: 'sending', attempts: 2, lastError: null });

    const renewed = await renewLease(db, second, 60_000);
    expect(renewed).not.toBeNull();
    expect(await markSent(db, renewed!)).toBe(true);
    expect((await rowsOf([id]))[0]).toMatchObject({ status: 'sent', attempts: 2 });
    expect(await markSent(db, renewed!)).toBe(false);
  });
});
