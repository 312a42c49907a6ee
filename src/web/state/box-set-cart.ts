import { isRecord, isWhole, listOf } from './checks.ts';
import { createPersistedStore, usePersisted } from './persisted.ts';

/*
 * The box sets in the cart (decision 096), beside the books of `cart.ts`: a store of its own, loaded
 * with the pages that sell box sets (the box set's page, the cart, the checkout), never with the
 * shop's first page. A box set brings its books; a PDF one is one copy.
 */

export type BoxSetCartItem = { box_set_id: number; quantity: number; isHardCopy: boolean };

function readItem(raw: unknown): BoxSetCartItem | undefined {
  if (!isRecord(raw)) return undefined;
  const { box_set_id, quantity, isHardCopy } = raw;
  if (!isWhole(box_set_id, 1) || !isWhole(quantity, 1) || typeof isHardCopy !== 'boolean') return undefined;
  return { box_set_id, quantity, isHardCopy };
}

export const boxSetCartStore = createPersistedStore<BoxSetCartItem[]>('box-set-cart', [], (raw) =>
  listOf(raw, readItem),
);

export const boxSetCartActions = {
  add(item: BoxSetCartItem) {
    boxSetCartStore.set((items) => [...items.filter((i) => i.box_set_id !== item.box_set_id), item]);
  },
  remove(boxSetId: number) {
    boxSetCartStore.set((items) => items.filter((i) => i.box_set_id !== boxSetId));
  },
  setQuantity(boxSetId: number, quantity: number) {
    boxSetCartStore.set((items) => items.map((i) => (i.box_set_id === boxSetId ? { ...i, quantity } : i)));
  },
  clear() {
    boxSetCartStore.reset();
  },
};

/** The box sets in the cart, as React reads them. */
export function useBoxSetCart(): BoxSetCartItem[] {
  return usePersisted(boxSetCartStore);
}
