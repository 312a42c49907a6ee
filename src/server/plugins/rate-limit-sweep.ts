import { jobPlugin } from '#server/modules/jobs/index.ts';
import { sweepOldWindows } from './rate-limit.ts';

/** Old windows of the rate limits are useless: the job queue clears them every hour, so the table stays small. */
export const rateLimitSweepJob = jobPlugin((app) => ({
  name: 'rate-limits.sweep',
  every: '7 * * * *',
  async run() {
    const windows = await sweepOldWindows(app.db);
    return windows > 0 ? { windows } : null;
  },
}));
