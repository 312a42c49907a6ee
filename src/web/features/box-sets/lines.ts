import type { BoxSet } from '#shared/contract/box-sets.ts';
import { ORDER_LINE_MAX_DEFAULT } from '#shared/contract/order-limits.ts';
import { dollarsToCents } from '#shared/price.ts';
import type { BoxSetCartItem } from '#web/state/box-set-cart.ts';

/** Why a box set in the cart cannot be bought as it stands: no longer sold, or more copies than allowed. */
export type BoxSetProblem = 'gone' | 'notSold' | 'tooMany' | 'owned';

export type BoxSetLine = {
  item: BoxSetCartItem;
  /** Missing while it loads; null once the shop no longer sells it. */
  box?: BoxSet | null;
  /** Copies charged: the chosen quantity of a printed box set, one of a PDF one. */
  copies: number;
  totalCents: number;
  /** What the box set saves against its books bought one by one. */
  savingCents: number;
  problem?: BoxSetProblem;
};

function problemOf(item: BoxSetCartItem, box: BoxSet | null | undefined, owned: (id: number) => boolean) {
  if (box === null) return 'gone';
  if (!box) return undefined;
  if (!box.available) return 'notSold';
  if (item.isHardCopy && item.quantity > ORDER_LINE_MAX_DEFAULT) return 'tooMany';
  if (!item.isHardCopy && box.books.some((book) => owned(book.id))) return 'owned';
  return undefined;
}

/** The cart's box sets priced by the shop's current answers. */
export function boxSetLines(
  items: BoxSetCartItem[],
  byId: Map<number, BoxSet | null>,
  owned: (bookId: number) => boolean = () => false,
): BoxSetLine[] {
  return items.map((item) => {
    const box = byId.get(item.box_set_id);
    const copies = item.isHardCopy ? item.quantity : 1;
    const unit = box ? dollarsToCents(box.price) : 0;
    const problem = problemOf(item, box, owned);
    return {
      item,
      box,
      copies,
      totalCents: unit * copies,
      savingCents: box ? dollarsToCents(box.saving) * copies : 0,
      problem,
    };
  });
}

/** The box sets as an order's body names them. */
export const orderBoxSets = (items: BoxSetCartItem[]) =>
  items.map((item) => ({ box_set_id: item.box_set_id, quantity: item.isHardCopy ? item.quantity : 1 }));
