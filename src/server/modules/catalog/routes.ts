import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueCache } from '#server/plugins/cache-headers.ts';
import { notFound } from '#server/plugins/errors.ts';
import {
  bookAnswerSchema,
  bookCategoriesAnswerSchema,
  bookParamsSchema,
  booksAnswerSchema,
  booksQuerySchema,
  writersAnswerSchema,
} from '#shared/contract/catalog.ts';
import { AnswerCache, cacheAnswers } from './answer-cache.ts';
import { catalogMessages } from './messages.ts';
import { createCatalogService } from './service.ts';

const tags = ['catalogue'];

/** Books, book categories and writers (spec §7), with the Arabic-aware search. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', catalogueCache);
  const catalog = createCatalogService(app.db);
  const answers = app.config.answerCache === false ? undefined : new AnswerCache();
  // Remembered where the same answer is asked again and costs a query: listings, searches, categories,
  // writers. Not a book's own page (one primary-key read; random ids seldom repeat).
  if (answers)
    cacheAnswers(app, answers, (request) => !(request.routeOptions.url ?? '').endsWith('/books/:id'));
  // A staff write here or in another API process: the next request reads the database again.
  app.changes.subscribe('catalog', () => {
    answers?.clear();
    catalog.forgetCounts();
  });
  // The answers are built by typed code from the database; validating them again with zod on every
  // request would cost more than the query. The schemas still document them at /api/docs.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  app.get(
    '/books',
    {
      schema: {
        tags,
        summary: 'Books: home lists (limit, comming_soon, most_popular), ids[], library pages and search',
        description:
          'Any combination of filters. `page` (or `pagination=1`) answers `{data, meta}`; otherwise a list of ' +
          '`limit` books (12 by default, every requested id with `ids[]`). `search` matches title, topic, ISBN ' +
          'or writer name whatever the tashkeel, hamza form, ta marbuta or alef maqsura, forgiving one typo in words ' +
          'of 5 letters or more and two in words of 9 or more when nothing matches exactly, and ranks by relevance; ' +
          '`title`, `topic` and `writer_name` search one part only.',
        querystring: booksQuerySchema,
        response: { 200: booksAnswerSchema },
      },
    },
    async (request) => catalog.listBooks(request.query, request.lang, request.url),
  );

  app.get(
    '/books/:id',
    {
      schema: {
        tags,
        summary: 'One book',
        params: bookParamsSchema,
        response: { 200: bookAnswerSchema },
      },
    },
    async (request) => {
      const book = await catalog.findBook(request.params.id, request.lang);
      if (!book) throw notFound(catalogMessages.bookNotFound);
      return { data: book };
    },
  );

  app.get(
    '/book-categories',
    {
      schema: {
        tags,
        summary: 'Book categories with their number of books',
        response: { 200: bookCategoriesAnswerSchema },
      },
    },
    async (request) => ({ data: await catalog.listCategories(request.lang) }),
  );

  app.get(
    '/writers',
    { schema: { tags, summary: 'Writers', response: { 200: writersAnswerSchema } } },
    async (request) => ({ data: await catalog.listWriters(request.lang) }),
  );
};
