/* The clients module's public surface: its routes, the bearer auth of client routes, sessions and the client lock. */
export { clientRoutes } from './routes.ts';
export { lockClient } from './service.ts';
export { type AuthClient, clientAuthPlugin, issueSession } from './sessions.ts';
