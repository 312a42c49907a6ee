import { jobPlugin } from '#server/modules/jobs/index.ts';
import { sendQueuedNewsletters } from './newsletters.ts';

/** The job that writes the mails of newsletters staff sent; the send route asks for a run at once. */
export const NEWSLETTER_JOB = 'content.send-newsletters';

/**
 * Writes the mails of newsletters staff sent, batch by batch, to the outbox (which then sends them):
 * when staff send one, and every minute for what is left (tests call `sendQueuedNewsletters`).
 */
export const newsletterJob = jobPlugin((app) => ({
  name: NEWSLETTER_JOB,
  every: '* * * * *',
  async run() {
    const mails = await sendQueuedNewsletters(app.db, app.config.publicUrl);
    return mails > 0 ? { mails } : null;
  },
}));
