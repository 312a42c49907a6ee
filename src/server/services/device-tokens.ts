import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '#server/config.ts';

/*
 * Device tokens (OWASP's device cookies, decision 039): a successful sign-in hands the device a token
 * signed with the server's secret and bound to the account, and a later sign-in that carries it is
 * counted against that device alone, not against the account's lockout, which only strangers fill.
 * Only the signature is checked; nothing is stored per token, so several API processes agree as long
 * as they share the secret.
 */

export const DEVICE_SECRET_FILE = 'device-token-secret';
/** A device not seen for a year is a stranger again; every sign-in renews its token. */
export const DEVICE_TOKEN_TTL_MS = 365 * 24 * 60 * 60 * 1000;

/** Who a token was issued to: the kind of account, its id and its (lower-case) e-mail. */
export type DeviceAccount = { kind: 'client' | 'staff'; id: number; email: string };

/** `<account id>.<nonce>.<issued, seconds base 36>.<HMAC-SHA-256>`, each part base64url or digits. */
const tokenPattern = /^(\d{1,12})\.([A-Za-z0-9_-]{22})\.([0-9a-z]{1,10})\.([A-Za-z0-9_-]{43})$/;

/**
 * The secret from the configuration, else from `$DATA_DIR/device-token-secret`, written there on first
 * use. Other keys of the server (the staff's authenticator secrets) are derived from it.
 */
export function loadSecret(config: Pick<Config, 'dataDir' | 'deviceTokenSecret'>): Buffer {
  if (config.deviceTokenSecret) return Buffer.from(config.deviceTokenSecret, 'utf8');
  const file = path.join(config.dataDir, DEVICE_SECRET_FILE);
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    // 'wx': another process that wrote one first wins, and both read its secret below.
    writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32)
    throw new Error(`${file} does not hold a device token secret; remove it to write a new one`);
  return Buffer.from(secret, 'utf8');
}

export type DeviceTokens = {
  /** A fresh token for the device that just signed in to `account`. */
  issue(account: DeviceAccount): string;
  /** The device's id (the token's nonce) when `token` was issued to `account` and is not too old; else null. */
  check(token: string | undefined, account: DeviceAccount): string | null;
};

export function deviceTokens(config: Pick<Config, 'dataDir' | 'deviceTokenSecret'>): DeviceTokens {
  const secret = loadSecret(config);
  const sign = (account: DeviceAccount, nonce: string, issued: string) =>
    createHmac('sha256', secret)
      .update(['device-token/1', account.kind, account.id, account.email, nonce, issued].join('\n'))
      .digest();
  return {
    issue(account) {
      const nonce = randomBytes(16).toString('base64url');
      const issued = Math.floor(Date.now() / 1000).toString(36);
      return `${account.id}.${nonce}.${issued}.${sign(account, nonce, issued).toString('base64url')}`;
    },
    check(token, account) {
      const parts = token === undefined ? null : tokenPattern.exec(token);
      if (!parts) return null;
      const [, id, nonce, issued, signature] = parts;
      if (Number(id) !== account.id) return null;
      const age = Date.now() - Number.parseInt(issued, 36) * 1000;
      if (age < -60_000 || age > DEVICE_TOKEN_TTL_MS) return null;
      const given = Buffer.from(signature, 'base64url');
      const expected = sign(account, nonce, issued);
      return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
    },
  };
}

/** The device id (nonce) of a token already checked, for its own limits. */
export const deviceIdOf = (token: string): string => token.split('.')[1] ?? '';
