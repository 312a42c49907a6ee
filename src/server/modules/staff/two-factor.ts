import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { staffRecoveryCodes, staffUsers } from '#server/db/schema/staff.ts';
import { AppError } from '#server/plugins/errors.ts';
import { loadSecret } from '#server/services/device-tokens.ts';
import { staffMessages } from './messages.ts';

/*
 * Two-factor sign-in with an authenticator app (RFC 6238 codes: six digits, 30 seconds, SHA-1, as every
 * app reads them) and ten recovery codes. The app's secret is sealed with AES-256-GCM under a key
 * derived from the server's secret and is shown only while being set up; recovery codes are kept as
 * SHA-256 hashes (each has 40 random bits, so no slow hash is needed) and each opens one sign-in.
 */

export const RECOVERY_CODE_COUNT = 10;
const ISSUER = 'Bookshop console';
const PERIOD = 30;

export type SecretKey = Buffer;

/** The key that seals authenticator secrets, derived from the server's secret. */
export function secretKey(config: Pick<Config, 'dataDir' | 'deviceTokenSecret'>): SecretKey {
  return createHmac('sha256', loadSecret(config)).update('staff-totp-secret/1').digest();
}

function seal(key: SecretKey, base32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

function unseal(key: SecretKey, value: string): string {
  const [, iv, tag, sealed] = value.split('.').map((part) => Buffer.from(part, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
}

const totpOf = (base32: string, label: string) =>
  new TOTP({ issuer: ISSUER, label, secret: Secret.fromBase32(base32), period: PERIOD });

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');
/** What a person may type for a recovery code: case, spaces and dashes do not matter. */
const normalRecovery = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

const refused = (status: number, code: string, message: keyof typeof staffMessages) =>
  new AppError(status, code, staffMessages[message]);
export const wrongCode = () => refused(422, 'wrong_code', 'wrongCode');

/** Ten fresh recovery codes for `staffId`, replacing any it had; the codes are answered once. */
export async function renewRecoveryCodes(tx: Db, staffId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const raw = randomBytes(7).toString('hex').slice(0, 10);
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
  await tx
    .insert(staffRecoveryCodes)
    .values(codes.map((code) => ({ staffId, codeHash: hashCode(normalRecovery(code)) })));
  return codes;
}

/** Whether two-factor sign-in is on, since when, and how many recovery codes are left. */
export async function twoFactorState(db: Db, staffId: number) {
  const [member] = await db
    .select({ enabledAt: staffUsers.totpEnabledAt })
    .from(staffUsers)
    .where(eq(staffUsers.id, staffId));
  const [left] = await db
    .select({ n: count() })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)));
  return { enabledAt: member?.enabledAt ?? null, recoveryCodesLeft: left?.n ?? 0 };
}

/** Starts setting up: a new secret kept aside until a code made with it is confirmed. */
export async function startTwoFactor(db: Db, key: SecretKey, staffId: number, email: string) {
  const [member] = await db.select().from(staffUsers).where(eq(staffUsers.id, staffId));
  if (member?.totpEnabledAt) throw refused(409, 'two_factor_on', 'twoFactorAlreadyOn');
  const secret = new Secret({ size: 20 }).base32;
  await db
    .update(staffUsers)
    .set({ totpPendingSecret: seal(key, secret) })
    .where(eq(staffUsers.id, staffId));
  return { secret, uri: totpOf(secret, email).toString() };
}

/**
 * The 30-second step of `code` when it is right for `base32` (the current step, or one either side for
 * a clock a little off), else null.
 */
function stepOf(base32: string, code: string): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const totp = totpOf(base32, '');
  const delta = totp.validate({ token: code, window: 1 });
  return delta === null ? null : totp.counter() + delta;
}

/** Takes the code's step as used, unless that step or a later one already was: a code opens once. */
async function spendStep(db: Db, staffId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(staffUsers)
    .set({ totpLastStep: step })
    .where(
      and(eq(staffUsers.id, staffId), or(isNull(staffUsers.totpLastStep), lt(staffUsers.totpLastStep, step))),
    )
    .returning({ id: staffUsers.id });
  return rows.length === 1;
}

/** Turns two-factor sign-in on with the secret being set up, when `code` was made with it. */
export async function confirmTwoFactor(tx: Db, key: SecretKey, staffId: number, code: string) {
  const [member] = await tx.select().from(staffUsers).where(eq(staffUsers.id, staffId)).for('update');
  if (member?.totpEnabledAt) throw refused(409, 'two_factor_on', 'twoFactorAlreadyOn');
  if (!member?.totpPendingSecret) throw refused(409, 'two_factor_not_started', 'twoFactorNotStarted');
  const step = stepOf(unseal(key, member.totpPendingSecret), code.trim());
  if (step === null) throw wrongCode();
  await tx
    .update(staffUsers)
    .set({
      totpSecret: member.totpPendingSecret,
      totpPendingSecret: null,
      totpEnabledAt: new Date(),
      totpLastStep: step,
    })
    .where(eq(staffUsers.id, staffId));
  return renewRecoveryCodes(tx, staffId);
}

/** Turns two-factor sign-in off: the secret and every recovery code are forgotten. */
export async function disableTwoFactor(tx: Db, staffId: number) {
  await tx
    .update(staffUsers)
    .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null })
    .where(eq(staffUsers.id, staffId));
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
}

/**
 * Checks a second factor of `staffId`: a six-digit code from the app, good once in its window, or an
 * unused recovery code, used up by this. Answers what was used, or null when neither is right.
 */
export async function checkSecondFactor(
  db: Db,
  key: SecretKey,
  staffId: number,
  given: string,
): Promise<'app' | 'recovery' | null> {
  const code = given.trim();
  const [member] = await db
    .select({ secret: staffUsers.totpSecret })
    .from(staffUsers)
    .where(eq(staffUsers.id, staffId));
  if (!member?.secret) return null;
  if (/^\d{6}$/.test(code)) {
    const step = stepOf(unseal(key, member.secret), code);
    return step !== null && (await spendStep(db, staffId, step)) ? 'app' : null;
  }
  const used = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(staffRecoveryCodes.staffId, staffId),
        eq(staffRecoveryCodes.codeHash, hashCode(normalRecovery(code))),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return used.length === 1 ? 'recovery' : null;
}
