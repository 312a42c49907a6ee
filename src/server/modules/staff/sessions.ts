import { and, eq } from 'drizzle-orm';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '#server/db/client.ts';
import { staffSessions, staffUsers } from '#server/db/schema/staff.ts';
import { AppError } from '#server/plugins/errors.ts';
import { bearerToken, sessionStore } from '#server/services/sessions.ts';
import type { StaffMember, StaffRole } from '#shared/contract/staff.ts';
import { staffMessages } from './messages.ts';

export type StaffAuth = StaffMember & { sessionId: number };

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff member of a valid staff token, set by `requireStaff`. */
    staff: StaffAuth | null;
  }
}

/** A working day: a console left open overnight asks for the password again. */
export const STAFF_SESSION_MS = 12 * 60 * 60 * 1000;

const sessions = sessionStore(staffSessions);

/** Creates a staff session and returns its opaque token; only the token's hash is stored. */
export async function issueStaffSession(
  db: Db,
  staffId: number,
): Promise<{ token: string; expiresAt: Date }> {
  const expiresAt = new Date(Date.now() + STAFF_SESSION_MS);
  return { token: await sessions.issue(db, { staffId, expiresAt }), expiresAt };
}

export function revokeStaffSession(db: Db, sessionId: number) {
  return sessions.revoke(db, eq(staffSessions.id, sessionId));
}

/** Looked up in staff_sessions only: a client's token is unknown here whatever it is worth elsewhere. */
async function findStaffByToken(db: Db, token: string): Promise<StaffAuth | null> {
  const [row] = await db
    .select({
      id: staffUsers.id,
      name: staffUsers.name,
      email: staffUsers.email,
      role: staffUsers.role,
      sessionId: staffSessions.id,
    })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffId))
    .where(
      // A deactivated member is out at once, whatever sessions they still hold.
      and(sessions.live(token), eq(staffUsers.active, true)),
    )
    .limit(1);
  return row ?? null;
}

const staffUnauthenticated = () => new AppError(401, 'unauthenticated', staffMessages.unauthenticated);
const staffForbidden = () => new AppError(403, 'forbidden', staffMessages.forbidden);

/**
 * onRequest hook of the staff routes: 401 without a live staff token (a client's token included), 403
 * when the member's role is not among `roles`.
 */
export function requireStaff(roles?: readonly StaffRole[]) {
  return async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const staff = token ? await findStaffByToken(request.server.db, token) : null;
    if (!staff) throw staffUnauthenticated();
    if (roles && !roles.includes(staff.role)) throw staffForbidden();
    request.staff = staff;
  };
}

/** `app.requireStaff(roles)`, the guard that staff routes of the endpoint map are registered with. */
export const staffAuthPlugin = fp(async (app) => {
  app.decorateRequest('staff', null);
  app.decorate('requireStaff', (roles?: readonly StaffRole[]) => requireStaff(roles) as onRequestHookHandler);
});
