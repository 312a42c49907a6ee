import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff } from '#server/modules/staff/testing.ts';
import { apiCaller, createTestApp, type TestContext } from '#server/test/harness.ts';
import type { StaffJobsAnswer } from '#shared/contract/staff-jobs.ts';
import { withNewslettersGone } from './testing.ts';

/*
 * The newsletter job on the job queue (decision 078): a run that fails (here its table is gone) is
 * retried after a growing wait; once its retries are spent it is kept and shown to admins, who run
 * it again from the console. The console's jobs are for admins only.
 */

let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ jobQueue: true, jobRetry: { limit: 1, delaySeconds: 1 } });
  admin = (await signedInStaff(t, 'admin')).token;
});
afterAll(async () => {
  await t?.close();
});

const jobs = async () => {
  const res = await apiCaller(t)('GET', '/staff/jobs', { token: admin });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as StaffJobsAnswer).data;
};

describe('the newsletter job', () => {
  it('retries a failing job, keeps it for admins once its retries are spent, and runs it again', async () => {
    await withNewslettersGone(t.database.db, async () => {
      t.app.jobs.kick('content.send-newsletters');
      await expect
        .poll(async () => (await jobs()).failed.find((job) => job.name === 'content.send-newsletters'), {
          timeout: 60_000,
          interval: 250,
        })
        .toMatchObject({ attempts: 2, error: expect.stringContaining('newsletters') });
    });
    const [failed] = (await jobs()).failed;
    const editor = (await signedInStaff(t, 'editor')).token;
    const url = `/staff/jobs/${failed.name}/${failed.id}/retry`;
    expect((await apiCaller(t)('POST', url, { token: editor })).statusCode).toBe(403);

    const retried = await apiCaller(t)('POST', url, { token: admin, lang: 'en' });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().message).toBe('The job will run again in a moment');
    await expect
      .poll(async () => (await jobs()).jobs.find((job) => job.name === 'content.send-newsletters'), {
        timeout: 60_000,
        interval: 250,
      })
      .toMatchObject({ failed: 0, last_done_at: expect.any(String) });
    expect((await jobs()).failed).toEqual([]);

    const again = await apiCaller(t)('POST', url, { token: admin, lang: 'ar' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'لا تُعاد إلا مهمة أخفقت', code: 'not_failed' });
  });
});
