import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { books, writers } from '#server/db/schema/catalog.ts';
import { refusedField } from '#server/modules/staff/index.ts';
import { isBlankRichText, sanitizeRichText } from '#server/services/rich-text.ts';
import type { StaffNamedQuery, StaffWriter, StaffWriterBody } from '#shared/contract/staff-taxonomy.ts';
import type { Lang } from '#shared/lang.ts';
import {
  type DeleteOutcome,
  definedOnly,
  locked,
  matchesSearch,
  type StaffPage,
  type UpdateOutcome,
  usersOf,
  windowOf,
} from './admin-taxonomy.ts';
import { taxonomyMessages as m } from './staff-taxonomy-messages.ts';

/*
 * The back office's writers: the names in both languages, the years of birth and death, the
 * biography in each language (rich text, cleaned before it is stored) and the photo (set by its own
 * upload route). A writer is deleted only while no book, shown or hidden, names them.
 */

const writerBooks = sql<number>`(SELECT count(*) FROM books b WHERE b.writer_id = writers.id)`;

const columns = {
  id: writers.id,
  name_ar: writers.nameAr,
  name_en: writers.nameEn,
  bio_ar: writers.bioAr,
  bio_en: writers.bioEn,
  born_year: writers.bornYear,
  died_year: writers.diedYear,
  photo: writers.photo,
  books_count: writerBooks.mapWith(Number),
};

export async function listStaffWriters(
  db: Db,
  query: StaffNamedQuery,
  lang: Lang,
): Promise<StaffPage<StaffWriter>> {
  const { page, perPage, offset } = windowOf(query);
  const where = matchesSearch(sql`${writers.searchText}`, query.search);
  const sort = query.sort ?? 'name';
  const direction = (query.dir ?? (sort === 'books' ? 'desc' : 'asc')) === 'asc' ? asc : desc;
  const key = { name: lang === 'en' ? writers.nameEn : writers.nameAr, books: writerBooks, id: writers.id }[
    sort
  ];
  const data = await db
    .select(columns)
    .from(writers)
    .where(where)
    .orderBy(direction(key), direction(writers.id))
    .limit(perPage)
    .offset(offset);
  const [{ total }] = await db.select({ total: count() }).from(writers).where(where);
  return { data, total, page, perPage };
}

async function writerById(db: Db, id: number, lock = false): Promise<StaffWriter | null> {
  if (lock && !(await locked(db, writers, id))) return null;
  const [row] = await db.select(columns).from(writers).where(eq(writers.id, id));
  return row ?? null;
}

export const findStaffWriter = (db: Db, id: number) => writerById(db, id);

const richText = (html: string | undefined) =>
  html === undefined ? undefined : isBlankRichText(html) ? '' : sanitizeRichText(html);

/** The columns a body sets; a year given as null is cleared, a missing one stays as it is. */
const valuesOf = (input: Partial<StaffWriterBody>) => ({
  nameAr: input.name_ar,
  nameEn: input.name_en,
  bioAr: richText(input.bio_ar),
  bioEn: richText(input.bio_en),
  bornYear: input.born_year,
  diedYear: input.died_year,
});

/** A death before the birth is refused on the field that makes it so (the table refuses it too). */
function checkLife(born: number | null | undefined, died: number | null | undefined) {
  if (born != null && died != null && died < born) throw refusedField('died_year', m.diedBeforeBorn);
}

export async function createWriter(tx: Db, input: StaffWriterBody): Promise<StaffWriter> {
  checkLife(input.born_year, input.died_year);
  const values = definedOnly(valuesOf(input)) as typeof writers.$inferInsert;
  const [row] = await tx.insert(writers).values(values).returning({ id: writers.id });
  return (await writerById(tx, row.id))!;
}

export async function updateWriter(
  tx: Db,
  id: number,
  input: Partial<StaffWriterBody>,
): Promise<UpdateOutcome<StaffWriter>> {
  const before = await writerById(tx, id, true);
  if (!before) return null;
  checkLife(
    input.born_year === undefined ? before.born_year : input.born_year,
    input.died_year === undefined ? before.died_year : input.died_year,
  );
  const changes = definedOnly(valuesOf(input));
  if (changes) await tx.update(writers).set(changes).where(eq(writers.id, id));
  return { before, after: (await writerById(tx, id))! };
}

/** Points the writer at a newly stored photo; answers the photo it replaces, or null when there is no such writer. */
export async function setWriterPhoto(
  tx: Db,
  id: number,
  key: string,
): Promise<{ previous: string | null } | null> {
  const before = await writerById(tx, id, true);
  if (!before) return null;
  await tx.update(writers).set({ photo: key }).where(eq(writers.id, id));
  return { previous: before.photo };
}

/** Whether writer `id` exists (for an upload, before its file is stored). */
export const writerExists = (db: Db, id: number) => writerById(db, id).then(Boolean);

export async function deleteWriter(tx: Db, id: number): Promise<DeleteOutcome<StaffWriter>> {
  const found = await writerById(tx, id, true);
  if (!found) return null;
  if (found.books_count > 0) return { usedBy: await usersOf(tx, books.writerId, id) };
  await tx.delete(writers).where(eq(writers.id, id));
  return { deleted: found };
}
