import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { staffSignInChallenges } from '#server/db/schema/staff.ts';
import { hashToken } from '#server/services/sessions.ts';

/*
 * The code step of a two-factor sign-in: the right password opens a challenge, a token good for five
 * minutes that opens nothing but `POST /staff/login/code`. Five wrong codes void it, so a new one needs
 * the password again (and meets the password's lockout).
 */

export const CHALLENGE_MS = 5 * 60 * 1000;
export const CHALLENGE_TRIES = 5;

export async function openChallenge(db: Db, staffId: number) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + CHALLENGE_MS);
  await db.insert(staffSignInChallenges).values({ staffId, tokenHash: hashToken(token), expiresAt });
  return { token, expiresAt };
}

/** The live challenge of `token`: not used, not expired, fewer than five wrong codes. */
export async function findChallenge(db: Db, token: string) {
  const [row] = await db
    .select({ id: staffSignInChallenges.id, staffId: staffSignInChallenges.staffId })
    .from(staffSignInChallenges)
    .where(
      and(
        eq(staffSignInChallenges.tokenHash, hashToken(token)),
        isNull(staffSignInChallenges.usedAt),
        gt(staffSignInChallenges.expiresAt, new Date()),
        lt(staffSignInChallenges.failures, CHALLENGE_TRIES),
      ),
    )
    .limit(1);
  return row;
}

export async function failChallenge(db: Db, id: number) {
  await db
    .update(staffSignInChallenges)
    .set({ failures: sql`${staffSignInChallenges.failures} + 1` })
    .where(eq(staffSignInChallenges.id, id));
}

/** Uses the challenge up; false when another request did first. */
export async function closeChallenge(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(staffSignInChallenges)
    .set({ usedAt: new Date() })
    .where(and(eq(staffSignInChallenges.id, id), isNull(staffSignInChallenges.usedAt)))
    .returning({ id: staffSignInChallenges.id });
  return rows.length === 1;
}
