import { expect } from 'vitest';
import type { TestContext } from '#server/test/harness.ts';
import type { StaffRole } from '#shared/contract/staff.ts';
import { createStaffMember } from './service.ts';

/* Helpers of the staff console's tests: members straight in the database, signed in through the API. */

export const STAFF_PASSWORD = 'console-secret-42';

let counter = 0;
export const staffEmail = (role: string) => {
  counter += 1;
  return `${role}${counter}-${Date.now().toString(36)}@staff.example.com`;
};

let ipCounter = 0;
/** Each call from its own address, so the per-address login limits bite only where a test means them to. */
const nextIp = () => {
  ipCounter += 1;
  return `10.77.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

type CallOptions = { body?: unknown; token?: string; lang?: 'ar' | 'en'; ip?: string };

export function staffCaller(ctx: TestContext) {
  return (method: 'GET' | 'POST', url: string, options: CallOptions = {}) =>
    ctx.app.inject({
      method,
      url: `/api${url}`,
      remoteAddress: options.ip ?? nextIp(),
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.lang ? { 'accept-language': options.lang } : {}),
      },
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
}

/** A new member of `role`, signed in: their row and a staff token. */
export async function signedInStaff(ctx: TestContext, role: StaffRole) {
  const email = staffEmail(role);
  const member = await createStaffMember(ctx.database.db, {
    email,
    name: `Staff ${role}`,
    role,
    password: STAFF_PASSWORD,
  });
  const res = await staffCaller(ctx)('POST', '/staff/login', { body: { email, password: STAFF_PASSWORD } });
  expect(res.statusCode, res.body).toBe(200);
  return { ...member!, token: res.json().data.token as string };
}
