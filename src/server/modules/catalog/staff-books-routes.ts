import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { notFound } from '#server/plugins/errors.ts';
import { route } from '#server/plugins/route.ts';
import { listAnswer, loggedFields } from '#server/services/list-answer.ts';
import { createStorages } from '#server/services/storages.ts';
import {
  createBook,
  deleteBook,
  findStaffBook,
  type StaffBookRecord,
  setBookHidden,
  updateBook,
} from './admin-books.ts';
import { listStaffBooks } from './admin-books-list.ts';
import { catalogMessages } from './messages.ts';
import { checkSampleWithinPdf } from './sample-pdf-pages.ts';
import { booksMessages as m } from './staff-books-messages.ts';
import { type BookStockOptions, bookStockRoutes } from './staff-books-stock-routes.ts';
import { bookWrite, wasOrdered } from './staff-books-write.ts';

const entity = 'book';

/** Fields the log leaves out: the id is the entry's own, the times are the entry's. */
const logged = (book: StaffBookRecord) => loggedFields(book, ['id', 'created_at', 'updated_at']);

/**
 * What the books' routes ask of the modules above the catalogue, passed in by the back office that
 * registers them: the catalogue cannot import orders, devices or the back office, which depend on it.
 */
type StaffBooksOptions = BookStockOptions & {
  /** Releases a book that was coming soon and delivers its pre-orders (decision 056). */
  releaseBook: (tx: Db, bookId: number, publicUrl: string) => Promise<unknown>;
  /** The stock under which a book is low, from the shop's settings. */
  lowStockThreshold: (db: Db) => Promise<number>;
  /** Gives a book just created the files its member uploaded for it; what the log keeps, or null. */
  attachPendingFiles: (
    tx: Db,
    staffId: number,
    bookId: number,
    tokens: { cover_upload?: string; pdf_upload?: string },
  ) => Promise<Record<string, unknown> | null>;
};

/**
 * Books in the back office: the list with search, filters and sorts (hidden books too), one book with
 * every field, create, edit, hide and show, delete when never ordered; stock changes and the
 * new-book notification in staff-books-stock-routes.ts. Reads for every member, writes for admins and editors.
 */
