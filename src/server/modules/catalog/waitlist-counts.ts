import { and, asc, count, desc, eq, ilike, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { books, bookWaitlist } from '#server/db/schema/catalog.ts';
import type { StaffWaitlist, StaffWaitlistsQuery, WaitlistSort } from '#shared/contract/preorders.ts';
import { STAFF_LIST_LIMITS } from '#shared/contract/staff-taxonomy.ts';

/* The back office's view of the waiting lists: how many readers wait for each book (what to reprint). */

const waiting = sql<number>`count(*) filter (where ${bookWaitlist.confirmedAt} is not null)::int`;
const unconfirmed = sql<number>`count(*) filter (where ${bookWaitlist.confirmedAt} is null)::int`;

const orderings: Record<WaitlistSort, SQL> = {
  waiting,
  title: sql`${books.titleAr}`,
  stock: sql`${books.stock}`,
  release: sql`${books.releaseAt}`,
};

/** Readers waiting for one book (confirmed). */
export async function waitingCount(db: Db, bookId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(bookWaitlist)
    .where(and(eq(bookWaitlist.bookId, bookId), isNotNull(bookWaitlist.confirmedAt)));
  return row?.total ?? 0;
}

/** The books someone waits for, most waited-for first unless `sort` says otherwise, a page at a time. */
export async function listWaitlists(db: Db, query: StaffWaitlistsQuery) {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? STAFF_LIST_LIMITS.perPage;
  const by = (query.dir ?? (query.sort && query.sort !== 'waiting' ? 'asc' : 'desc')) === 'asc' ? asc : desc;
  const search = query.search?.trim();
  const pattern = search && `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = pattern ? or(ilike(books.titleAr, pattern), ilike(books.titleEn, pattern)) : undefined;
  const rows = await db
    .select({
      bookId: books.id,
      titleAr: books.titleAr,
      titleEn: books.titleEn,
      comingSoon: books.comingSoon,
      preorderOpen: books.preorderOpen,
      releaseAt: books.releaseAt,
      stock: books.stock,
      waiting,
      unconfirmed,
    })
    .from(bookWaitlist)
    .innerJoin(books, eq(books.id, bookWaitlist.bookId))
    .where(where)
    .groupBy(books.id)
    .orderBy(by(orderings[query.sort ?? 'waiting']), asc(books.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [{ total }] = await db
    .select({ total: sql<number>`count(distinct ${bookWaitlist.bookId})::int` })
    .from(bookWaitlist)
    .innerJoin(books, eq(books.id, bookWaitlist.bookId))
    .where(where);
  const data: StaffWaitlist[] = rows.map((row) => ({
    book_id: row.bookId,
    title_ar: row.titleAr,
    title_en: row.titleEn,
    coming_soon: row.comingSoon,
    preorder_open: row.preorderOpen,
    release_at: row.releaseAt?.toISOString() ?? null,
    stock: row.stock,
    waiting: row.waiting,
    unconfirmed: row.unconfirmed,
  }));
  return { data, total, page, perPage };
}
