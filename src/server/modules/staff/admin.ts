import { and, asc, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { staffSessions, staffUsers } from '#server/db/schema/staff.ts';
import { hashPassword } from '#server/services/passwords.ts';
import { sessionStore } from '#server/services/sessions.ts';
import type { StaffRole } from '#shared/contract/staff.ts';
import {
  STAFF_MEMBERS_PER_PAGE,
  type StaffMemberRow,
  type StaffMembersQuery,
} from '#shared/contract/staff-members.ts';
import { createStaffMember } from './service.ts';
import { disableTwoFactor } from './two-factor.ts';

/*
 * Managing the console's members (admins only): list, add, edit, deactivate, reactivate and set a
 * new password. A member's sessions end when they are deactivated or their password is replaced, in
 * the same transaction; and there is always at least one active admin left.
 */

/** Why a change to a member is refused; the route says it in the member's language. */
export type StaffRefusalReason =
  | 'not_found'
  | 'email_taken'
  | 'last_admin'
  | 'self_deactivation'
  | 'own_two_factor';

export class StaffRefusal extends Error {
  constructor(readonly reason: StaffRefusalReason) {
    super(`staff change refused: ${reason}`);
  }
}

const sessions = sessionStore(staffSessions);

/** The member's latest sign-in (the outer row is named in full: drizzle leaves its columns bare). */
const lastSignIn = sql<Date | string | null>`(
  select max(${sql.identifier('created_at')}) from ${staffSessions}
  where ${staffSessions}.${sql.identifier('staff_id')} = ${staffUsers}.${sql.identifier('id')}
)`;

const memberColumns = {
  id: staffUsers.id,
  name: staffUsers.name,
  email: staffUsers.email,
  role: staffUsers.role,
  active: staffUsers.active,
  createdAt: staffUsers.createdAt,
  lastSignInAt: lastSignIn,
  twoFactorEnabledAt: staffUsers.totpEnabledAt,
};

type MemberRecord = {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
  active: boolean;
  createdAt: Date;
  lastSignInAt: Date | string | null;
  twoFactorEnabledAt: Date | null;
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function present(row: MemberRecord): StaffMemberRow {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    active: row.active,
    created_at: iso(row.createdAt)!,
    last_sign_in_at: iso(row.lastSignInAt),
    two_factor: row.twoFactorEnabledAt !== null,
  };
}

/** The fields an activity row tells of: never the password hash. */
export const memberFields = (row: StaffMemberRow) => ({
  name: row.name,
  email: row.email,
  role: row.role,
  active: row.active,
});

const sortColumns = {
  name: staffUsers.name,
  email: staffUsers.email,
  role: staffUsers.role,
  created_at: staffUsers.createdAt,
  last_sign_in_at: lastSignIn,
} as const;

export async function listStaffMembers(
  db: Db,
  query: StaffMembersQuery,
): Promise<{ data: StaffMemberRow[]; total: number; page: number; perPage: number }> {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? STAFF_MEMBERS_PER_PAGE;
  const conditions: SQL[] = [];
  if (query.search) {
    conditions.push(
      sql`(strpos(shop_normalize(${staffUsers.name}), shop_normalize(${query.search})) > 0
        or strpos(${staffUsers.email}, lower(${query.search})) > 0)`,
    );
  }
  if (query.role) conditions.push(eq(staffUsers.role, query.role));
  if (query.active !== undefined) conditions.push(eq(staffUsers.active, query.active));
  const where = conditions.length > 0 ? and(...conditions) : undefined;

  const sort = query.sort ?? 'name';
  const direction = query.dir ?? (sort === 'created_at' || sort === 'last_sign_in_at' ? 'desc' : 'asc');
  const column = sortColumns[sort];
  const order =
    sort === 'last_sign_in_at'
      ? sql`${column} ${sql.raw(direction)} nulls last`
      : direction === 'asc'
        ? asc(column)
        : desc(column);

  const [rows, [{ total }]] = await Promise.all([
    db
      .select(memberColumns)
      .from(staffUsers)
      .where(where)
      .orderBy(order, asc(staffUsers.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(staffUsers).where(where),
  ]);
  return { data: rows.map(present), total, page, perPage };
}

export async function findStaffMember(db: Db, id: number): Promise<StaffMemberRow | undefined> {
  const [row] = await db.select(memberColumns).from(staffUsers).where(eq(staffUsers.id, id)).limit(1);
  return row && present(row);
}

async function memberOrRefuse(db: Db, id: number): Promise<StaffMemberRow> {
  const member = await findStaffMember(db, id);
  if (!member) throw new StaffRefusal('not_found');
  return member;
}

/** Names of members by id, for the activity log (members removed from the table are missing). */
export async function staffNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: staffUsers.id, name: staffUsers.name })
    .from(staffUsers)
    .where(inArray(staffUsers.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

export type NewStaffAccount = { name: string; email: string; role: StaffRole; password: string };

/** Adds an active member; refused when the e-mail is already a member's. */
export async function addStaffMember(tx: Db, input: NewStaffAccount): Promise<StaffMemberRow> {
  const created = await createStaffMember(tx, input);
  if (!created) throw new StaffRefusal('email_taken');
  return memberOrRefuse(tx, created.id);
}

/**
 * Locks every active admin's row until the transaction ends, and says how many there are. Two
 * admins demoting or deactivating each other at once therefore take turns, and the second sees the
 * first one's change: the last active admin is never removed by a race.
 */
async function lockActiveAdmins(tx: Db): Promise<number[]> {
  const rows = await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(and(eq(staffUsers.role, 'admin'), eq(staffUsers.active, true)))
    .orderBy(asc(staffUsers.id))
    .for('update');
  return rows.map((row) => row.id);
}

export type StaffChanges = { name?: string; email?: string; role?: StaffRole; active?: boolean };
export type StaffWriteResult = { before: StaffMemberRow; after: StaffMemberRow };

/**
 * Changes a member's name, e-mail, role or standing. `actorId` is the admin making the change, who
 * may not deactivate themselves (another admin must, so the console is never left without a way in).
 */
export async function updateStaffMember(
  tx: Db,
  id: number,
  changes: StaffChanges,
  actorId: number,
): Promise<StaffWriteResult> {
  // Locked first, so that `before` is read after any concurrent change of an admin has committed.
  const admins = changes.role !== undefined || changes.active !== undefined ? await lockActiveAdmins(tx) : [];
  const before = await memberOrRefuse(tx, id);
  const role = changes.role ?? before.role;
  const active = changes.active ?? before.active;
  if (!active && before.active && id === actorId) throw new StaffRefusal('self_deactivation');
  const removesAnAdmin = before.role === 'admin' && before.active && !(role === 'admin' && active);
  if (removesAnAdmin && !admins.some((other) => other !== id)) throw new StaffRefusal('last_admin');

  const email = changes.email ?? before.email;
  if (email !== before.email) {
    const [taken] = await tx
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(and(eq(staffUsers.email, email), ne(staffUsers.id, id)))
      .limit(1);
    if (taken) throw new StaffRefusal('email_taken');
  }
  await tx
    .update(staffUsers)
    .set({ name: changes.name ?? before.name, email, role, active })
    .where(eq(staffUsers.id, id));
  // Deactivation ends every session of the member at once.
  if (!active && before.active) await sessions.revoke(tx, eq(staffSessions.staffId, id));
  return { before, after: await memberOrRefuse(tx, id) };
}

/** Deactivates (`active` false: their sessions end now) or reactivates a member. */
export function setStaffActive(tx: Db, id: number, active: boolean, actorId: number) {
  return updateStaffMember(tx, id, { active }, actorId);
}

/**
 * Replaces a member's password and ends their sessions, all but `keepSessionId` (the admin's own
 * session, when they set their own password).
 */
export async function setStaffPassword(
  tx: Db,
  id: number,
  password: string,
  keepSessionId?: number,
): Promise<StaffMemberRow> {
  const member = await memberOrRefuse(tx, id);
  await tx
    .update(staffUsers)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(staffUsers.id, id));
  const theirs = eq(staffSessions.staffId, id);
  await sessions.revoke(
    tx,
    keepSessionId === undefined ? theirs : and(theirs, ne(staffSessions.id, keepSessionId))!,
  );
  return member;
}

/**
 * Turns off another member's two-step sign-in, for a member who lost both the app and the recovery
 * codes, and ends their sessions: they sign in with their password and may set it up again. An admin's
 * own is turned off on their security page, with a code (refused here: `own_two_factor`).
 */
export async function resetStaffTwoFactor(tx: Db, id: number, actorId: number): Promise<StaffWriteResult> {
  if (id === actorId) throw new StaffRefusal('own_two_factor');
  const before = await memberOrRefuse(tx, id);
  await disableTwoFactor(tx, id);
  await sessions.revoke(tx, eq(staffSessions.staffId, id));
  return { before, after: await memberOrRefuse(tx, id) };
}
