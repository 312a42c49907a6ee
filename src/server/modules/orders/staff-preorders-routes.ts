import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { localize, messagesOf } from '#server/i18n/index.ts';
import {
  catalogMessages,
  findPreorderState,
  listWaitlists,
  PreorderRefused,
  type PreorderState,
  setPreorder,
  waitingCount,
} from '#server/modules/catalog/index.ts';
import { staffWrite } from '#server/modules/staff/index.ts';
import { AppError, commonMessages, notFound } from '#server/plugins/errors.ts';
import { route } from '#server/plugins/route.ts';
import { listAnswer } from '#server/services/list-answer.ts';
import type { StaffPreorder } from '#shared/contract/preorders.ts';
import { mailReleaseMoved, preorderCount, releaseBook } from './preorders.ts';

/*
 * Pre-orders in the console (decision 056): a coming-soon book opened for pre-order with its
 * release date, the date moved (a later one mails each pre-orderer), 'release now'; and the waiting
 * lists, counted per book. Admins and editors; every write in the activity log.
 */

const m = messagesOf('preorders', 'cardOnly', 'alreadyPreordered', 'notReleased');

async function present(db: Db, book: PreorderState): Promise<StaffPreorder> {
  return {
    book_id: book.id,
    coming_soon: book.comingSoon,
    preorder_open: book.preorderOpen,
    release_at: book.releaseAt?.toISOString() ?? null,
    preorders: book.comingSoon ? await preorderCount(db, book.id) : 0,
    waiting: await waitingCount(db, book.id),
  };
}

const logged = (book: PreorderState) => ({
  coming_soon: book.comingSoon,
  preorder_open: book.preorderOpen,
  release_at: book.releaseAt?.toISOString() ?? null,
});

function refusal(error: PreorderRefused) {
  if (error.reason === 'notComingSoon') return new AppError(409, 'not_coming_soon', m.notComingSoon);
  return new AppError(422, 'validation', commonMessages.validation, { release_at: [m[error.reason]] });
}

// Whole: one resource's routes, each a route() call with a handler of its own; the plugin only lists them.
export const preordersRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    'GET /staff/books/:id/preorder',
    { summary: 'A book’s pre-order: open, release date, counts' },
    async (request) => {
      const book = await findPreorderState(app.db, request.params.id);
      if (!book) throw notFound(catalogMessages.bookNotFound);
      return { data: await present(app.db, book) };
    },
  );

  route(
    app,
    'PUT /staff/books/:id/preorder',
    {
      summary: 'Open or close a coming-soon book’s pre-order and set its release date (admin, editor)',
      description:
        'Opening needs a release date to come. A release date moved later mails each pre-order’s client ' +
        'once about the new date. On the date the server releases the book by itself.',
    },
    async (request) => {
      const releaseAt = request.body.release_at === null ? null : new Date(request.body.release_at);
      const data = await staffWrite(request, 'catalog', async (tx, record) => {
        let outcome: Awaited<ReturnType<typeof setPreorder>>;
        try {
          outcome = await setPreorder(tx, request.params.id, { open: request.body.preorder_open, releaseAt });
        } catch (error) {
          if (error instanceof PreorderRefused) throw refusal(error);
          throw error;
        }
        if (!outcome) throw notFound(catalogMessages.bookNotFound);
        const { before, after } = outcome;
        const movedLater = before.releaseAt && after.releaseAt && after.releaseAt > before.releaseAt;
        if (movedLater) await mailReleaseMoved(tx, after.id, after.releaseAt!, app.config.publicUrl);
        await record.changes(
          { action: 'preorder', entity: 'book', entityId: after.id },
          logged(before),
          logged(after),
        );
        return present(tx, after);
      });
      return { data, message: m.saved[request.lang] };
    },
  );

  route(
    app,
    'POST /staff/books/:id/release',
    {
      summary: 'Release a coming-soon book now (admin, editor): pre-orders delivered, waiting readers mailed',
      description:
        'Once only, whoever presses and whatever the release job does meanwhile: a book already out answers 409.',
    },
    async (request) => {
      const id = request.params.id;
      const { data, release } = await staffWrite(request, 'catalog', async (tx, record) => {
        const before = await findPreorderState(tx, id);
        if (!before) throw notFound(catalogMessages.bookNotFound);
        const done = await releaseBook(tx, id, app.config.publicUrl);
        if (!done) throw new AppError(409, 'already_released', m.alreadyReleased);
        const after = (await findPreorderState(tx, id))!;
        await record({
          action: 'release',
          entity: 'book',
          entityId: id,
          before: logged(before),
          after: { ...logged(after), orders: done.orders, waiting: done.waiting },
        });
        return { data: await present(tx, after), release: done };
      });
      return { data, message: localize('preorders', 'released', { count: release.orders })[request.lang] };
    },
  );

  route(
    app,
    'GET /staff/waitlists',
    { summary: 'Books readers wait for, with how many wait (what to reprint); sortable, searchable' },
    async (request) => listAnswer(request, await listWaitlists(app.db, request.query)),
  );
};
