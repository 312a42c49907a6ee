import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Db } from '#server/db/client.ts';

/*
 * Bearer sessions (DESIGN.md 'sessions'): an opaque 256-bit token is handed out once; only its SHA-256
 * is stored. Client and staff sessions live in their own tables, each owned by its module, and are
 * issued, found and revoked the same way here.
 */

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The token of `Authorization: Bearer <token>`, when the header has that form. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S{16,200})$/i.exec(header);
  return match?.[1];
}

type SessionTable = PgTable & { id: PgColumn; tokenHash: PgColumn; expiresAt: PgColumn; revokedAt: PgColumn };

export function sessionStore<Table extends SessionTable>(table: Table) {
  return {
    /** Stores a session and returns its token; only the token's hash is kept. */
    async issue(db: Db, values: Omit<Table['$inferInsert'], 'tokenHash'>): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await db.insert(table).values({ ...values, tokenHash: hashToken(token) } as Table['$inferInsert']);
      return token;
    },

    /** The condition met by the live session of `token`: its hash, neither revoked nor expired. */
    live(token: string): SQL {
      return and(
        eq(table.tokenHash, hashToken(token)),
        isNull(table.revokedAt),
        gt(table.expiresAt, new Date()),
      )!;
    },

    /** Revokes the sessions that `where` selects, from now on. */
    async revoke(db: Db, where: SQL) {
      await db
        .update(table)
        .set({ revokedAt: new Date() } as Partial<Table['$inferInsert']>)
        .where(and(where, isNull(table.revokedAt)));
    },
  };
}
