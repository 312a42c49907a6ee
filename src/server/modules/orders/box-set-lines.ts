import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { type OrderBoxSetComponent, orderBoxSets, orderLines, orders } from '#server/db/schema/orders.ts';
import {
  boxSetMessages,
  boxSetsForSale,
  boxSetTexts,
  listPriceIn,
  type SaleBoxSet,
  soldIn,
} from '#server/modules/box-sets/index.ts';
import type { OrderableBook } from '#server/modules/catalog/index.ts';
import { AppError } from '#server/plugins/errors.ts';
import type { OrderBoxSet } from '#shared/contract/order-box-sets.ts';
import type { CreateOrderInput } from '#shared/contract/orders.ts';
import { type Lang, type Localized, localized } from '#shared/lang.ts';
import { minorToUnits } from '#shared/minor-units.ts';
import { allocate } from '#shared/price.ts';
import { invalid, orderMessages } from './messages.ts';

/*
 * Box sets in an order (decision 096). A box set asked for brings its books into the order as lines of
 * their own, each at its share of the box set's price: the price shared among the books in proportion
 * to their list prices, in whole cents, largest remainder first, so that the shares add up to the price
 * exactly. Stock, ownership, coupons, shipping weight and refunds then work book by book as for any
 * line, and the quote and the order price the same lines. The order keeps the box set as one line of
 * its own (`order_box_sets`) with its books' shares and the tax rate they were charged at.
 */

export type BoxLine = {
  boxSetId: number;
  title: Localized;
  /** Copies of the box set: 1 for a PDF one. */
  quantity: number;
  unitPriceCents: number;
  /** Its books in the box set's order, with their list prices and shares of one box set's price. */
  components: { bookId: number; listPriceCents: number; shareCents: number }[];
};

const titleOf = (row: { titleAr: string; titleEn: string }): Localized => ({
  ar: row.titleAr,
  en: row.titleEn.trim() || row.titleAr,
});

const formatOf = (input: CreateOrderInput) => (input.is_hard_copy ? 'hardcopy' : 'pdf');

/**
 * The box sets the order asks for, in its order; adds to `errors` each one named twice, unknown, or of
 * the other format than the order's.
 */
export async function readBoxSets(
  db: Db,
  input: CreateOrderInput,
  errors: Record<string, Localized[]>,
): Promise<SaleBoxSet[]> {
  const asked = input.box_sets ?? [];
  if (asked.length === 0) return [];
  const found = await boxSetsForSale(
    db,
    asked.map((item) => item.box_set_id),
  );
  const seen = new Set<number>();
  const boxes: SaleBoxSet[] = [];
  asked.forEach((item, i) => {
    const box = found.get(item.box_set_id);
    const field = `box_sets.${i}.box_set_id`;
    if (seen.has(item.box_set_id)) errors[field] = [boxSetMessages.twice];
    else if (!box) errors[field] = [boxSetMessages.unknown];
    else if (box.format !== formatOf(input)) errors[field] = [orderMessages.mixedFormats];
    seen.add(item.box_set_id);
    if (box) boxes.push(box);
  });
  return boxes;
}

/**
 * 409 naming the first box set the shop does not sell now: switched off, holding fewer than two books,
 * or holding a book no longer sold in its format. 422 naming a box set that brings a book the order
 * already holds, on its own or in another box set.
 */
