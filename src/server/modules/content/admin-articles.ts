import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { akhbars, articles } from '#server/db/schema/content.ts';
import { isBlankRichText, sanitizeRichText } from '#server/services/rich-text.ts';
import type { StaffArticle, StaffArticleInput, StaffArticlesQuery } from '#shared/contract/staff-content.ts';
import type { Lang } from '#shared/lang.ts';
import { given, ordered, type StaffPage, windowOf, wordsIn } from './admin-lists.ts';

/*
 * The back office's news items (table akhbars) and Kashkoul articles (table articles): one shape, two
 * tables. Descriptions are cleaned with the rich-text allow-list before they are stored, whatever the
 * console sent. Pictures and PDFs are set by their upload routes (admin-files.ts), never here.
 */

type ArticleKind = 'news' | 'kashkoul';
type ArticleTable = typeof akhbars | typeof articles;

const tableOf = (kind: ArticleKind): ArticleTable => (kind === 'news' ? akhbars : articles);

const columnsOf = (table: ArticleTable) => ({
  id: table.id,
  title_ar: table.titleAr,
  title_en: table.titleEn,
  description_ar: table.descriptionAr,
  description_en: table.descriptionEn,
  article_date: table.articleDate,
  issue_number: table.issueNumber,
  image: table.image,
  pdf: table.pdf,
});

/** Rich text as it may be stored: the allowed tags only, and nothing at all for an emptied editor. */
const cleanRichText = (html: string) => (isBlankRichText(html) ? '' : sanitizeRichText(html));

export async function listStaffArticles(
  db: Db,
  kind: ArticleKind,
  query: StaffArticlesQuery,
  lang: Lang,
): Promise<StaffPage<StaffArticle>> {
  const table = tableOf(kind);
  const { page, perPage, offset } = windowOf(query);
  const filters: (SQL | undefined)[] = [
    wordsIn(sql`shop_normalize(${table.titleAr} || ' ' || ${table.titleEn})`, query.search),
    query.issue_number === undefined ? undefined : eq(table.issueNumber, query.issue_number),
  ];
  const where = and(...filters);
  const sort = query.sort ?? 'date';
  const key = {
    date: table.articleDate,
    title: lang === 'en' ? table.titleEn : table.titleAr,
    issue: table.issueNumber,
    id: table.id,
  }[sort];
  const by = ordered(query.dir ?? (sort === 'title' ? 'asc' : 'desc'));
  const data = await db
    .select(columnsOf(table))
    .from(table)
    .where(where)
    .orderBy(by(key), by(table.id))
    .limit(perPage)
    .offset(offset);
  const [{ total }] = await db.select({ total: count() }).from(table).where(where);
  return { data, total, page, perPage };
}

async function articleById(db: Db, kind: ArticleKind, id: number, lock = false) {
  const table = tableOf(kind);
  const found = db.select(columnsOf(table)).from(table).where(eq(table.id, id));
  const [row] = lock ? await found.for('update') : await found;
  return row ?? null;
}

export const findStaffArticle = (db: Db, kind: ArticleKind, id: number): Promise<StaffArticle | null> =>
  articleById(db, kind, id);

/** The columns of the fields given; missing fields are left out (unchanged on update). */
function columnValues(input: Partial<StaffArticleInput>) {
  const values = {
    titleAr: input.title_ar,
    titleEn: input.title_en,
    descriptionAr: input.description_ar === undefined ? undefined : cleanRichText(input.description_ar),
    descriptionEn: input.description_en === undefined ? undefined : cleanRichText(input.description_en),
    articleDate: input.article_date,
    issueNumber: input.issue_number,
  };
  return given(values);
}

export async function createArticle(
  tx: Db,
  kind: ArticleKind,
  input: StaffArticleInput,
): Promise<StaffArticle> {
  const table = tableOf(kind);
  const [row] = await tx
    .insert(table)
    .values({
      titleEn: '',
      descriptionAr: '',
      descriptionEn: '',
      ...columnValues(input),
      titleAr: input.title_ar,
      articleDate: input.article_date,
    })
    .returning({ id: table.id });
  return (await articleById(tx, kind, row.id))!;
}

/** The item before and after, or null when there is no such item. */
export async function updateArticle(
  tx: Db,
  kind: ArticleKind,
  id: number,
  input: Partial<StaffArticleInput>,
): Promise<{ before: StaffArticle; after: StaffArticle } | null> {
  const table = tableOf(kind);
  const before = await articleById(tx, kind, id, true);
  if (!before) return null;
  const values = columnValues(input);
  if (values) await tx.update(table).set(values).where(eq(table.id, id));
  return { before, after: (await articleById(tx, kind, id))! };
}

/** The item as it was, its picture and PDF keys included (the caller removes the files), or null. */
export async function deleteArticle(tx: Db, kind: ArticleKind, id: number): Promise<StaffArticle | null> {
  const table = tableOf(kind);
  const found = await articleById(tx, kind, id, true);
  if (!found) return null;
  await tx.delete(table).where(eq(table.id, id));
  return found;
}
