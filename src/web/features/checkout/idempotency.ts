import type { CartItem } from '#web/state/cart.ts';

/**
 * A fresh key naming one checkout; the server answers a repeated submit carrying it with the first
 * order. crypto.randomUUID needs a secure context, so plain-http hosts fall back to random bytes.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const STORAGE_KEY = 'checkout-key';

/**
 * The key of the hard-copy checkout of this cart. It outlives a reload of the tab: when an answer
 * was lost and the client reloads and submits again, the server sees the same checkout and places
 * no second order. Another cart gets another key; a placed order forgets it.
 */
export function checkoutKeyFor(items: CartItem[]): string {
  const cart = JSON.stringify(items);
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as {
      cart?: unknown;
      key?: unknown;
    } | null;
    if (saved?.cart === cart && typeof saved.key === 'string') return saved.key;
  } catch {
    // An unreadable entry is replaced below.
  }
  const key = newIdempotencyKey();
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ cart, key }));
  return key;
}

export function forgetCheckoutKey(): void {
  sessionStorage.removeItem(STORAGE_KEY);
}
