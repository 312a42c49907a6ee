/* The mail module: the outbox every other module writes its mails to, the worker that sends them, and its console view. */
export {
  enqueueMail,
  MAX_ATTEMPTS,
  mailsTo,
} from './outbox.ts';
export { mailAdminRoutes } from './staff-routes.ts';
export { failedMailCount, type OutboxStats, outboxStats } from './stats.ts';
export { mailOutboxWorker } from './worker.ts';
