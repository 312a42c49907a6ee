import { and, asc, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '#server/db/client.ts';
import { staffActivity } from '#server/db/schema/staff.ts';
import { apiCaller, type TestContext } from '#server/test/harness.ts';
import type { StaffRole } from '#shared/contract/staff.ts';
import { createStaffMember } from './service.ts';

/* Helpers of the staff console's tests: members straight in the database, signed in through the API. */

/** The activity log's table, for tests that read what a staff write recorded. */
export { staffActivity };

/** The activity log's rows about a record of `entity` (some records, or all of them), oldest first. */
export function activityRows(db: Db, entity: string, entityId?: number | number[]) {
  const ofRecords =
    entityId === undefined
      ? undefined
      : Array.isArray(entityId)
        ? inArray(staffActivity.entityId, entityId)
        : eq(staffActivity.entityId, entityId);
  return db
    .select()
    .from(staffActivity)
    .where(and(eq(staffActivity.entity, entity), ofRecords))
    .orderBy(asc(staffActivity.id));
}

export const STAFF_PASSWORD = 'console-secret-42';

let counter = 0;
export const staffEmail = (role: string) => {
  counter += 1;
  return `${role}${counter}-${Date.now().toString(36)}@staff.example.com`;
};

/** API calls, each from a new address, so the per-address login limits bite only where a test means them to. */
export { apiCaller as staffCaller } from '#server/test/harness.ts';

/** A new member of `role`, signed in: their row and a staff token. */
export async function signedInStaff(ctx: TestContext, role: StaffRole) {
  const email = staffEmail(role);
  const member = await createStaffMember(ctx.database.db, {
    email,
    name: `Staff ${role}`,
    role,
    password: STAFF_PASSWORD,
  });
  const res = await apiCaller(ctx)('POST', '/staff/login', { body: { email, password: STAFF_PASSWORD } });
  expect(res.statusCode, res.body).toBe(200);
  const { token, device_token } = res.json().data as { token: string; device_token: string };
  return { ...member!, token, deviceToken: device_token };
}

/** The module's tables, for tests that arrange or read rows directly. */
export { staffUsers } from '#server/db/schema/staff.ts';
