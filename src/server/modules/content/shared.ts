import { desc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { akhbars, articles } from '#server/db/schema/content.ts';

/*
 * News items and Kashkoul articles as the share pages and the sitemap read them: what a link preview
 * and a search engine are told of each.
 */

export type SharedArticle = {
  id: number;
  titleAr: string;
  titleEn: string;
  /** Rich text, as staff wrote it. */
  descriptionAr: string;
  descriptionEn: string;
  /** The day it was published, `YYYY-MM-DD`. */
  articleDate: string;
  issueNumber: number | null;
  /** The picture's key under /media. */
  image: string | null;
  createdAt: Date;
};

/** Which list an item is in: the news, or the Kashkoul magazine. */
export type ArticleKind = 'news' | 'kashkoul';

const tableOf = (kind: ArticleKind) => (kind === 'news' ? akhbars : articles);

const columns = (table: typeof akhbars | typeof articles) => ({
  id: table.id,
  titleAr: table.titleAr,
  titleEn: table.titleEn,
  descriptionAr: table.descriptionAr,
  descriptionEn: table.descriptionEn,
  articleDate: table.articleDate,
  issueNumber: table.issueNumber,
  image: table.image,
  createdAt: table.createdAt,
});

/** One news item or Kashkoul article; undefined for an unknown one. */
export async function sharedArticle(
  db: Db,
  kind: ArticleKind,
  id: number,
): Promise<SharedArticle | undefined> {
  const table = tableOf(kind);
  const [row] = await db.select(columns(table)).from(table).where(eq(table.id, id));
  return row;
}

/** Every news item and Kashkoul article by id and day, newest first, for the sitemap. */
export async function listedArticles(db: Db) {
  const dated = (kind: ArticleKind) => {
    const table = tableOf(kind);
    return db
      .select({ id: table.id, articleDate: table.articleDate })
      .from(table)
      .orderBy(desc(table.articleDate), desc(table.id));
  };
  const [news, kashkoul] = await Promise.all([dated('news'), dated('kashkoul')]);
  return { news, kashkoul };
}
