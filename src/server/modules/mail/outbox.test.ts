import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '#server/db/schema/mail.ts';
import { createTestApp, onRealPostgres, type TestContext } from '#server/test/harness.ts';
import { closedPort, mailServerUp, startTestSmtp, type TestSmtp } from '#server/test/smtp.ts';
import { claimDueMails, enqueueMail, MAX_ATTEMPTS, retryMail } from './outbox.ts';

/* DESIGN.md 'Mail': an outbox table in PostgreSQL worked by the server (retries with backoff, sent
   once); business transactions never wait on, or roll back for, a mail. */

let smtp: TestSmtp;
let port: number;
let t: TestContext;
beforeAll(async () => {
  smtp = await startTestSmtp();
  port = await closedPort();
  t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let counter = 0;
const mail = (overrides: Partial<Parameters<typeof enqueueMail>[1]> = {}) => {
  counter += 1;
  return {
    kind: 'test',
    to: `Reader${counter}@Example.com`,
    language: 'ar' as const,
    subject: 'وصل طلبك',
    text: 'شكراً لطلبك',
    html: '<p>شكراً لطلبك</p>',
    ...overrides,
  };
};
const row = async (id: number) =>
  (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];

describe('the mail outbox', () => {
  it('writes nothing when the change it tells of rolls back', async () => {
    const written = mail();
    await expect(
      t.database.db.transaction(async (tx) => {
        await enqueueMail(tx, written);
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    const rows = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, written.to.toLowerCase()));
    expect(rows).toEqual([]);
  });

  it('writes a mail once per key', async () => {
    const first = await enqueueMail(t.database.db, mail({ key: 'order:1:received' }));
    const second = await enqueueMail(t.database.db, mail({ key: 'order:1:received' }));
    expect(first).toBeTypeOf('number');
    expect(second).toBeNull();
  });

  it('keeps a mail the server could not take and sends it, once, when the server is back', async () => {
    const written = mail({ headers: { 'List-Unsubscribe': '<https://shop.example/u/1>' } });
    const id = (await enqueueMail(t.database.db, written))!;
    const down = await t.app.outbox.work();
    expect(down.failed).toBeGreaterThanOrEqual(1);
    const waiting = await row(id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting.lastError).toBeTruthy();
    expect(waiting.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);

    // Not due yet: another round leaves it alone.
    const server = await mailServerUp(port, smtp);
    try {
      expect((await t.app.outbox.work()).sent).toBe(0);
      await t.database.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` });
      const up = await t.app.outbox.work();
      expect(up.sent).toBeGreaterThanOrEqual(1);
      const received = await smtp.nextMail(written.to);
      expect(received.subject).toBe('وصل طلبك');
      expect(received.text.trim()).toBe('شكراً لطلبك');
      expect(received.language).toBe('ar');
      expect(received.raw).toContain(`Message-ID: <outbox-${id}@localhost>`);
      expect(received.raw).toContain('List-Unsubscribe: <https://shop.example/u/1>');
      expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });

      await t.app.outbox.work();
      expect(smtp.pending(written.to)).toEqual([]);
    } finally {
      await server.down();
    }
  });

  it('leaves a mail failed after its last attempt, and staff can try it again', async () => {
    const id = (await enqueueMail(t.database.db, mail()))!;
    await t.database.db
      .update(mailOutbox)
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where(eq(mailOutbox.id, id));
    await t.app.outbox.work();
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(await retryMail(t.database.db, id)).toBe(true);
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(await retryMail(t.database.db, id)).toBe(false);
  });

  it('takes back a mail whose sender stopped before marking it', async () => {
    const id = (await enqueueMail(t.database.db, mail()))!;
    await t.database.db
      .update(mailOutbox)
      .set({ status: 'sending', lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(mailOutbox.id, id));
    const claimed = await claimDueMails(t.database.db, 100);
    expect(claimed.map((m) => m.id)).toContain(id);
  });

  it.runIf(onRealPostgres)('never gives the same mail to two senders at once', async () => {
    await t.database.db.update(mailOutbox).set({ status: 'sent' });
    const ids: number[] = [];
    for (let i = 0; i < 30; i += 1) ids.push((await enqueueMail(t.database.db, mail()))!);
    const takes = await Promise.all([1, 2, 3].map(() => claimDueMails(t.database.db, 12)));
    const taken = takes.flat().map((m) => m.id);
    expect(new Set(taken).size).toBe(taken.length);
    expect(taken.sort((a, b) => a - b)).toEqual(ids);
  });
});
