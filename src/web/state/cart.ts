import { useCallback } from 'react';
import { isRecord, isWhole, listOf } from './checks.ts';
import { createPersistedStore, usePersisted } from './persisted.ts';

export type CartItem = { book_id: number; quantity: number; isHardCopy: boolean };

function readItem(raw: unknown): CartItem | undefined {
  if (!isRecord(raw)) return undefined;
  const { book_id, quantity, isHardCopy } = raw;
  if (!isWhole(book_id, 1) || !isWhole(quantity, 0) || typeof isHardCopy !== 'boolean') return undefined;
  return { book_id, quantity, isHardCopy };
}

const parseCart = (raw: unknown) => listOf(raw, readItem);

export const cartStore = createPersistedStore<CartItem[]>('cart', [], parseCart);

export const cartActions = {
  add(item: CartItem) {
    cartStore.set((items) => [...items.filter((i) => i.book_id !== item.book_id), item]);
  },
  remove(bookId: number) {
    cartStore.set((items) => items.filter((i) => i.book_id !== bookId));
  },
  setQuantity(bookId: number, quantity: number) {
    cartStore.set((items) => items.map((i) => (i.book_id === bookId ? { ...i, quantity } : i)));
  },
  clear() {
    cartStore.reset();
  },
};

export type BoxSetCartItem = { box_set_id: number; quantity: number; isHardCopy: boolean };

function readBoxSetItem(raw: unknown): BoxSetCartItem | undefined {
  if (!isRecord(raw)) return undefined;
  const { box_set_id, quantity, isHardCopy } = raw;
  if (!isWhole(box_set_id, 1) || !isWhole(quantity, 1) || typeof isHardCopy !== 'boolean') return undefined;
  return { box_set_id, quantity, isHardCopy };
}

/**
 * The box sets in the cart (decision 096). The store is here, beside the books', so that the
 * header counts them without loading what is done with them (`box-set-cart.ts`, loaded with the
 * pages that sell box sets).
 */
export const boxSetCartStore = createPersistedStore<BoxSetCartItem[]>('box-set-cart', [], (raw) =>
  listOf(raw, readBoxSetItem),
);

/** The cart's books; `count` its lines, a box set's one of them, as the header shows it. */
export function useCart() {
  const items = usePersisted(cartStore);
  const boxSets = usePersisted(boxSetCartStore).length;
  const has = useCallback((bookId: number) => items.some((i) => i.book_id === bookId), [items]);
  return { items, count: items.length + boxSets, has, ...cartActions };
}
