import type { FastifyPluginAsync } from 'fastify';
import { listedBooks, sharedBook, sharedSeries, sharedWriter } from '#server/modules/catalog/index.ts';
import { positiveId } from '#shared/ids.ts';
import { bookMissingPage, bookSharePage, writerMissingPage, writerSharePage } from './pages.ts';
import { seriesMissingPage, seriesSharePage } from './series-page.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

/** How long the sitemap is kept in memory; a catalogue change drops it at once. */
const SITEMAP_TTL_MS = 60_000;
const HTML = 'text/html; charset=utf-8';

/**
 * robots.txt, sitemap.xml, each book's share address /b/{id}, each writer's /w/{id} and each series'
 * /s/{id}, at the shop's root.
 */
export const shareRoutes: FastifyPluginAsync = async (app) => {
  const publicUrl = app.config.publicUrl.replace(/\/+$/, '');
  let sitemap: { xml: string; expires: number } | undefined;
  app.changes.subscribe('catalog', () => {
    sitemap = undefined;
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(publicUrl)),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    if (!sitemap || sitemap.expires <= Date.now()) {
      sitemap = {
        xml: sitemapXml(publicUrl, await listedBooks(app.db)),
        expires: Date.now() + SITEMAP_TTL_MS,
      };
    }
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(sitemap.xml);
  });

  app.get<{ Params: { id: string } }>('/b/:id', { schema: { hide: true } }, async (request, reply) => {
    const id = positiveId(request.params.id);
    const book = id === undefined ? undefined : await sharedBook(app.db, id);
    if (!book)
      return reply.status(404).type(HTML).header('cache-control', 'no-cache').send(bookMissingPage());
    return reply
      .type(HTML)
      .header('cache-control', 'public, max-age=300')
      .send(bookSharePage(book, publicUrl, app.config.mediaPublicUrl));
  });

  app.get<{ Params: { id: string } }>('/w/:id', { schema: { hide: true } }, async (request, reply) => {
    const id = positiveId(request.params.id);
    const writer = id === undefined ? undefined : await sharedWriter(app.db, id);
    if (!writer)
      return reply.status(404).type(HTML).header('cache-control', 'no-cache').send(writerMissingPage());
    return reply
      .type(HTML)
      .header('cache-control', 'public, max-age=300')
      .send(writerSharePage(writer, publicUrl, app.config.mediaPublicUrl));
  });

  app.get<{ Params: { id: string } }>('/s/:id', { schema: { hide: true } }, async (request, reply) => {
    const id = positiveId(request.params.id);
    const series = id === undefined ? undefined : await sharedSeries(app.db, id);
    if (!series)
      return reply.status(404).type(HTML).header('cache-control', 'no-cache').send(seriesMissingPage());
    return reply
      .type(HTML)
      .header('cache-control', 'public, max-age=300')
      .send(seriesSharePage(series, publicUrl, app.config.mediaPublicUrl));
  });
};
