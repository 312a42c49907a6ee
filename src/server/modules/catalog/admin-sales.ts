import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { bookCategories, books, sales, writers } from '#server/db/schema/catalog.ts';
import { messagesOf } from '#server/i18n/index.ts';
import { AppError, commonMessages } from '#server/plugins/errors.ts';
import { fieldMessages } from '#shared/contract/field-messages.ts';
import { SHOP_TIME_ZONE } from '#shared/contract/staff-dashboard.ts';
import type {
  Sale,
  SaleBody,
  SaleStatus,
  SaleUpdate,
  StaffSalesQuery,
} from '#shared/contract/staff-sales.ts';
import { STAFF_LIST_LIMITS } from '#shared/contract/staff-taxonomy.ts';
import type { Localized } from '#shared/lang.ts';
import { centsToDollars, dollarsToCents } from '#shared/price.ts';
import { fromWallTime, toWallTime } from '#shared/shop-time.ts';
import type { SaleRow } from './sale-prices.ts';

/*
 * Sales as staff keep them (docs/decisions/053-scheduled-sales.md): what they cover must exist, a sale
 * is a percentage or fixed prices, never both, and it ends after it starts and after now. Times are
 * written and shown on the shop's clock (SHOP_TIME_ZONE).
 */

export const saleMessages = messagesOf('sales');

const refused = (field: string, message: Localized) =>
  new AppError(422, 'validation', commonMessages.validation, { [field]: [message] });

const cents = (dollars: number | null | undefined) =>
  dollars === null || dollars === undefined ? null : dollarsToCents(dollars);
const dollars = (value: number | null) => (value === null ? null : centsToDollars(value));

function statusOf(row: SaleRow, now: Date): SaleStatus {
  if (row.endsAt <= now) return 'ended';
  return row.startsAt <= now ? 'running' : 'scheduled';
}

export function presentSale(row: SaleRow, now = new Date()): Sale {
  return {
    id: row.id,
    name_ar: row.nameAr,
    name_en: row.nameEn,
    scope: row.scope,
    book_ids: row.bookIds,
    category_id: row.categoryId,
    writer_id: row.writerId,
    percent: row.percent,
    pdf_price: dollars(row.pdfPriceCents),
    hardcopy_price: dollars(row.hardcopyPriceCents),
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    starts_local: toWallTime(row.startsAt),
    ends_local: toWallTime(row.endsAt),
    time_zone: SHOP_TIME_ZONE,
    status: statusOf(row, now),
  };
}

const statusFilter = (status: SaleStatus | undefined, now: Date) => {
  if (status === 'ended') return lte(sales.endsAt, now);
  if (status === 'running') return and(lte(sales.startsAt, now), gt(sales.endsAt, now));
  if (status === 'scheduled') return gt(sales.startsAt, now);
  return undefined;
};

export async function listSales(db: Db, query: StaffSalesQuery) {
  const now = new Date();
  const page = query.page ?? 1;
  const perPage = query.per_page ?? STAFF_LIST_LIMITS.perPage;
  const search = query.search?.trim();
  const where = and(
    statusFilter(query.status, now),
    search
      ? sql`(${sales.nameAr} ILIKE ${`%${search}%`} OR ${sales.nameEn} ILIKE ${`%${search}%`})`
      : undefined,
  );
  const column = { starts_at: sales.startsAt, ends_at: sales.endsAt, id: sales.id }[
    query.sort ?? 'starts_at'
  ];
  const order = query.dir === 'asc' ? asc(column) : desc(column);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(sales)
      .where(where)
      .orderBy(order, desc(sales.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(sales)
      .where(where),
  ]);
  return { data: rows.map((row) => presentSale(row, now)), total: counted?.total ?? 0, page, perPage };
}

export async function findSale(db: Db, id: number): Promise<Sale | null> {
  const [row] = await db.select().from(sales).where(eq(sales.id, id));
  return row ? presentSale(row) : null;
}

