import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueMail } from '#server/modules/mail/index.ts';
import { signedInStaff } from '#server/modules/staff/testing.ts';
import { apiCaller, createTestApp, type TestContext } from '#server/test/harness.ts';
import { startTestSmtp, type TestSmtp } from '#server/test/smtp.ts';
import { JOB_NAMES, type StaffJobsAnswer } from '#shared/contract/staff-jobs.ts';

/*
 * Background work on a real job queue (pg-boss in the shop's own database, decision 078): a mail goes
 * out without anyone working the outbox, and every job runs on its schedule. A job that keeps failing
 * is retried, then kept for admins, who run it again: content/newsletter-job.test.ts.
 */

let smtp: TestSmtp;
let t: TestContext;
let admin: string;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ smtpUrl: smtp.url, jobQueue: true });
  admin = (await signedInStaff(t, 'admin')).token;
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const jobs = async () => {
  const res = await apiCaller(t)('GET', '/staff/jobs', { token: admin });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as StaffJobsAnswer).data;
};

describe('the job queue', () => {
  it('sends a mail written to the outbox at once, without anyone working the outbox', async () => {
    await enqueueMail(t.database.db, {
      kind: 'test',
      to: 'reader@queue.example',
      language: 'ar',
      subject: 'وصل طلبك',
      text: 'شكراً لطلبك',
      html: '<p>شكراً لطلبك</p>',
    });
    const mail = await smtp.nextMail('reader@queue.example', 30_000);
    expect(mail.subject).toBe('وصل طلبك');
  });

  it('runs every job of the shop on its own schedule', async () => {
    const schedules = await t.app.jobs.boss!.getSchedules();
    expect(Object.fromEntries(schedules.map((s) => [s.name, s.cron]))).toEqual({
      'carriers.track-shipments': '*/30 * * * *',
      'mail.send-outbox': '* * * * *',
      'orders.expire-unpaid': '* * * * *',
      'orders.release-preorders': '* * * * *',
      'cod-confirmation.send-messages': '* * * * *',
      'cod-confirmation.expire': '* * * * *',
      'gifts.send-scheduled': '* * * * *',
      'privacy.erase-requested': '23 * * * *',
      'content.send-newsletters': '* * * * *',
      'staff.send-digests': '* * * * *',
      'staff.remove-abandoned-uploads': '17 * * * *',
      'rate-limits.sweep': '7 * * * *',
      'trade-feeds.onix-nightly': '40 1 * * *',
      'zatca.sign-documents': '* * * * *',
      'zatca.report-documents': '* * * * *',
    });
    expect((await jobs()).jobs.map((job) => job.name)).toEqual([...JOB_NAMES]);
  });
});
