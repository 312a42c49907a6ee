import { createHash, timingSafeEqual } from 'node:crypto';
import type { CheckoutState } from './provider.ts';

/* Small pieces the regional gateways (Moyasar, Tap, Fawry) share. */

/** A checkout the gateway does not know or that can no longer be paid: nothing to pay, nothing paid. */
export const CLOSED_CHECKOUT: CheckoutState = {
  paid: false,
  open: false,
  url: null,
  reference: null,
  amountCents: null,
  currency: null,
  orderId: null,
};

/** Same length digests, so the comparison takes the same time whatever was sent. */
const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** Compares a secret or signature given by a caller with ours, in constant time. */
export const sameSecret = (given: string, expected: string) =>
  timingSafeEqual(digest(given), digest(expected));

/** The shop's order id kept in metadata (`order_id`), as a string or a number. */
export function orderIdIn(metadata: unknown): number | null {
  const value = (metadata as { order_id?: unknown } | null)?.order_id;
  const text = typeof value === 'number' ? String(value) : value;
  const id = typeof text === 'string' && /^\d{1,9}$/.test(text) ? Number(text) : null;
  return id && id > 0 ? id : null;
}