/** A sale as it would be written: the body (a change merged over `before`) checked whole. */
async function checkedValues(db: Db, body: SaleUpdate, before: SaleRow | null) {
  const field = <K extends keyof SaleUpdate>(key: K, old: SaleUpdate[K]) =>
    body[key] === undefined ? old : body[key];
  const scope = field('scope', before?.scope);
  const percent = field('percent', before?.percent ?? null) ?? null;
  const pdfPriceCents =
    body.pdf_price === undefined ? (before?.pdfPriceCents ?? null) : cents(body.pdf_price);
  const hardcopyPriceCents =
    body.hardcopy_price === undefined ? (before?.hardcopyPriceCents ?? null) : cents(body.hardcopy_price);
  if ((percent !== null) === (pdfPriceCents !== null || hardcopyPriceCents !== null)) {
    throw refused('percent', saleMessages.percentOrPrice);
  }
  const bookIds = scope === 'books' ? [...new Set(field('book_ids', before?.bookIds) ?? [])] : [];
  const categoryId = scope === 'category' ? (field('category_id', before?.categoryId) ?? null) : null;
  const writerId = scope === 'writer' ? (field('writer_id', before?.writerId) ?? null) : null;
  await checkScope(db, scope, bookIds, categoryId, writerId);
  const startsAt = timeOf('starts_at', body.starts_at, before?.startsAt);
  const endsAt = timeOf('ends_at', body.ends_at, before?.endsAt);
  if (endsAt <= startsAt) throw refused('ends_at', saleMessages.endBeforeStart);
  if (endsAt <= new Date()) throw refused('ends_at', saleMessages.endPassed);
  return {
    nameAr: field('name_ar', before?.nameAr) as string,
    nameEn: field('name_en', before?.nameEn) as string,
    scope: scope as SaleRow['scope'],
    bookIds,
    categoryId,
    writerId,
    percent,
    pdfPriceCents: percent === null ? pdfPriceCents : null,
    hardcopyPriceCents: percent === null ? hardcopyPriceCents : null,
    startsAt,
    endsAt,
  };
}

function timeOf(key: string, text: string | undefined, before: Date | undefined): Date {
  if (text === undefined) return before as Date;
  const at = fromWallTime(text);
  if (!at) throw refused(key, fieldMessages.shopTime!);
  return at;
}

async function checkScope(
  db: Db,
  scope: string | undefined,
  bookIds: number[],
  categoryId: number | null,
  writerId: number | null,
) {
  if (scope === 'books') {
    if (bookIds.length === 0) throw refused('book_ids', saleMessages.booksRequired);
    const found = await db.select({ id: books.id }).from(books).where(inArray(books.id, bookIds));
    if (found.length !== bookIds.length) throw refused('book_ids', saleMessages.unknownBooks);
  }
  if (scope === 'category') {
    if (categoryId === null) throw refused('category_id', saleMessages.categoryRequired);
    const [found] = await db
      .select({ id: bookCategories.id })
      .from(bookCategories)
      .where(eq(bookCategories.id, categoryId));
    if (!found) throw refused('category_id', saleMessages.unknownCategory);
  }
  if (scope === 'writer') {
    if (writerId === null) throw refused('writer_id', saleMessages.writerRequired);
    const [found] = await db.select({ id: writers.id }).from(writers).where(eq(writers.id, writerId));
    if (!found) throw refused('writer_id', saleMessages.unknownWriter);
  }
}

export async function createSale(tx: Db, body: SaleBody): Promise<Sale> {
  const [row] = await tx
    .insert(sales)
    .values(await checkedValues(tx, body, null))
    .returning();
  return presentSale(row!);
}

export async function updateSale(tx: Db, id: number, body: SaleUpdate) {
  const [locked] = await tx.select().from(sales).where(eq(sales.id, id)).for('update');
  if (!locked) return null;
  const values = await checkedValues(tx, body, locked);
  const [row] = await tx
    .update(sales)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(sales.id, id))
    .returning();
  return { before: presentSale(locked), after: presentSale(row!) };
}

/** Ends a running sale now (to the second); 409 for one still to come or over. */
export async function endSale(tx: Db, id: number) {
  const [locked] = await tx.select().from(sales).where(eq(sales.id, id)).for('update');
  if (!locked) return null;
  const now = new Date(Math.floor(Date.now() / 1000) * 1000);
  if (statusOf(locked, now) !== 'running' || locked.startsAt >= now) {
    throw new AppError(409, 'sale_not_running', saleMessages.notRunning);
  }
  const [row] = await tx
    .update(sales)
    .set({ endsAt: now, updatedAt: new Date() })
    .where(eq(sales.id, id))
    .returning();
  return { before: presentSale(locked), after: presentSale(row!) };
}

export async function deleteSale(tx: Db, id: number) {
  const [row] = await tx.delete(sales).where(eq(sales.id, id)).returning();
  return row ? presentSale(row) : null;
}
