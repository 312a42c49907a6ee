import { useCallback } from 'react';
import { z } from 'zod';
import { createPersistedStore, usePersisted } from './persisted.ts';

const cartItemSchema = z.object({
  book_id: z.number().int().positive(),
  quantity: z.number().int().min(0),
  isHardCopy: z.boolean(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

const parseCart = (raw: unknown) => z.array(cartItemSchema).safeParse(raw).data;

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

export function useCart() {
  const items = usePersisted(cartStore);
  const has = useCallback((bookId: number) => items.some((i) => i.book_id === bookId), [items]);
  return { items, count: items.length, has, ...cartActions };
}