export function checkBoxSetsSold(
  input: CreateOrderInput,
  boxes: SaleBoxSet[],
  books: Map<number, OrderableBook>,
) {
  const format = formatOf(input);
  const unsold = boxes.find(
    (box) =>
      !box.active ||
      box.bookIds.length < 2 ||
      box.bookIds.some((id) => {
        const book = books.get(id);
        return !book || !soldIn(book, format);
      }),
  );
  if (unsold) throw new AppError(409, 'box_set_unavailable', boxSetTexts.notSold(titleOf(unsold)));
  const held = new Set(input.books.map((item) => item.book_id));
  const errors: Record<string, Localized[]> = {};
  boxes.forEach((box, i) => {
    const twice = box.bookIds.find((id) => held.has(id));
    if (twice !== undefined) {
      errors[`box_sets.${i}.box_set_id`] = [boxSetTexts.bookInOrderTwice(titleOf(books.get(twice)!))];
    }
    for (const id of box.bookIds) held.add(id);
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

/** Each box set asked for with its price shared among its books by their list prices. */
export function boxLinesOf(
  input: CreateOrderInput,
  boxes: SaleBoxSet[],
  books: Map<number, OrderableBook>,
): BoxLine[] {
  const format = formatOf(input);
  return boxes.map((box, i) => {
    const lists = box.bookIds.map((id) => listPriceIn(books.get(id)!, format));
    const shares = allocate(box.priceCents, lists);
    return {
      boxSetId: box.id,
      title: titleOf(box),
      quantity: input.is_hard_copy ? (input.box_sets?.[i]?.quantity ?? 1) : 1,
      unitPriceCents: box.priceCents,
      components: box.bookIds.map((bookId, j) => ({
        bookId,
        listPriceCents: lists[j]!,
        shareCents: shares[j]!,
      })),
    };
  });
}

/**
 * In the order's transaction: the box sets' rows share-locked until it commits; whether one changed
 * since it was read (price, books, switched off), in which case the order is priced again.
 */
export async function boxSetsMoved(tx: Db, boxes: BoxLine[]): Promise<boolean> {
  if (boxes.length === 0) return false;
  const now = await boxSetsForSale(
    tx,
    boxes.map((box) => box.boxSetId),
    true,
  );
  return boxes.some((box) => {
    const locked = now.get(box.boxSetId);
    return (
      !locked?.active ||
      locked.priceCents !== box.unitPriceCents ||
      locked.bookIds.join() !== box.components.map((c) => c.bookId).join()
    );
  });
}

/** Writes the order's box sets; answers their row ids in the order given. */
export async function insertBoxSets(tx: Db, orderId: number, boxes: BoxLine[], rateBp: number) {
  if (boxes.length === 0) return [];
  const rows = await tx
    .insert(orderBoxSets)
    .values(
      boxes.map((box) => ({
        orderId,
        boxSetId: box.boxSetId,
        titleAr: box.title.ar,
        titleEn: box.title.en,
        quantity: box.quantity,
        unitPriceCents: box.unitPriceCents,
        totalPriceCents: box.unitPriceCents * box.quantity,
        components: box.components.map((c): OrderBoxSetComponent => ({ ...c, rateBp })),
      })),
    )
    .returning({ id: orderBoxSets.id });
  return rows.map((row) => row.id);
}

type LineRow = typeof orderLines.$inferSelect;

/** The box sets of the orders as their answers show them, by order id. */
export async function boxSetsOfOrders(
  db: Db,
  orderIds: number[],
  lang: Lang,
): Promise<Map<number, OrderBoxSet[]>> {
  const byOrder = new Map<number, OrderBoxSet[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({ row: orderBoxSets, decimals: orders.currencyDecimals })
    .from(orderBoxSets)
    .innerJoin(orders, eq(orders.id, orderBoxSets.orderId))
    .where(inArray(orderBoxSets.orderId, orderIds))
    .orderBy(asc(orderBoxSets.id));
  if (rows.length === 0) return byOrder;
  const lines = await db
    .select({ id: orderLines.id, bookId: orderLines.bookId, boxSetLineId: orderLines.boxSetLineId })
    .from(orderLines)
    .where(
      inArray(
        orderLines.boxSetLineId,
        rows.map(({ row }) => row.id),
      ),
    );
  for (const { row, decimals } of rows) {
    const units = (minor: number) => minorToUnits(minor, decimals);
    const lineOf = (bookId: number) =>
      lines.find((line) => line.boxSetLineId === row.id && line.bookId === bookId)?.id ?? 0;
    const list = byOrder.get(row.orderId) ?? [];
    list.push({
      id: row.id,
      box_set_id: row.boxSetId,
      ...localized(lang, 'title', row.titleAr, row.titleEn),
      quantity: row.quantity,
      price: units(row.unitPriceCents),
      total_price: units(row.totalPriceCents),
      books: row.components.map((c) => ({
        line_id: lineOf(c.bookId),
        book_id: c.bookId,
        list_price: units(c.listPriceCents),
        share: units(c.shareCents),
        tax_rate: c.rateBp / 100,
      })),
    });
    byOrder.set(row.orderId, list);
  }
  return byOrder;
}

/**
 * A box set is given back whole (decision 096): a refund or a return that picks a book of one picks
 * every book of it, each with the same number of copies; else 422 naming the box set.
 */
export async function checkWholeBoxSets(
  tx: Db,
  orderId: number,
  lines: Pick<LineRow, 'id' | 'boxSetLineId'>[],
  picked: { lineId: number; quantity: number }[],
) {
  const boxed = lines.filter((line) => line.boxSetLineId !== null);
  if (boxed.length === 0 || picked.length === 0) return;
  const rows = await tx.select().from(orderBoxSets).where(eq(orderBoxSets.orderId, orderId));
  for (const row of rows) {
    const own = boxed.filter((line) => line.boxSetLineId === row.id);
    const copies = own.map((line) =>
      picked.filter((p) => p.lineId === line.id).reduce((sum, p) => sum + p.quantity, 0),
    );
    if (copies.every((n) => n === 0) || copies.every((n) => n === copies[0])) continue;
    const title = titleOf(row);
    throw new AppError(422, 'refund_lines', boxSetTexts.returnWhole(title), {
      lines: [boxSetTexts.returnWhole(title)],
    });
  }
}
