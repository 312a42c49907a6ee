/* The mail module: the outbox every other module writes its mails to, the worker that sends them, and its console view. */
export { findStaffMail, listStaffMail } from './admin.ts';
export {
  type ClaimedMail,
  enqueueMail,
  MAX_ATTEMPTS,
  mailsTo,
  type OutboxMail,
  retryMail,
} from './outbox.ts';
export { mailOutboxWorker, type OutboxWorker } from './worker.ts';
