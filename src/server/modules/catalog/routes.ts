import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { catalogueCache } from '#server/plugins/cache-headers.ts';
import { notFound } from '#server/plugins/errors.ts';
import { route } from '#server/plugins/route.ts';
import { AnswerCache, cacheAnswers } from './answer-cache.ts';
import { asksPlainListing } from './listing-copy.ts';
import { catalogMessages } from './messages.ts';
import { findSeries, seriesOfBook, seriesOfWriter } from './series.ts';
import { createCatalogService } from './service.ts';
import { findWriterPage, listWriters } from './writers.ts';

const tags = ['catalogue'];
const JSON_TYPE = 'application/json; charset=utf-8';

/** Books, book categories and writers (spec §7), with the Arabic-aware search. */
export const catalogRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onSend', catalogueCache);
  const listingCopy = app.config.listingCopy !== false;
  const catalog = createCatalogService(app.db, { listingCopy });
  const answers = app.config.answerCache === false ? undefined : new AnswerCache();
  /** When the prices of a request's answer change next: the next start or end of a sale. */
  const pricesUntil = new WeakMap<FastifyRequest, number>();
  const salesFor = async (request: FastifyRequest) => {
    const { running, nextChange } = await catalog.salesNow();
    if (nextChange !== undefined) pricesUntil.set(request, nextChange);
    return running;
  };
  // Remembered where the same answer is asked again and costs a query: searches, other filtered
  // listings, categories, writers; a listing no later than the next start or end of a sale, so that its
  // prices flip to the second. Not a book's own page (one primary-key read; random ids seldom repeat),
  // nor the plain listings the copy answers (thousands of pages would push out the searches).
  if (answers) {
    const worth = (request: FastifyRequest) => {
      const url = request.routeOptions.url ?? '';
      if (url.endsWith('/books/:id')) return false;
      return !(
        listingCopy &&
        url.endsWith('/books') &&
        asksPlainListing(request.query as Record<string, unknown>)
      );
    };
    const count = (outcome: 'hit' | 'miss') => app.metrics.cacheLookup('catalogue', outcome);
    cacheAnswers(app, answers, worth, count, (request) => pricesUntil.get(request));
  }
  // A staff write here or in another API process: the next request reads the database again.
  app.changes.subscribe('catalog', () => {
    answers?.clear();
    catalog.forget();
  });
  // The answers are built by typed code from the database; validating them again with zod on every
  // request would cost more than the query. The schemas still document them at /api/docs.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  route(
    app,
    'GET /books',
    {
      tags,
      summary: 'Books: home lists (limit, comming_soon, most_popular), ids[], library pages and search',
      description:
        'Any combination of filters. `page` (or `pagination=1`) answers `{data, meta}`; otherwise a list of ' +
        '`limit` books (12 by default, every requested id with `ids[]`). `search` matches title, topic, ISBN ' +
        'or writer name whatever the tashkeel, hamza form, ta marbuta or alef maqsura, forgiving one typo in words ' +
        'of 5 letters or more and two in words of 9 or more when nothing matches exactly, and ranks by relevance; ' +
        '`title`, `topic` and `writer_name` search one part only.',
    },
    async (request, reply) => {
      const running = await salesFor(request);
      const copied = catalog.plainListing(request.query, request.lang, request.url, running);
      if (copied) return reply.header('content-type', JSON_TYPE).send(copied);
      return catalog.listBooks(request.query, request.lang, request.url, running);
    },
  );

  route(app, 'GET /books/:id', { tags, summary: 'One book' }, async (request) => {
    const book = await catalog.findBook(request.params.id, request.lang, await salesFor(request));
    if (!book) throw notFound(catalogMessages.bookNotFound);
    return { data: book };
  });

  route(
    app,
    'GET /book-categories',
    { tags, summary: 'Book categories with their number of books' },
    async (request) => ({ data: await catalog.listCategories(request.lang) }),
  );

  route(
    app,
    'GET /writers',
    {
      tags,
      summary: 'Writers; `search` finds them by name in either language, whatever the tashkeel or hamza form',
    },
    async (request) => ({ data: await listWriters(app.db, request.query, request.lang) }),
  );

  route(
    app,
    'GET /writers/:id',
    { tags, summary: "A writer's page: life, biography, photo, books shown" },
    async (request) => {
      const writer = await findWriterPage(app.db, request.params.id, request.lang);
      if (!writer) throw notFound(catalogMessages.writerNotFound);
      return { data: writer };
    },
  );
  route(
    app,
    'GET /writers/:id/series',
    { tags, summary: "The series the writer's shown books belong to" },
    async (request) => {
      const series = await seriesOfWriter(app.db, request.params.id, request.lang);
      if (!series) throw notFound(catalogMessages.writerNotFound);
      return { data: series };
    },
  );

  route(
    app,
    'GET /series/:id',
    { tags, summary: 'A series: its shown books in reading order' },
    async (request) => {
      const series = await findSeries(app.db, request.params.id, request.lang);
      if (!series) throw notFound(catalogMessages.seriesNotFound);
      return { data: series };
    },
  );

  route(
    app,
    'GET /books/:id/series',
    { tags, summary: "The series a book belongs to, with the book's number; null outside any series" },
    async (request) => {
      const series = await seriesOfBook(app.db, request.params.id, request.lang);
      if (series === undefined) throw notFound(catalogMessages.bookNotFound);
      return { data: series };
    },
  );
};
