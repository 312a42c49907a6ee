import { z } from 'zod';

/*
 * The shop's background jobs in the back office (admins): each job, when it runs on its own, what waits
 * and runs now, when it last finished; the runs that failed for good, and 'try again' for one of them.
 */

/** Every job the server defines (server/modules/*, defined on the job queue). */
export const JOB_NAMES = [
  'mail.send-outbox',
  'orders.expire-unpaid',
  'orders.release-preorders',
  'cod-confirmation.send-messages',
  'cod-confirmation.expire',
  'carriers.track-shipments',
  'gifts.send-scheduled',
  'privacy.erase-requested',
  'content.send-newsletters',
  'staff.send-digests',
  'staff.remove-abandoned-uploads',
  'rate-limits.sweep',
  'trade-feeds.onix-nightly',
  'zatca.sign-documents',
  'zatca.report-documents',
] as const;
export type JobName = (typeof JOB_NAMES)[number];
/** The failed runs the console lists, newest first. */
export const FAILED_JOBS_SHOWN = 50;

export const staffJobSchema = z.object({
  name: z.enum(JOB_NAMES),
  /** When it runs on its own, a cron expression in UTC; null when it runs only when asked. */
  every: z.string().nullable(),
  waiting: z.number(),
  running: z.number(),
  failed: z.number(),
  /** When a run last finished well (ISO), null when none is kept. */
  last_done_at: z.string().nullable(),
});

export const failedJobSchema = z.object({
  id: z.string(),
  name: z.enum(JOB_NAMES),
  attempts: z.number(),
  /** Why the last attempt failed. */
  error: z.string(),
  failed_at: z.string(),
});

export const staffJobsAnswerSchema = z.object({
  data: z.object({
    /** False when this server runs no jobs (JOB_QUEUE=off): another process may. */
    running_here: z.boolean(),
    jobs: z.array(staffJobSchema),
    failed: z.array(failedJobSchema),
  }),
});
export type StaffJobsAnswer = z.output<typeof staffJobsAnswerSchema>;

export const staffJobParamsSchema = z.object({
  name: z.enum(JOB_NAMES),
  id: z.uuid(),
});

export const staffJobRetriedSchema = z.object({
  data: z.object({ id: z.string(), name: z.enum(JOB_NAMES) }),
  message: z.string(),
});
