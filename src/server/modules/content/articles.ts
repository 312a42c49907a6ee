import { count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { akhbars, articles } from '#server/db/schema/content.ts';
import { catalogueCache } from '#server/plugins/cache-headers.ts';
import { notFound } from '#server/plugins/errors.ts';
import { route } from '#server/plugins/route.ts';
import type { Article, ArticlesQuery } from '#shared/contract/content.ts';
import type { Lang } from '#shared/lang.ts';
import { localized } from '#shared/lang.ts';
import { paginationMeta } from '#shared/pagination.ts';
import { contentMessages } from './messages.ts';

/** DESIGN.md: lists other than books show 10 items a page. */
const PER_PAGE = 10;

type ContentTable = typeof akhbars | typeof articles;
type ContentRow = typeof akhbars.$inferSelect;

const files = (name: string | null) => (name ? [{ file_name: name }] : []);

function presentArticle(row: ContentRow, lang: Lang): Article {
  const image = files(row.image);
  const pdf = files(row.pdf);
  return {
    id: row.id,
    ...localized(lang, 'title', row.titleAr, row.titleEn),
    ...localized(lang, 'description', row.descriptionAr, row.descriptionEn),
    article_date: row.articleDate,
    issue_number: row.issueNumber,
    files: { image, pdf, columns: { image, pdf } },
  };
}

/** Newest first; the id breaks ties so pages never overlap. */
async function listContent(db: Db, table: ContentTable, query: ArticlesQuery, lang: Lang, path: string) {
  const paginated = query.page !== undefined || query.pagination === 1;
  const page = paginated ? (query.page ?? 1) : 1;
  const perPage = query.per_page ?? PER_PAGE;
  const rows = await db
    .select()
    .from(table)
    .orderBy(desc(table.articleDate), desc(table.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const data = rows.map((row) => presentArticle(row, lang));
  if (!paginated) return { data };
  const [{ total }] = await db.select({ total: count() }).from(table);
  const pathWithPagination = `${path}?pagination=1${query.per_page ? `&per_page=${perPage}` : ''}`;
  return { data, meta: paginationMeta({ page, perPage, total, path: pathWithPagination }) };
}

async function findContent(db: Db, table: ContentTable, id: number, lang: Lang) {
  const [row] = await db.select().from(table).where(eq(table.id, id));
  return row ? presentArticle(row, lang) : null;
}

const tags = ['content'];

/** Kashkoul magazine articles and news items (spec §7: /new-articles, /akhbars, /akhbars/{id}). */
export const articleRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onSend', catalogueCache);

  route(app, 'GET /new-articles', { tags, summary: 'Kashkoul magazine articles, newest first' }, (request) =>
    listContent(app.db, articles, request.query, request.lang, '/api/new-articles'),
  );

  route(app, 'GET /akhbars', { tags, summary: 'News items, newest first' }, (request) =>
    listContent(app.db, akhbars, request.query, request.lang, '/api/akhbars'),
  );

  route(app, 'GET /akhbars/:id', { tags, summary: 'One news item' }, async (request) => {
    const item = await findContent(app.db, akhbars, request.params.id, request.lang);
    if (!item) throw notFound(contentMessages.newsNotFound);
    return { data: item };
  });
};
