import type { ListBook } from '#shared/contract/catalog.ts';
import { ORDER_LINE_MAX_DEFAULT } from '#shared/contract/order-limits.ts';
import { regularPriceCents, unitPriceCents } from '#web/components/book.ts';
import type { BoxSetLine } from '#web/features/box-sets/index.ts';
import type { CartItem } from '#web/state/cart.ts';

/** Why a cart line cannot be bought as it stands; such a line is never counted in the total. */
export type LineProblem = 'gone' | 'comingSoon' | 'notSold' | 'outOfStock' | 'tooMany' | 'short' | 'owned';

/** Copies of one book an order line may hold (the server's ORDER_LINE_MAX, by default). */
export const LINE_MAX = ORDER_LINE_MAX_DEFAULT;

export type CartLine = {
  item: CartItem;
  /** Missing when the book left the catalogue. */
  book?: ListBook;
  /** Copies charged: the chosen quantity for a hard copy, one for a PDF. */
  copies: number;
  unitCents: number;
  totalCents: number;
  /** The unit price before a running sale, while one lowers the line's format. */
  regularUnitCents?: number;
  /** What the sale takes off the line (0 without one). */
  savingCents: number;
  problem?: LineProblem;
};

export type CartSummary = { books: number; totalCents: number; savingCents: number; blocked: boolean };

function problemOf(
  item: CartItem,
  book: ListBook | undefined,
  unitCents: number,
  owned: (id: number) => boolean,
) {
  if (!book) return 'gone';
  if (book.comming_soon && !book.preorder_open) return 'comingSoon';
  if (unitCents <= 0) return 'notSold';
  if (!item.isHardCopy) return owned(book.id) ? 'owned' : undefined;
  if (book.stock < 1) return 'outOfStock';
  if (item.quantity > LINE_MAX) return 'tooMany';
  if (item.quantity < 1 || item.quantity > book.stock) return 'short';
  return undefined;
}

/**
 * Joins the stored cart with the catalogue's current answer (spec §4): a hard-copy line totals the
 * hard-copy price times the quantity, a PDF line the PDF price once.
 */
export function cartLines(
  items: CartItem[],
  books: ListBook[],
  owned: (bookId: number) => boolean = () => false,
): CartLine[] {
  const byId = new Map(books.map((b) => [b.id, b]));
  return items.map((item) => {
    const book = byId.get(item.book_id);
    const unitCents = book ? unitPriceCents(book, item.isHardCopy) : 0;
    const copies = item.isHardCopy ? item.quantity : 1;
    const problem = problemOf(item, book, unitCents, owned);
    const regularUnitCents = book ? regularPriceCents(book, item.isHardCopy) : undefined;
    const savingCents = regularUnitCents ? (regularUnitCents - unitCents) * copies : 0;
    const sale = regularUnitCents ? { regularUnitCents } : {};
    return { item, book, copies, unitCents, totalCents: unitCents * copies, ...sale, savingCents, problem };
  });
}

/** Number of books and total of the lines that can be bought; blocked while any line has a problem. */
export function summarize(lines: CartLine[]): CartSummary {
  const fine = lines.filter((line) => !line.problem);
  return {
    books: fine.reduce((sum, line) => sum + line.copies, 0),
    totalCents: fine.reduce((sum, line) => sum + line.totalCents, 0),
    savingCents: fine.reduce((sum, line) => sum + line.savingCents, 0),
    blocked: fine.length !== lines.length,
  };
}

/**
 * The summary with the cart's box sets added (decision 096): each box set counts its books times its
 * copies, and its price; a box set still loading or that cannot be bought blocks the checkout.
 */
export function withBoxSets(summary: CartSummary, lines: BoxSetLine[]): CartSummary {
  const fine = lines.filter((line) => line.box && !line.problem);
  return {
    books: summary.books + fine.reduce((sum, line) => sum + line.copies * (line.box?.books.length ?? 0), 0),
    totalCents: summary.totalCents + fine.reduce((sum, line) => sum + line.totalCents, 0),
    savingCents: summary.savingCents + fine.reduce((sum, line) => sum + line.savingCents, 0),
    blocked: summary.blocked || fine.length !== lines.length,
  };
}
