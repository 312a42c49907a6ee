import { and, desc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '#server/db/client.ts';
import { staffSessions, staffUsers } from '#server/db/schema/staff.ts';
import { AppError } from '#server/plugins/errors.ts';
import { bearerToken, sessionStore } from '#server/services/sessions.ts';
import type {} from '#server/services/shop-settings.ts';
import type { StaffMember, StaffRole } from '#shared/contract/staff.ts';
import { staffMessages } from './messages.ts';

export type StaffAuth = StaffMember & { sessionId: number; twoFactorOn: boolean };

/** What the shop asks of its members' sign-in, from the shop's settings (`app.shopSettings`). */
export type StaffPolicy = { adminsNeedTwoFactor(): Promise<boolean> };

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff member of a valid staff token, set by `requireStaff`. */
    staff: StaffAuth | null;
  }
  interface FastifyInstance {
    staffPolicy: StaffPolicy;
  }
}

/** A working day: a console left open overnight asks for the password again. */
export const STAFF_SESSION_MS = 12 * 60 * 60 * 1000;

const sessions = sessionStore(staffSessions);

/** The address without its last part: enough to tell a place, not a person. */
export function addressPrefix(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d+\.\d+\.\d+)\.\d+$/.exec(ip);
  if (v4) return `${v4[1]}.0/24`;
  const groups = ip.split(':').filter(Boolean);
  return groups.length > 0 ? `${groups.slice(0, 3).join(':')}::/48` : '';
}

/** Creates a staff session and returns its opaque token; only the token's hash is stored. */
export async function issueStaffSession(
  db: Db,
  staffId: number,
  from?: { userAgent?: string; ip?: string },
): Promise<{ token: string; expiresAt: Date }> {
  const expiresAt = new Date(Date.now() + STAFF_SESSION_MS);
  const token = await sessions.issue(db, {
    staffId,
    expiresAt,
    userAgent: from?.userAgent?.slice(0, 300) ?? null,
    ipPrefix: from?.ip ? addressPrefix(from.ip) : null,
    lastSeenAt: new Date(),
  });
  return { token, expiresAt };
}

export function revokeStaffSession(db: Db, sessionId: number) {
  return sessions.revoke(db, eq(staffSessions.id, sessionId));
}

const liveOf = (staffId: number) =>
  and(
    eq(staffSessions.staffId, staffId),
    isNull(staffSessions.revokedAt),
    gt(staffSessions.expiresAt, new Date()),
  );

/** The member's live sessions, the latest seen first. */
export function listStaffSessions(db: Db, staffId: number) {
  return db
    .select({
      id: staffSessions.id,
      createdAt: staffSessions.createdAt,
      lastSeenAt: staffSessions.lastSeenAt,
      userAgent: staffSessions.userAgent,
      ipPrefix: staffSessions.ipPrefix,
    })
    .from(staffSessions)
    .where(liveOf(staffId))
    .orderBy(
      desc(sql`coalesce(${staffSessions.lastSeenAt}, ${staffSessions.createdAt})`),
      desc(staffSessions.id),
    );
}

/** Ends one live session of the member; false when it is not theirs or already over. */
export async function endStaffSession(db: Db, staffId: number, sessionId: number): Promise<boolean> {
  const rows = await db
    .update(staffSessions)
    .set({ revokedAt: new Date() })
    .where(and(liveOf(staffId), eq(staffSessions.id, sessionId)))
    .returning({ id: staffSessions.id });
  return rows.length === 1;
}

/** Ends every live session of the member but `keep`; answers how many. */
export async function endOtherStaffSessions(db: Db, staffId: number, keep: number): Promise<number> {
  const rows = await db
    .update(staffSessions)
    .set({ revokedAt: new Date() })
    .where(and(liveOf(staffId), ne(staffSessions.id, keep)))
    .returning({ id: staffSessions.id });
  return rows.length;
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
      totpEnabledAt: staffUsers.totpEnabledAt,
    })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffId))
    .where(
      // A deactivated member is out at once, whatever sessions they still hold.
      and(sessions.live(token), eq(staffUsers.active, true)),
    )
    .limit(1);
  if (!row) return null;
  const { totpEnabledAt, ...member } = row;
  return { ...member, twoFactorOn: totpEnabledAt !== null };
}

/** Marks the session seen now, at most once a minute, so reading the sessions list stays cheap. */
async function markSeen(db: Db, sessionId: number) {
  await db
    .update(staffSessions)
    .set({ lastSeenAt: new Date() })
    .where(
      and(
        eq(staffSessions.id, sessionId),
        or(isNull(staffSessions.lastSeenAt), lt(staffSessions.lastSeenAt, new Date(Date.now() - 60_000))),
      ),
    );
}

/** Whether the shop's rule asks this member to set up two-factor sign-in before anything else. */
export async function needsTwoFactorSetup(
  policy: StaffPolicy,
  staff: Pick<StaffAuth, 'role' | 'twoFactorOn'>,
) {
  return staff.role === 'admin' && !staff.twoFactorOn && (await policy.adminsNeedTwoFactor());
}

/** Routes open to a member who must still set up two-factor sign-in: who they are, signing out, the setup. */
const SETUP_ROUTES = new Set([
  'GET /api/staff/me',
  'POST /api/staff/logout',
  'GET /api/staff/security',
  'POST /api/staff/security/two-factor/start',
  'POST /api/staff/security/two-factor/confirm',
  'GET /api/staff/sessions',
  'POST /api/staff/sessions/:id/end',
  'POST /api/staff/sessions/end-others',
]);

const staffUnauthenticated = () => new AppError(401, 'unauthenticated', staffMessages.unauthenticated);
const staffForbidden = () => new AppError(403, 'forbidden', staffMessages.forbidden);
const setupFirst = () => new AppError(403, 'two_factor_setup_required', staffMessages.twoFactorSetupRequired);

/**
 * onRequest hook of the staff routes: 401 without a live staff token (a client's token included), 403
 * when the member's role is not among `roles`, and 403 `two_factor_setup_required` for an admin without
 * two-factor sign-in while the shop requires it, on every route but the setup's own.
 */
export function requireStaff(roles?: readonly StaffRole[]) {
  return async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const staff = token ? await findStaffByToken(request.server.db, token) : null;
    if (!staff) throw staffUnauthenticated();
    if (roles && !roles.includes(staff.role)) throw staffForbidden();
    const routeKey = `${request.method} ${request.routeOptions.url}`;
    if (!SETUP_ROUTES.has(routeKey) && (await needsTwoFactorSetup(request.server.staffPolicy, staff))) {
      throw setupFirst();
    }
    await markSeen(request.server.db, staff.sessionId);
    request.staff = staff;
  };
}

/** `app.requireStaff(roles)`, the guard that staff routes of the endpoint map are registered with. */
export const staffAuthPlugin = fp(async (app) => {
  app.decorateRequest('staff', null);
  // The shop's rule, read by every staff route's guard for an admin without two-factor sign-in: part
  // of the guard itself, so it holds whichever of the console's plugins the app registers.
  app.decorate('staffPolicy', {
    adminsNeedTwoFactor: async () => (await app.shopSettings.read(app.db)).admins_two_factor,
  } satisfies StaffPolicy);
  app.decorate('requireStaff', (roles?: readonly StaffRole[]) => requireStaff(roles) as onRequestHookHandler);
});
