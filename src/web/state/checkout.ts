import type { CartItem } from './cart.ts';
import { isRecord, isWhole, listOf } from './checks.ts';
import { createPersistedStore, usePersisted } from './persisted.ts';

/*
 * The digital checkout of spec §4: submitting the cart moves its PDFs here and empties the cart,
 * without creating the order; /check-out/pdf creates it and takes the payment. Kept in local
 * storage so a reload or a declined card does not lose it; `order_id` is set once the order exists,
 * so paying again pays the same order.
 */

export type PendingCheckout = {
  client_id: number;
  book_ids: number[];
  /** The box sets it holds (decision 096); absent when none. */
  box_set_ids?: number[];
  idempotency_key: string;
  order_id?: number;
  /** The order was made as a gift (decision 055): the book goes to its recipient, not to My books. */
  gift?: true;
};

function readPending(raw: unknown): PendingCheckout | null | undefined {
  if (raw === null) return null;
  if (!isRecord(raw)) return undefined;
  const { client_id, idempotency_key, order_id } = raw;
  const book_ids = listOf(raw.book_ids, (id) => (isWhole(id, 1) ? id : undefined));
  const box_set_ids =
    raw.box_set_ids === undefined ? [] : listOf(raw.box_set_ids, (id) => (isWhole(id, 1) ? id : undefined));
  if (!isWhole(client_id, 1) || !book_ids || !box_set_ids) return undefined;
  if (book_ids.length + box_set_ids.length === 0) return undefined;
  if (typeof idempotency_key !== 'string' || idempotency_key.length < 1 || idempotency_key.length > 100) {
    return undefined;
  }
  if (order_id !== undefined && !isWhole(order_id, 1)) return undefined;
  const pending: PendingCheckout =
    order_id === undefined
      ? { client_id, book_ids, idempotency_key }
      : { client_id, book_ids, idempotency_key, order_id };
  if (box_set_ids.length > 0) pending.box_set_ids = box_set_ids;
  return raw.gift === true ? { ...pending, gift: true } : pending;
}

export const pendingCheckoutStore = createPersistedStore<PendingCheckout | null>(
  'pending-checkout',
  null,
  readPending,
);

export const pendingCheckoutActions = {
  start(clientId: number, bookIds: number[], boxSetIds: number[] = []) {
    pendingCheckoutStore.set({
      client_id: clientId,
      book_ids: bookIds,
      ...(boxSetIds.length > 0 ? { box_set_ids: boxSetIds } : {}),
      idempotency_key: newIdempotencyKey(),
    });
  },
  orderCreated(orderId: number, gift = false) {
    pendingCheckoutStore.set((pending) =>
      pending ? { ...pending, order_id: orderId, ...(gift ? { gift: true as const } : {}) } : pending,
    );
  },
  clear() {
    pendingCheckoutStore.reset();
  },
};

/** The pending checkout of the given client; another client's (a shared browser) is not shown. */
export function usePendingCheckout(clientId: number): PendingCheckout | null {
  const pending = usePersisted(pendingCheckoutStore);
  return pending && pending.client_id === clientId ? pending : null;
}

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
export function checkoutKeyFor(items: CartItem[] | { items: CartItem[]; boxSets: unknown[] }): string {
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
