/* The mail module: the outbox every other module writes its mails to, the worker that sends them, and its console view. */
export { findStaffMail, listStaffMail } from './admin.ts';
export {
  enqueueMail,
  MAX_ATTEMPTS,
  mailsTo,
  retryMail,
} from './outbox.ts';
export { failedMailCount, type OutboxStats, outboxStats } from './stats.ts';
export { mailOutboxWorker } from './worker.ts';
