import { isRecord } from './checks.ts';
import { createPersistedStore } from './persisted.ts';

/*
 * The device tokens sign-ins answer (decision 039), one per account signed in from this browser, sent
 * back at the next sign-in with that e-mail so that strangers' guesses at it never lock this device
 * out. Kept after signing out: a token opens nothing by itself. The most recent ten accounts only.
 */

export type DeviceTokenKind = 'client' | 'staff';

const MAX_ACCOUNTS = 10;
const TOKEN_MAX = 200;

type DeviceTokens = Record<string, string>;

/** Only string tokens of a sane length are kept; anything else is dropped. */
function readTokens(raw: unknown): DeviceTokens | undefined {
  if (!isRecord(raw)) return undefined;
  return Object.fromEntries(
    Object.entries(raw).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].length <= TOKEN_MAX,
    ),
  );
}

export const deviceTokenStore = createPersistedStore<DeviceTokens>('device-tokens', {}, readTokens);

/** Staff and reader accounts apart; e-mails as the server compares them. */
const keyOf = (kind: DeviceTokenKind, email: string) => `${kind}:${email.trim().toLowerCase()}`;

/** The token this browser holds for the account of `email`, if any. */
export function deviceTokenFor(kind: DeviceTokenKind, email: string): string | undefined {
  return deviceTokenStore.get()[keyOf(kind, email)];
}

/** Keeps the token a sign-in answered, as the account's newest. */
export function keepDeviceToken(kind: DeviceTokenKind, email: string, token: string): void {
  const key = keyOf(kind, email);
  deviceTokenStore.set((tokens) => {
    const others = Object.entries(tokens).filter(([name]) => name !== key);
    return Object.fromEntries([...others, [key, token]].slice(-MAX_ACCOUNTS));
  });
}
