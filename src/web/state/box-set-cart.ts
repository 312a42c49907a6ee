import { type BoxSetCartItem, boxSetCartStore } from './cart.ts';
import { usePersisted } from './persisted.ts';

/*
 * What is done with the box sets in the cart (decision 096), loaded with the pages that sell box sets
 * (the box set's page, the cart, the checkout), never with the shop's first page. Their store is in
 * `cart.ts`, whose count the header shows. A box set brings its books; a PDF one is one copy.
 */

export { type BoxSetCartItem, boxSetCartStore } from './cart.ts';

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
