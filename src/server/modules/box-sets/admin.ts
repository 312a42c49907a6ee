import { asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { type BoxSetFormat, boxSetBooks, boxSets } from '#server/db/schema/box-sets.ts';
import { booksForOrder, orderableBooks } from '#server/modules/catalog/index.ts';
import { AppError, commonMessages } from '#server/plugins/errors.ts';
import type {
  StaffBoxSet,
  StaffBoxSetBody,
  StaffBoxSetsQuery,
  StaffBoxSetUpdate,
} from '#shared/contract/box-sets.ts';
import { STAFF_LIST_LIMITS } from '#shared/contract/staff-taxonomy.ts';
import type { Lang, Localized } from '#shared/lang.ts';
import { centsToDollars, dollarsToCents, formatPrice } from '#shared/price.ts';
import { priceIn, soldIn } from './books.ts';
import { boxSetTexts, boxSetMessages as m, titleOf } from './messages.ts';
import { bookIdsOf } from './sale.ts';

/*
 * The back office's box sets (decision 096). A box set is saved only as something the shop can sell:
 * two different books or more, each sold in the box set's format, at a price below what they cost
 * bought one by one today (their prices in force, a running sale's included). The check runs when
 * the price, the format or the books change, and when a box set is switched on; switching one off
 * or renaming it is never refused.
 */

type Row = typeof boxSets.$inferSelect;

async function present(db: Db, rows: Row[]): Promise<StaffBoxSet[]> {
  const books = await bookIdsOf(
    db,
    rows.map((row) => row.id),
  );
  const ids = [...new Set([...books.values()].flat())];
  const titles = await booksForOrder(db, ids, 'ar');
  const prices = new Map((await orderableBooks(db, ids)).map((book) => [book.id, book]));
  return rows.map((row) => {
    const bookIds = books.get(row.id) ?? [];
    const listed = bookIds.map((id) => {
      const shown = titles.get(id);
      const priced = prices.get(id);
      return {
        id,
        title_ar: shown?.title_ar ?? '',
        title_en: shown?.title_en ?? '',
        // A hidden book is not sold: its price counts for nothing until it is shown again.
        price: centsToDollars(priced ? priceIn(priced, row.format) : 0),
      };
    });
    return {
      id: row.id,
      title_ar: row.titleAr,
      title_en: row.titleEn,
      description_ar: row.descriptionAr,
      description_en: row.descriptionEn,
      format: row.format,
      price: centsToDollars(row.priceCents),
      active: row.active,
      book_ids: bookIds,
      books: listed,
      parts_price: centsToDollars(listed.reduce((sum, book) => sum + dollarsToCents(book.price), 0)),
    };
  });
}

const refused = (errors: Record<string, Localized[]>) =>
  new AppError(422, 'validation', commonMessages.validation, errors);

/** 422 naming each field that keeps the box set from being sold as it is asked for. */
async function checkSellable(db: Db, format: BoxSetFormat, priceCents: number, bookIds: number[]) {
  const errors: Record<string, Localized[]> = {};
  const seen = new Set<number>();
  bookIds.forEach((id, i) => {
    if (seen.has(id)) errors[`book_ids.${i}`] = [m.bookTwice];
    seen.add(id);
  });
  if (seen.size < 2) errors.book_ids = [m.tooFewBooks];
  if (Object.keys(errors).length > 0) throw refused(errors);
  const books = new Map((await orderableBooks(db, [...seen])).map((book) => [book.id, book]));
  bookIds.forEach((id, i) => {
    const book = books.get(id);
    if (!book) errors[`book_ids.${i}`] = [m.unknownBook];
    else if (!soldIn(book, format)) {
      const title = titleOf(book);
      errors[`book_ids.${i}`] = [format === 'pdf' ? boxSetTexts.noPdf(title) : boxSetTexts.noPrint(title)];
    }
  });
  if (Object.keys(errors).length > 0) throw refused(errors);
  const sum = [...books.values()].reduce((total, book) => total + priceIn(book, format), 0);
  if (priceCents >= sum) throw refused({ price: [boxSetTexts.priceNotBelow(formatPrice(sum / 100))] });
}

async function writeBooks(tx: Db, id: number, bookIds: number[]) {
  await tx.delete(boxSetBooks).where(eq(boxSetBooks.boxSetId, id));
  if (bookIds.length === 0) return;
  await tx
    .insert(boxSetBooks)
    .values(bookIds.map((bookId, position) => ({ boxSetId: id, bookId, position })));
}

async function boxSetById(db: Db, id: number, lock = false): Promise<StaffBoxSet | null> {
  const query = db.select().from(boxSets).where(eq(boxSets.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ? ((await present(db, [row]))[0] ?? null) : null;
}

export const findStaffBoxSet = (db: Db, id: number) => boxSetById(db, id);

export async function listStaffBoxSets(db: Db, query: StaffBoxSetsQuery, lang: Lang) {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? STAFF_LIST_LIMITS.perPage;
  const words = (query.search ?? '').split(/\s+/).filter(Boolean).slice(0, 8);
  const text = sql`shop_normalize(${boxSets.titleAr} || ' ' || ${boxSets.titleEn})`;
  const where: SQL | undefined = words.length
    ? sql.join(
        words.map((word) => sql`${text} LIKE '%' || shop_normalize(${word}) || '%'`),
        sql` AND `,
      )
    : undefined;
  const sort = query.sort ?? 'title';
  const direction = (query.dir ?? 'asc') === 'asc' ? asc : desc;
  const key = {
    title: lang === 'en' ? boxSets.titleEn : boxSets.titleAr,
    price: boxSets.priceCents,
    id: boxSets.id,
  }[sort];
  const rows = await db
    .select()
    .from(boxSets)
    .where(where)
    .orderBy(direction(key), direction(boxSets.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [{ total }] = (await db.select({ total: count() }).from(boxSets).where(where)) as [{ total: number }];
  return { data: await present(db, rows), total, page, perPage };
}

export async function createBoxSet(tx: Db, body: StaffBoxSetBody): Promise<StaffBoxSet> {
  const priceCents = dollarsToCents(body.price);
  await checkSellable(tx, body.format, priceCents, body.book_ids);
  const [row] = await tx
    .insert(boxSets)
    .values({
      titleAr: body.title_ar,
      titleEn: body.title_en,
      descriptionAr: body.description_ar ?? '',
      descriptionEn: body.description_en ?? '',
      format: body.format,
      priceCents,
      active: body.active ?? true,
    })
    .returning({ id: boxSets.id });
  await writeBooks(tx, row!.id, body.book_ids);
  return (await boxSetById(tx, row!.id))!;
}

export async function updateBoxSet(tx: Db, id: number, body: StaffBoxSetUpdate) {
  const before = await boxSetById(tx, id, true);
  if (!before) return null;
  const format = body.format ?? before.format;
  const priceCents = dollarsToCents(body.price ?? before.price);
  const bookIds = body.book_ids ?? before.book_ids;
  const switchedOn = body.active === true && !before.active;
  const sold = body.active ?? before.active;
  const changesSale = body.format !== undefined || body.price !== undefined || body.book_ids !== undefined;
  if (switchedOn || (sold && changesSale)) await checkSellable(tx, format, priceCents, bookIds);
  await tx
    .update(boxSets)
    .set({
      titleAr: body.title_ar,
      titleEn: body.title_en,
      descriptionAr: body.description_ar,
      descriptionEn: body.description_en,
      format: body.format,
      priceCents: body.price === undefined ? undefined : priceCents,
      active: body.active,
      updatedAt: new Date(),
    })
    .where(eq(boxSets.id, id));
  if (body.book_ids !== undefined) await writeBooks(tx, id, bookIds);
  return { before, after: (await boxSetById(tx, id))! };
}

/** Deletes the box set; the orders that sold it keep it as it was sold. */
export async function deleteBoxSet(tx: Db, id: number) {
  const found = await boxSetById(tx, id, true);
  if (!found) return null;
  await tx.delete(boxSets).where(eq(boxSets.id, id));
  return { deleted: found };
}
