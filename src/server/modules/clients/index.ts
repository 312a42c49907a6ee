/*
 * The clients module's public surface: its routes, the bearer auth of client routes, sessions, the
 * client lock, and the back office's clients routes with the options they are given.
 */

export { accountDataOf } from './client-data.ts';
export { closeAccountForErasure } from './erasure.ts';
export { clientIdByEmail, clientMailbox, clientNamesByIds } from './mailbox.ts';
export { clientRoutes } from './routes.ts';
export { clientCountry, lockClient, rememberClientCountry } from './service.ts';
export { clientAuthPlugin, issueSession } from './sessions.ts';
export { type ClientsAdminOptions, clientsAdminRoutes } from './staff-routes.ts';
