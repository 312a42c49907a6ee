import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { staffUsers } from '#server/db/schema/staff.ts';
import { hashPassword } from '#server/services/passwords.ts';
import { STAFF_PASSWORD_MIN, STAFF_ROLES, type StaffMember, type StaffRole } from '#shared/contract/staff.ts';

export type StaffRow = typeof staffUsers.$inferSelect;

export function toStaffMember(row: Pick<StaffRow, 'id' | 'name' | 'email' | 'role'>): StaffMember {
  return { id: row.id, name: row.name, email: row.email, role: row.role };
}

export async function findStaffByEmail(db: Db, email: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.email, email)).limit(1);
  return row;
}

export async function findStaffById(db: Db, id: number): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, id)).limit(1);
  return row;
}

export type NewStaff = { email: string; name: string; role: string; password: string };

/** Why a new staff member cannot be created as given, or null. */
export function staffProblem(input: NewStaff): string | null {
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.email.trim())) return `not an e-mail address: ${input.email}`;
  if (!input.name.trim()) return 'the name is empty';
  if (!(STAFF_ROLES as readonly string[]).includes(input.role)) {
    return `the role must be one of ${STAFF_ROLES.join(', ')}, not ${input.role}`;
  }
  if (input.password.length < STAFF_PASSWORD_MIN) {
    return `the password must be at least ${STAFF_PASSWORD_MIN} characters`;
  }
  return null;
}

/**
 * Creates an active staff member with an argon2id password; undefined when the e-mail is taken.
 * E-mails are stored lower-cased, as login compares them.
 */
export async function createStaffMember(db: Db, input: NewStaff): Promise<StaffRow | undefined> {
  const problem = staffProblem(input);
  if (problem) throw new Error(problem);
  const [row] = await db
    .insert(staffUsers)
    .values({
      email: input.email.trim().toLowerCase(),
      name: input.name.trim(),
      role: input.role as StaffRole,
      passwordHash: await hashPassword(input.password),
      active: true,
    })
    .onConflictDoNothing({ target: staffUsers.email })
    .returning();
  return row;
}
