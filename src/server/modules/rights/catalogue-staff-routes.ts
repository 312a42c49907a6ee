import type { FastifyPluginAsync } from 'fastify';
import { messagesOf } from '#server/i18n/index.ts';
import { catalogMessages, findStaffBook, findStaffBooks } from '#server/modules/catalog/index.ts';
import { staffWrite } from '#server/modules/staff/index.ts';
import { AppError, notFound } from '#server/plugins/errors.ts';
import { route } from '#server/plugins/route.ts';
import type { RightsTitle } from '#shared/contract/rights-catalogue.ts';
import { type Lang, textIn } from '#shared/lang.ts';
import {
  findRightsTitle,
  listRightsTitles,
  putRightsTitle,
  type RightsTitleRow,
  removeRightsTitle,
} from './catalogue-titles.ts';

/*
 * The rights list in the console (decision 094): the books offered for translation, a book put on it
 * or its pitch changed, a book taken off. Admins and editors keep it, as they keep the catalogue.
 */

const m = messagesOf('rightsCatalogue');
const tags = ['rights'];
const ENTITY = 'rights_title';

type Book = { id: number; title_ar: string; title_en: string; hidden: boolean };

function present(row: RightsTitleRow, book: Book, lang: Lang): RightsTitle {
  return {
    book_id: row.bookId,
    title: textIn(lang, book.title_ar, book.title_en),
    title_ar: book.title_ar,
    title_en: book.title_en,
    shown: !book.hidden,
    note_ar: row.noteAr,
    note_en: row.noteEn,
    sold: row.sold,
    added_at: row.addedAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** What the activity log keeps of an entry. */
const logged = (row: RightsTitleRow | undefined) =>
  row ? { note_ar: row.noteAr, note_en: row.noteEn, sold: row.sold } : null;

const notOnList = () => new AppError(404, 'not_on_rights_list', m.notOnList);

export const catalogueStaffRoutes: FastifyPluginAsync = async (app) => {
  /** The book, shown or hidden; 404 'Book not found' for an id the catalogue does not hold. */
  async function bookOf(id: number): Promise<Book> {
    const book = await findStaffBook(app.db, id);
    if (!book) throw notFound(catalogMessages.bookNotFound);
    return book;
  }

  route(
    app,
    'GET /staff/rights/titles',
    {
      tags,
      summary: 'The books offered for translation, the last added first (admin, editor)',
      description:
        'Each with its titles, its pitch in each language, the rights already sold and whether the shop ' +
        'shows it: a hidden book stays on the list but is left out of the catalogue.',
    },
    async (request) => {
      const rows = await listRightsTitles(app.db);
      const books = new Map(
        (
          await findStaffBooks(
            app.db,
            rows.map((row) => row.bookId),
          )
        ).map((book) => [book.id, book]),
      );
      return { data: rows.map((row) => present(row, books.get(row.bookId)!, request.lang)) };
    },
  );

  route(
    app,
    'GET /staff/rights/titles/:id',
    {
      tags,
      summary: "A book's entry on the rights list, null when it is not on it (admin, editor)",
    },
    async (request) => {
      const book = await bookOf(request.params.id);
      const row = await findRightsTitle(app.db, book.id);
      return { data: row ? present(row, book, request.lang) : null };
    },
  );

  route(
    app,
    'PUT /staff/rights/titles/:id',
    {
      tags,
      summary: 'Offer the book for translation, or change its pitch and the rights sold (admin, editor)',
      description:
        '201 when the book is put on the list, 200 when its entry changes. A missing field stays as ' +
        'it is (blank on a new entry); a blank one is cleared.',
    },
    async (request, reply) => {
      const book = await bookOf(request.params.id);
      const { before, after } = await staffWrite(request, null, async (tx, record) => {
        const saved = await putRightsTitle(tx, book.id, request.body);
        if (saved.before) {
          await record.changes(
            { entity: ENTITY, entityId: book.id },
            logged(saved.before)!,
            logged(saved.after)!,
          );
        } else {
          await record({ action: 'create', entity: ENTITY, entityId: book.id, after: logged(saved.after) });
        }
        return saved;
      });
      const message = before ? m.saved : m.added;
      reply.status(before ? 200 : 201);
      return { data: present(after, book, request.lang), message: message[request.lang] };
    },
  );

  route(
    app,
    'DELETE /staff/rights/titles/:id',
    { tags, summary: 'Take the book off the rights list (admin, editor)' },
    async (request) => {
      const book = await bookOf(request.params.id);
      await staffWrite(request, null, async (tx, record) => {
        const removed = await removeRightsTitle(tx, book.id);
        if (!removed) throw notOnList();
        await record({ action: 'delete', entity: ENTITY, entityId: book.id, before: logged(removed) });
      });
      return { message: m.removed[request.lang] };
    },
  );
};
