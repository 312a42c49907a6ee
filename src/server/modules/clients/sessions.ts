import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '#server/db/client.ts';
import { clientSessions, clients } from '#server/db/schema/clients.ts';
import { unauthenticated } from '#server/plugins/errors.ts';
import { bearerToken, sessionStore } from '#server/services/sessions.ts';

export type AuthClient = { id: number; email: string; name: string; active: boolean; sessionId: number };

declare module 'fastify' {
  interface FastifyRequest {
    /** The client of the bearer token, once `requireClient` or `loadClient` has looked it up. */
    client: AuthClient | null;
  }
  interface FastifyInstance {
    /** onRequest hook of the routes that need a client: 401 unless the request carries a live token. */
    requireClient(request: FastifyRequest): Promise<void>;
    /** The bearer token's client, or null; looked up once per request, only when a route asks. */
    loadClient(request: FastifyRequest): Promise<AuthClient | null>;
  }
}

const sessions = sessionStore(clientSessions);
const DAY_MS = 24 * 60 * 60 * 1000;

/** Creates a session and returns its opaque token: a day, or 30 days when the client asked to be remembered. */
export function issueSession(
  db: Db,
  clientId: number,
  options: { remember: boolean; userAgent?: string; ip?: string },
): Promise<string> {
  return sessions.issue(db, {
    clientId,
    expiresAt: new Date(Date.now() + (options.remember ? 30 : 1) * DAY_MS),
    userAgent: options.userAgent?.slice(0, 300),
    ip: options.ip,
  });
}

export function revokeSession(db: Db, sessionId: number) {
  return sessions.revoke(db, eq(clientSessions.id, sessionId));
}

/** Revokes every session of a client except, optionally, one. */
export function revokeClientSessions(db: Db, clientId: number, exceptSessionId?: number) {
  const keep = exceptSessionId === undefined ? sql`true` : sql`${clientSessions.id} <> ${exceptSessionId}`;
  return sessions.revoke(db, and(eq(clientSessions.clientId, clientId), keep)!);
}

async function findClientByToken(db: Db, token: string): Promise<AuthClient | null> {
  const [row] = await db
    .select({
      id: clients.id,
      email: clients.email,
      name: clients.name,
      active: clients.active,
      sessionId: clientSessions.id,
    })
    .from(clientSessions)
    .innerJoin(clients, eq(clients.id, clientSessions.clientId))
    // A deactivated account's sessions are refused even before staff's revocation reaches them.
    .where(and(sessions.live(token), isNull(clients.deactivatedAt)))
    .limit(1);
  return row ?? null;
}

const looked = Symbol('client looked up');

/**
 * `app.requireClient` and `app.loadClient`: the bearer token is looked up only on the routes that
 * need a client, never on every request that happens to carry one.
 */
export const clientAuthPlugin = fp(async (app) => {
  app.decorateRequest('client', null);
  app.decorateRequest(looked, false);

  const loadClient = async (request: FastifyRequest) => {
    const state = request as FastifyRequest & { [looked]: boolean };
    if (!state[looked]) {
      const token = bearerToken(request);
      request.client = token ? await findClientByToken(app.db, token) : null;
      state[looked] = true;
    }
    return request.client;
  };
  app.decorate('loadClient', loadClient);
  app.decorate('requireClient', async (request: FastifyRequest) => {
    if (!(await loadClient(request))) throw unauthenticated();
  });
});
