import type { Db } from '#server/db/client.ts';
import { type OrderableBook, orderableBooks } from '#server/modules/catalog/index.ts';
import { AppError } from '#server/plugins/errors.ts';
import type { CreateOrderInput } from '#shared/contract/orders.ts';
import type { Localized } from '#shared/lang.ts';
import { type BoxLine, boxLinesOf, checkBoxSetsSold, readBoxSets } from './box-set-lines.ts';
import { invalid, orderMessages, pdfOnly } from './messages.ts';
import { ownedBooks } from './owned-books.ts';
import { checkPreorderSale } from './preorders.ts';

/*
 * The lines an order is priced and written with, read the same way by the quote and by the order:
 * every book asked for on its own, and every book of every box set asked for (box-set-lines.ts), each
 * checked against the catalogue. Prices come from the database only.
 */

export type Line = {
  bookId: number;
  quantity: number;
  /** The price in force: a running sale's when one lowers the line's format; a box set's book, its share. */
  unitPriceCents: number;
  /** A running sale lowers the price of the line's format; a coupon that does not combine with a sale skips it. */
  onSale: boolean;
  weightGrams: number | null;
  title: Localized;
  /** The box set the book comes in: its index in the order's `boxes`. */
  box?: number;
};

/** The order's lines in ascending book id order, and the box sets its box-set lines come from. */
export type CheckedLines = { lines: Line[]; boxes: BoxLine[] };

export const titleOf = (book: { titleAr: string; titleEn: string }): Localized => ({
  ar: book.titleAr,
  en: book.titleEn.trim() || book.titleAr,
});

/**
 * A book is sold once it is out, or before while its pre-order is open (preorders.ts). A book
 * without a hard-copy price (0) is a PDF-only book: no printed copy of it is sold, at any price.
 */
async function checkOnSale(db: Db, books: OrderableBook[], input: CreateOrderInput, clientId: number | null) {
  await checkPreorderSale(db, books, input, clientId);
  const isHardCopy = input.is_hard_copy;
  const pdfOnlyBook = isHardCopy ? books.find((b) => b.hardcopyPriceCents <= 0) : undefined;
  if (pdfOnlyBook) throw new AppError(409, 'pdf_only', pdfOnly(titleOf(pdfOnlyBook)));
}

/** 422 naming each book named twice, or of the other format than the order's. */
function checkAsked(input: CreateOrderInput, errors: Record<string, Localized[]>) {
  const seen = new Set<number>();
  input.books.forEach((item, i) => {
    if (seen.has(item.book_id)) errors[`books.${i}.book_id`] = [orderMessages.duplicateBook];
    if (item.isHardCopy !== undefined && item.isHardCopy !== input.is_hard_copy) {
      errors[`books.${i}.isHardCopy`] = [orderMessages.mixedFormats];
    }
    seen.add(item.book_id);
  });
  return seen;
}

/**
 * Checks every requested book and box set against the catalogue (and, for a client, the PDFs they own
 * already); returns the lines in ascending book id order with the box sets they come from.
 */
export async function checkLines(
  db: Db,
  clientId: number | null,
  input: CreateOrderInput,
): Promise<CheckedLines> {
  const errors: Record<string, Localized[]> = {};
  const seen = checkAsked(input, errors);
  const boxSets = await readBoxSets(db, input, errors);
  if (Object.keys(errors).length > 0) throw invalid(errors);

  const ids = [...new Set([...seen, ...boxSets.flatMap((box) => box.bookIds)])];
  const byId = new Map((await orderableBooks(db, ids)).map((b) => [b.id, b]));
  input.books.forEach((item, i) => {
    const book = byId.get(item.book_id);
    if (!book) errors[`books.${i}.book_id`] = [orderMessages.unknownBook];
    else if (!input.is_hard_copy && (book.pdfPriceCents <= 0 || !book.hasPdf)) {
      errors[`books.${i}.book_id`] = [orderMessages.noPdf];
    }
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);
  checkBoxSetsSold(input, boxSets, byId);
  await checkOnSale(db, [...byId.values()], input, clientId);

  // A gift is for someone else: the buyer may own the book already (decision 055).
  if (!input.is_hard_copy && clientId !== null && !input.gift) {
    if (await ownedBooks().ownsAny(db, clientId, ids))
      throw new AppError(409, 'already_owned', orderMessages.alreadyOwned);
  }
  const boxes = boxLinesOf(input, boxSets, byId);
  const own = input.books.map((item) => {
    const book = byId.get(item.book_id) as OrderableBook;
    const line = input.is_hard_copy
      ? {
          bookId: book.id,
          quantity: item.quantity,
          unitPriceCents: book.hardcopyPriceCents,
          onSale: book.onSale.hardcopy,
        }
      : { bookId: book.id, quantity: 1, unitPriceCents: book.pdfPriceCents, onSale: book.onSale.pdf };
    return { ...line, weightGrams: book.weightGrams, title: titleOf(book) };
  });
  // A box set's book is at its share of the box set's price: no sale lowers it.
  const boxed = boxes.flatMap((box, index) =>
    box.components.map((component) => {
      const book = byId.get(component.bookId) as OrderableBook;
      return {
        bookId: book.id,
        quantity: box.quantity,
        unitPriceCents: component.shareCents,
        onSale: false,
        weightGrams: book.weightGrams,
        title: titleOf(book),
        box: index,
      };
    }),
  );
  return { lines: [...own, ...boxed].sort((a, b) => a.bookId - b.bookId), boxes };
}
