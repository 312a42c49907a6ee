import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '#server/db/client.ts';
import { clientSessions, clients } from '#server/db/schema/clients.ts';
import { unauthenticated } from './errors.ts';

export type AuthClient = { id: number; email: string; name: string; active: boolean; sessionId: number };

declare module 'fastify' {
  interface FastifyRequest {
    /** The client of a valid bearer token, or null. */
    client: AuthClient | null;
  }
  interface FastifyInstance {
    /** preHandler: answers 401 unless the request carries a valid token. */
    requireClient(request: FastifyRequest): Promise<void>;
  }
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const DAY_MS = 24 * 60 * 60 * 1000;

/** Creates a session and returns its opaque token; only the token's hash is stored. */
export async function issueSession(
  db: Db,
  clientId: number,
  options: { remember: boolean; userAgent?: string; ip?: string },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(clientSessions).values({
    clientId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + (options.remember ? 30 : 1) * DAY_MS),
    userAgent: options.userAgent?.slice(0, 300),
    ip: options.ip,
  });
  return token;
}

export async function revokeSession(db: Db, sessionId: number) {
  await db.update(clientSessions).set({ revokedAt: new Date() }).where(eq(clientSessions.id, sessionId));
}

/** Revokes every session of a client except, optionally, one. */
export async function revokeClientSessions(db: Db, clientId: number, exceptSessionId?: number) {
  const keep = exceptSessionId === undefined ? sql`true` : sql`${clientSessions.id} <> ${exceptSessionId}`;
  await db
    .update(clientSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(clientSessions.clientId, clientId), isNull(clientSessions.revokedAt), keep));
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
    .where(
      and(
        eq(clientSessions.tokenHash, hashToken(token)),
        isNull(clientSessions.revokedAt),
        gt(clientSessions.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row ?? null;
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S{16,200})$/i.exec(header);
  return match?.[1];
}

/** Resolves `request.client` from `Authorization: Bearer <token>` when a route asks for it. */
export const authPlugin = fp(async (app) => {
  app.decorateRequest('client', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (token) request.client = await findClientByToken(app.db, token);
  });
  app.decorate('requireClient', async (request: FastifyRequest) => {
    if (!request.client) throw unauthenticated();
  });
});
