import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CodLinkAction } from '#shared/contract/cod-confirmation.ts';

/* The buyer's link token: 32 random bytes, kept only as its SHA-256 (decision 097). */

export const newToken = () => randomBytes(32).toString('base64url');

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Whether `token` is the one whose hash is `hash`, compared in constant time. */
export function tokenMatches(token: string, hash: string): boolean {
  const given = Buffer.from(hashToken(token), 'hex');
  const kept = Buffer.from(hash, 'hex');
  return given.length === kept.length && timingSafeEqual(given, kept);
}

/** The page a buyer opens to confirm or cancel the order. */
export const linkOf = (publicUrl: string, orderId: number, action: CodLinkAction, token: string) =>
  `${publicUrl.replace(/\/+$/, '')}/api/cod-confirmations/${orderId}/${action}?token=${token}`;

/** Both links, as the messages carry them. */
export const linksOf = (publicUrl: string, orderId: number, token: string) => ({
  confirm: linkOf(publicUrl, orderId, 'confirm', token),
  cancel: linkOf(publicUrl, orderId, 'cancel', token),
});
