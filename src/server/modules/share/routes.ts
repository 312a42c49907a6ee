import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { listedBoxSets, sharedBoxSet } from '#server/modules/box-sets/index.ts';
import { listedBooks, sharedBook, sharedSeries, sharedWriter } from '#server/modules/catalog/index.ts';
import { listedArticles, sharedArticle } from '#server/modules/content/index.ts';
import { positiveId } from '#shared/ids.ts';
import { articleMissingPage, articleSharePage } from './article-page.ts';
import { boxSetMissingPage, boxSetSharePage } from './box-set-page.ts';
import { bookMissingPage, bookSharePage, writerMissingPage, writerSharePage } from './pages.ts';
import { seriesMissingPage, seriesSharePage } from './series-page.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

/** How long the sitemap is kept in memory; a catalogue or content change drops it at once. */
const SITEMAP_TTL_MS = 60_000;
const HTML = 'text/html; charset=utf-8';

/**
 * robots.txt, sitemap.xml, and the share address of each book (/b/{id}), writer (/w/{id}), series
 * (/s/{id}), box set (/x/{id}), news item (/n/{id}) and Kashkoul article (/k/{id}), at the shop's root.
 */
export const shareRoutes: FastifyPluginAsync = async (app) => {
  const publicUrl = app.config.publicUrl.replace(/\/+$/, '');
  const media = app.config.mediaPublicUrl;
  let sitemap: { xml: string; expires: number } | undefined;
  const dropSitemap = () => {
    sitemap = undefined;
  };
  app.changes.subscribe('catalog', dropSitemap);
  app.changes.subscribe('content', dropSitemap);

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(publicUrl)),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    if (!sitemap || sitemap.expires <= Date.now()) {
      const [books, boxSets, articles] = await Promise.all([
        listedBooks(app.db),
        listedBoxSets(app.db),
        listedArticles(app.db),
      ]);
      sitemap = {
        xml: sitemapXml(publicUrl, books, boxSets, articles),
        expires: Date.now() + SITEMAP_TTL_MS,
      };
    }
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(sitemap.xml);
  });

  /** A share address: the page of what `find` gives, or a page saying it is not there (404). */
  function sharePage<T>(
    path: string,
    find: (id: number) => Promise<T | undefined>,
    render: (found: T) => string,
    missing: () => string,
  ) {
    app.get<{ Params: { id: string } }>(
      path,
      { schema: { hide: true } },
      async (request, reply: FastifyReply) => {
        const id = positiveId(request.params.id);
        const found = id === undefined ? undefined : await find(id);
        if (!found) return reply.status(404).type(HTML).header('cache-control', 'no-cache').send(missing());
        return reply.type(HTML).header('cache-control', 'public, max-age=300').send(render(found));
      },
    );
  }

  sharePage(
    '/b/:id',
    (id) => sharedBook(app.db, id),
    (book) => bookSharePage(book, publicUrl, media),
    bookMissingPage,
  );
  sharePage(
    '/w/:id',
    (id) => sharedWriter(app.db, id),
    (writer) => writerSharePage(writer, publicUrl, media),
    writerMissingPage,
  );
  sharePage(
    '/s/:id',
    (id) => sharedSeries(app.db, id),
    (series) => seriesSharePage(series, publicUrl, media),
    seriesMissingPage,
  );
  sharePage(
    '/x/:id',
    (id) => sharedBoxSet(app.db, id),
    (boxSet) => boxSetSharePage(boxSet, publicUrl, media),
    boxSetMissingPage,
  );
  for (const kind of ['news', 'kashkoul'] as const) {
    sharePage(
      kind === 'news' ? '/n/:id' : '/k/:id',
      (id) => sharedArticle(app.db, kind, id),
      (article) => articleSharePage(kind, article, publicUrl, media),
      () => articleMissingPage(kind),
    );
  }
};