// Whole: one resource's routes, each a route() call with a handler of its own; the plugin only lists them.
export const booksRoutes: FastifyPluginAsync<StaffBooksOptions> = async (app, options) => {
  const { bookWasOrdered, releaseBook, lowStockThreshold, attachPendingFiles, notifyNewBook } = options;
  const { files } = createStorages(app.config);
  /** The book as GET answers it: with whether an order holds it. */
  const answerOf = async (db: Db, book: StaffBookRecord) => ({
    ...book,
    ordered: await bookWasOrdered(db, book.id),
  });
  /** Whether a write names the sample's pages, which must then lie within the book's PDF. */
  const namesSample = (body: { sample_first_page?: unknown; sample_last_page?: unknown }) =>
    body.sample_first_page != null || body.sample_last_page != null;
  route(
    app,
    'GET /staff/books',
    {
      summary: 'Books, hidden ones too: search, filters, sort and pages, in both languages',
      description:
        '`search` is the shop’s Arabic-aware search (title, topic, ISBN, writer). `format`: sold as pdf, ' +
        'hardcopy or both; `stock`: in (above 0), low (above 0, under the low-stock setting), out (0). ' +
        'Without `sort` a search ranks ' +
        'by relevance, otherwise newest first.',
    },
    async (request) => {
      const threshold = await lowStockThreshold(app.db);
      return listAnswer(request, await listStaffBooks(app.db, request.query, request.lang, threshold));
    },
  );

  route(
    app,
    'GET /staff/books/:id',
    {
      summary: 'One book with every field; PUT takes `data` back',
    },
    async (request) => {
      const book = await findStaffBook(app.db, request.params.id);
      if (!book) throw notFound(catalogMessages.bookNotFound);
      return { data: await answerOf(app.db, book) };
    },
  );

  route(
    app,
    'POST /staff/books',
    {
      summary: 'Add a book (admin, editor): the shape GET answers, without `id`',
      description:
        'Only `title_ar` is required. 422 names each unknown writer, category or cover type; 409 names ' +
        'the book that already has the ISBN. `cover_upload` and `pdf_upload` take the tokens of ' +
        '`POST /staff/uploads/cover` and `/pdf`: the files are the book’s once it is saved (422 for a ' +
        'token of another member, a day old or used already). A sample range is at most 20 pages and ' +
        'within the real pages of the book’s PDF (422 under `sample_last_page`).',
    },
    async (request, reply) => {
      const { cover_upload, pdf_upload, ...fields } = request.body;
      const created = await bookWrite(request, async (tx, record) => {
        const book = await createBook(tx, fields);
        await record({ action: 'create', entity, entityId: book.id, after: logged(book) });
        const attached = await attachPendingFiles(tx, request.staff!.id, book.id, {
          cover_upload,
          pdf_upload,
        });
        if (attached) await record({ action: 'upload', entity, entityId: book.id, after: attached });
        if (namesSample(fields)) {
          const pages = attached?.pdf_pages;
          await checkSampleWithinPdf(tx, files, book.id, typeof pages === 'number' ? pages : undefined);
        }
        const saved = attached ? ((await findStaffBook(tx, book.id)) ?? book) : book;
        return { ...saved, ordered: false };
      });
      return reply.status(201).send({ data: created, message: m.created[request.lang] });
    },
  );

  route(
    app,
    'PUT /staff/books/:id',
    {
      summary: 'Edit a book (admin, editor): what GET answers under `data`; missing fields stay as they are',
      description:
        'Read-only fields (`id`, `image`, `has_pdf`, …) are ignored. `stock` may only be sent unchanged: ' +
        'stock changes go through `POST /staff/books/{id}/stock` with their reason. A sample range is ' +
        'at most 20 pages and within the real pages of the book’s PDF (422 under `sample_last_page`).',
    },
    async (request) => {
      const saved = await bookWrite(request, async (tx, record) => {
        // No longer coming soon: the book is released, its pre-orders delivered (decision 056).
        if (request.body.coming_soon === false)
          await releaseBook(tx, request.params.id, app.config.publicUrl);
        const outcome = await updateBook(tx, request.params.id, request.body);
        if (!outcome) throw notFound(catalogMessages.bookNotFound);
        if (namesSample(request.body)) await checkSampleWithinPdf(tx, files, request.params.id);
        await record.changes(
          { entity, entityId: request.params.id },
          logged(outcome.before),
          logged(outcome.after),
        );
        return answerOf(tx, outcome.after);
      });
      return { data: saved, message: m.saved[request.lang] };
    },
  );

  for (const [action, hidden] of [
    ['hide', true],
    ['show', false],
  ] as const) {
    route(
      app,
      `POST /staff/books/:id/${action}`,
      {
        summary: hidden
          ? 'Hide a book from the shop’s lists, search and page (admin, editor); orders keep it'
          : 'Show a hidden book in the shop again (admin, editor)',
      },
      async (request) => {
        const saved = await bookWrite(request, async (tx, record) => {
          const outcome = await setBookHidden(tx, request.params.id, hidden);
          if (!outcome) throw notFound(catalogMessages.bookNotFound);
          await record.changes(
            { action, entity, entityId: request.params.id },
            logged(outcome.before),
            logged(outcome.after),
          );
          return answerOf(tx, outcome.after);
        });
        return { data: saved, message: (hidden ? m.hidden : m.shown)[request.lang] };
      },
    );
  }

  route(
    app,
    'DELETE /staff/books/:id',
    {
      summary: 'Delete a book that was never ordered (admin, editor); 409 when it was: hide it instead',
    },
    async (request) => {
      await bookWrite(request, async (tx, record) => {
        const book = await findStaffBook(tx, request.params.id, { lock: true });
        if (!book) throw notFound(catalogMessages.bookNotFound);
        if (await bookWasOrdered(tx, book.id)) throw wasOrdered();
        await deleteBook(tx, book.id);
        await record({ action: 'delete', entity, entityId: book.id, before: logged(book) });
      });
      return { message: m.deleted[request.lang] };
    },
  );

  await app.register(bookStockRoutes, { bookWasOrdered, notifyNewBook });
};
