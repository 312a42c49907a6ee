import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { oneTimeCodes } from '#server/db/schema/clients.ts';
import { AppError } from '#server/plugins/errors.ts';
import { CODE_LENGTH, type CodePurpose } from '#shared/contract/clients.ts';
import { clientMessages } from './messages.ts';

export const CODE_TTL_MS = 15 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;

const hashCode = (clientId: number, purpose: CodePurpose, code: string) =>
  createHash('sha256').update(`${clientId}:${purpose}:${code}`).digest();

const incorrect = () => new AppError(422, 'incorrect_code', clientMessages.incorrectCode);
const expired = () => new AppError(422, 'code_expired', clientMessages.codeExpired);
const voided = () => new AppError(422, 'code_voided', clientMessages.codeVoided);

/** A fresh code for the client; earlier unused codes of the same purpose stop working. Only its hash is kept. */
export async function issueCode(db: Db, clientId: number, purpose: CodePurpose): Promise<string> {
  const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
  await db.transaction(async (tx) => {
    await tx
      .delete(oneTimeCodes)
      .where(
        and(
          eq(oneTimeCodes.clientId, clientId),
          eq(oneTimeCodes.purpose, purpose),
          isNull(oneTimeCodes.consumedAt),
        ),
      );
    await tx.insert(oneTimeCodes).values({
      clientId,
      purpose,
      codeHash: hashCode(clientId, purpose, code).toString('hex'),
      expiresAt: new Date(Date.now() + CODE_TTL_MS),
    });
  });
  return code;
}

/**
 * Checks and consumes the client's current code. Every try counts before the comparison, so parallel
 * guesses cannot exceed the allowed number; after five wrong ones the code is void.
 */
export async function consumeCode(
  db: Db,
  clientId: number,
  purpose: CodePurpose,
  code: string,
): Promise<void> {
  const now = new Date();
  const [current] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.clientId, clientId),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.consumedAt),
      ),
    )
    .orderBy(desc(oneTimeCodes.id))
    .limit(1);
  if (!current || current.expiresAt <= now) throw expired();
  if (current.attempts >= CODE_MAX_ATTEMPTS) throw voided();

  const [counted] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(
      and(
        eq(oneTimeCodes.id, current.id),
        isNull(oneTimeCodes.consumedAt),
        lt(oneTimeCodes.attempts, CODE_MAX_ATTEMPTS),
        gt(oneTimeCodes.expiresAt, now),
      ),
    )
    .returning({ codeHash: oneTimeCodes.codeHash });
  if (!counted) throw voided();

  const expected = Buffer.from(counted.codeHash, 'hex');
  const given = hashCode(clientId, purpose, code.length === CODE_LENGTH ? code : '');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw incorrect();

  const [consumed] = await db
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(and(eq(oneTimeCodes.id, current.id), isNull(oneTimeCodes.consumedAt)))
    .returning({ id: oneTimeCodes.id });
  // Another request used the same code a moment earlier.
  if (!consumed) throw expired();
}

/** For an unknown e-mail: the same answer as a wrong code. */
export const unknownClientCode = incorrect;
