import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '#server/db/schema/mail.ts';
import { setUpTestApp } from '#server/test/harness.ts';
import { enqueueMail } from './outbox.ts';
import { outboxStats } from './stats.ts';
import { backdateMail } from './testing.ts';

/* The outbox at a glance, for the operator's monitoring (GET /metrics). */

const t = setUpTestApp();
const mail = (to: string) => ({
  kind: 'test',
  to,
  language: 'en' as const,
  subject: 'Your order',
  text: 'Thanks',
  html: '<p>Thanks</p>',
});

describe('outboxStats', () => {
  it('counts the mails still owed (waiting or being sent), the failed ones, and the age of the oldest owed', async () => {
    expect(await outboxStats(t.database.db)).toEqual({ pending: 0, failed: 0, oldestPendingSeconds: 0 });
    const ids = [];
    for (const to of ['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com']) {
      ids.push((await enqueueMail(t.database.db, mail(to)))!);
    }
    const [waiting, sending, failed, sent] = ids as [number, number, number, number];
    await backdateMail(t.database.db, waiting, { secondsAgo: 600 });
    await backdateMail(t.database.db, sending, { secondsAgo: 1200, status: 'sending' });
    await backdateMail(t.database.db, failed, { secondsAgo: 86_400, status: 'failed' });
    await backdateMail(t.database.db, sent, { secondsAgo: 90_000 });
    await t.database.db.update(mailOutbox).set({ status: 'sent' }).where(eq(mailOutbox.id, sent));
    const stats = await outboxStats(t.database.db);
    expect(stats).toMatchObject({ pending: 2, failed: 1 });
    // The mail being sent is the oldest owed; the failed and the sent ones are older but not owed.
    expect(stats.oldestPendingSeconds).toBeGreaterThanOrEqual(1200);
    expect(stats.oldestPendingSeconds).toBeLessThan(86_400);
  });
});
