/*
 * The clients module's public surface: its routes, the bearer auth of client routes, sessions, the
 * client lock, and the back office's reading and changing of clients.
 */

export { clientSessionsOf, listStaffClients, presentClientProfile } from './admin.ts';
export {
  ClientRefusal,
  type ClientRefusalReason,
  clientAwaitingActivation,
  deactivateClient,
  dismissDeactivationRequest,
  endClientSessions,
  reactivateClient,
} from './admin-write.ts';
export { clientMailbox, clientNamesByIds } from './mailbox.ts';
export { clientRoutes } from './routes.ts';
export { findClientById, lockClient, sendCode } from './service.ts';
export { clientAuthPlugin, issueSession } from './sessions.ts';
