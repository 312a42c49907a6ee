import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { staffUsers } from '#server/db/schema/staff.ts';
import type { StaffRole } from '#shared/contract/staff.ts';

/** The active members of these roles, by id: who may be told of an event. */
export function activeStaffOfRoles(db: Db, roles: readonly StaffRole[]) {
  return db
    .select({ id: staffUsers.id, email: staffUsers.email, name: staffUsers.name, role: staffUsers.role })
    .from(staffUsers)
    .where(and(eq(staffUsers.active, true), inArray(staffUsers.role, [...roles])))
    .orderBy(asc(staffUsers.id));
}

/** One member as the notifications read them, active or not. */
export async function staffMemberById(db: Db, id: number) {
  const [row] = await db
    .select({
      id: staffUsers.id,
      email: staffUsers.email,
      name: staffUsers.name,
      role: staffUsers.role,
      active: staffUsers.active,
    })
    .from(staffUsers)
    .where(eq(staffUsers.id, id));
  return row;
}
