import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { staffNames, staffWrite } from '#server/modules/staff/index.ts';
import { notFound } from '#server/plugins/errors.ts';
import { route } from '#server/plugins/route.ts';
import { MINUTE } from '#server/plugins/throttle.ts';
import { listAnswer } from '#server/services/list-answer.ts';
import type { DeliveryOptions } from '#server/services/push/sender.ts';
import type { StockChange } from '#shared/contract/staff-books.ts';
import { changeStock, findStaffBook, type StockChangeRow } from './admin-books.ts';
import { listStockChanges } from './admin-books-list.ts';
import { catalogMessages } from './messages.ts';
import { stockChanged } from './staff-books-messages.ts';
import { bookWrite } from './staff-books-write.ts';
import { stockCameBack } from './waitlist.ts';

/** Every press messages every subscriber: a slip of the finger, not a flood. */
const notifyLimit = { max: 10, timeWindow: MINUTE };

/** Stock changes with who made them, by name as the member is now. */
async function presentChanges(db: Db, rows: StockChangeRow[]): Promise<StockChange[]> {
  const ids = [...new Set(rows.flatMap((row) => (row.staffId === null ? [] : [row.staffId])))];
  const names = await staffNames(db, ids);
  return rows.map((row) => ({
    id: row.id,
    book_id: row.bookId,
    staff: row.staffId === null ? null : { id: row.staffId, name: names.get(row.staffId) ?? '' },
    delta: row.delta,
    stock_after: row.stockAfter,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
  }));
}

/** What the stock routes ask of the modules above the catalogue (staff-books-routes.ts). */
export type BookStockOptions = {
  /** Whether an order or a reader's library holds the book. */
  bookWasOrdered: (db: Db, bookId: number) => Promise<boolean>;
  /** Sends the book to every subscribed browser by Web Push; answers how many were sent, removed, … */
  notifyNewBook: (
    db: Db,
    config: Config,
    bookId: number,
    options: DeliveryOptions & { log: FastifyBaseLogger },
  ) => Promise<Record<'sent' | 'removed' | 'failed' | 'skipped', number>>;
};

/** A book's stock, changed with a reason and listed; and 'notify subscribers of this new book'. */
export const bookStockRoutes: FastifyPluginAsync<BookStockOptions> = async (app, options) => {
  route(
    app,
    'POST /staff/books/:id/stock',
    {
      summary: 'Set a book’s stock, with the reason (admin, editor); recorded with who and when',
    },
    async (request) => {
      const staff = request.staff!;
      const data = await bookWrite(request, async (tx, record) => {
        const outcome = await changeStock(tx, request.params.id, staff.id, request.body);
        if (!outcome) throw notFound(catalogMessages.bookNotFound);
        const { change } = outcome;
        await app.staffEvents.tell(tx, {
          type: 'stock_changed',
          bookId: request.params.id,
          before: outcome.before,
          after: change.stockAfter,
          cause: `change:${change.id}`,
        });
        // Copies back on the shelf: the readers waiting for a sold-out book are told (decision 056).
        await stockCameBack(tx, [request.params.id], app.config.publicUrl);
        await record({
          action: 'stock',
          entity: 'book',
          entityId: request.params.id,
          before: { stock: outcome.before },
          after: { stock: change.stockAfter, reason: change.reason },
        });
        const book = (await findStaffBook(tx, request.params.id))!;
        const [presented] = await presentChanges(tx, [change]);
        return {
          book: { ...book, ordered: await options.bookWasOrdered(tx, book.id) },
          change: presented,
        };
      });
      return { data, message: stockChanged(data.change.stock_after)[request.lang] };
    },
  );

  route(
    app,
    'GET /staff/books/:id/stock-changes',
    {
      summary: 'A book’s stock changes by staff, newest first, with their reasons',
    },
    async (request) => {
      if (!(await findStaffBook(app.db, request.params.id))) throw notFound(catalogMessages.bookNotFound);
      const page = await listStockChanges(app.db, request.params.id, request.query);
      return listAnswer(request, { ...page, data: await presentChanges(app.db, page.data) });
    },
  );

  route(
    app,
    'POST /staff/books/:id/notify',
    {
      summary: 'Notify subscribers of this new book: a Web Push to every registered browser (admin, editor)',
      description:
        'Sends the book title in each device’s language; a tap opens `/book-details/{id}`. Devices whose ' +
        'push service answers 404 or 410 are deleted (`removed`); native app devices are `skipped`.',
      config: { rateLimit: notifyLimit },
    },
    async (request) => {
      const summary = await options.notifyNewBook(app.db, app.config, request.params.id, {
        ...app.pushDelivery,
        log: request.log,
      });
      request.log.info(
        { staffId: request.staff!.id, bookId: request.params.id, ...summary },
        'new book notified',
      );
      // Sent is sent: the log entry comes after, in a transaction of its own.
      await staffWrite(request, null, (_tx, record) =>
        record({ action: 'notify', entity: 'book', entityId: request.params.id, after: { ...summary } }),
      );
      return { data: summary };
    },
  );
};
