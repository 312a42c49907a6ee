import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { localize } from '#server/i18n/index.ts';
import { route } from '#server/plugins/route.ts';
import {
  BulkRefused,
  bulkMessages,
  bulkOutcome,
  presented,
  type ReportRow,
  validationError,
} from '#server/services/bulk-report.ts';
import { loggedFields } from '#server/services/list-answer.ts';
import {
  BULK_PRICE_LIMITS,
  type BulkBookRow,
  type BulkBooksBody,
} from '#shared/contract/staff-books-bulk.ts';
import { type Lang, textIn } from '#shared/lang.ts';
import { centsToDollars, dollarsToCents } from '#shared/price.ts';
import { findStaffBooks, type StaffBookRecord, updateBook } from './admin-books.ts';
import { catalogMessages } from './messages.ts';
import { booksMessages } from './staff-books-messages.ts';
import { bookWrite } from './staff-books-write.ts';

/**
 * Many books at once (admin, editor): hide, show, move to a category, change the PDF or printed price
 * by a percentage or an amount. The preview plans every book and changes nothing; the change plans
 * them again on the locked rows and writes each through the books API's updateBook, all in one
 * transaction with one activity row per changed book, and the shop's caches told once.
 */

type Body = Omit<BulkBooksBody, 'ids'>;
type Plan = ReportRow & {
  extra: Omit<BulkBookRow, 'id' | 'ok' | 'message'>;
  update?: Record<string, unknown>;
};

/** The price field a body changes, or the flag or category. */
const fieldOf = (body: Body) =>
  body.action === 'price'
    ? body.format === 'pdf'
      ? ('pdf_price' as const)
      : ('hardcopy_price' as const)
    : body.action === 'category'
      ? ('category_id' as const)
      : ('hidden' as const);

/** The new price in cents: a percentage in basis points, rounded to the nearest cent (halves away from zero). */
export function newPriceCents(cents: number, mode: 'percent' | 'amount', value: number): number {
  if (mode === 'amount') return cents + dollarsToCents(value);
  const basisPoints = Math.round(value * 100);
  const exact = (cents * (10_000 + basisPoints)) / 10_000;
  return Math.sign(exact) * Math.round(Math.abs(exact));
}

function plan(book: StaffBookRecord, body: Body, lang: Lang): Plan {
  const field = fieldOf(body);
  const title = textIn(lang, book.title_ar, book.title_en);
  const before = book[field] as number | boolean | null;
  const row = (after: number | boolean | null, refusal: Plan['refusal'] = null): Plan => {
    const unchanged = refusal === null && after === before;
    return {
      id: book.id,
      refusal,
      done: unchanged ? bulkMessages.unchanged : bulkMessages.willChange,
      extra: { title, field, before, after },
      update: refusal === null && !unchanged ? { [field]: after } : undefined,
    };
  };
  if (field === 'hidden') return row(body.action === 'hide');
  if (field === 'category_id') return row(body.category_id ?? null);
  const cents = dollarsToCents(before as number);
  if (cents === 0 && body.mode === 'amount') return row(before, bulkMessages.notSold);
  const next = newPriceCents(cents, body.mode!, body.value!);
  if (next < 0) return row(centsToDollars(next), bulkMessages.belowZero);
  return row(centsToDollars(next));
}

/** The body's own refusals: what each action needs. */
function checkBody(body: Body) {
  if (body.action === 'category' && body.category_id === undefined) {
    throw validationError('category_id', bulkMessages.chooseCategory);
  }
  if (body.action !== 'price') return;
  if (!body.format) throw validationError('format', bulkMessages.chooseFormat);
  if (!body.mode) throw validationError('mode', bulkMessages.chooseMode);
  if (body.value === undefined) throw validationError('value', bulkMessages.chooseValue);
  const { percentMin, percentMax } = BULK_PRICE_LIMITS;
  if (body.mode === 'percent' && (body.value < percentMin || body.value > percentMax)) {
    throw validationError(
      'value',
      localize('backofficeMany', 'percentRange', { min: percentMin, max: percentMax }),
    );
  }
}

async function planAll(db: Db, request: FastifyRequest, ids: number[], body: Body, lock: boolean) {
  const unique = [...new Set(ids)];
  const books = new Map((await findStaffBooks(db, unique, { lock })).map((book) => [book.id, book]));
  return unique.map((id): Plan => {
    const book = books.get(id);
    if (book) return plan(book, body, request.lang);
    const extra = { title: '', field: fieldOf(body), before: null, after: null };
    return { id, refusal: catalogMessages.bookNotFound, extra };
  });
}

const answer = (request: FastifyRequest, plans: Plan[], message: string) => ({
  data: {
    rows: presented(plans, request.lang, 'books') as BulkBookRow[],
    refused: plans.filter((p) => p.refusal !== null).length,
  },
  message,
});

const logged = (book: StaffBookRecord) => loggedFields(book, ['id', 'created_at', 'updated_at']);

export const booksBulkRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    'POST /staff/books/bulk/preview',
    {
      summary: 'What a change of many books would do, book by book (old and new), changing nothing',
    },
    async (request) => {
      const { ids, ...body } = request.body;
      checkBody(body);
      const plans = await planAll(app.db, request, ids, body, false);
      const refused = plans.filter((p) => p.refusal !== null).length;
      const message =
        refused > 0
          ? localize('backofficeMany', 'booksRefused', { count: refused, total: plans.length })
          : bulkMessages.previewed;
      return answer(request, plans, message[request.lang]);
    },
  );

  route(
    app,
    'POST /staff/books/bulk',
    {
      summary: 'Hide, show, move to a category or reprice many books: all or nothing',
      description:
        'Each changed book leaves one activity row (`bulk_<action>`); a book refused in the preview ' +
        'refuses them all: 422 `bulk_refused` with `rows`, one per book.',
    },
    async (request, reply) =>
      bulkOutcome(request, reply, 'books', async () => {
        const { ids, ...body } = request.body;
        checkBody(body);
        const plans = await bookWrite(request, async (tx, record) => {
          const planned = await planAll(tx, request, ids, body, true);
          if (planned.some((p) => p.refusal !== null)) throw new BulkRefused(planned);
          for (const p of planned) {
            if (!p.update) continue;
            const outcome = (await updateBook(tx, p.id!, p.update))!;
            await record.changes(
              { action: `bulk_${body.action}`, entity: 'book', entityId: p.id! },
              logged(outcome.before),
              logged(outcome.after),
            );
            p.done = booksMessages.saved;
          }
          return planned;
        });
        const message = localize('backofficeMany', 'booksDone', { count: plans.length });
        return answer(request, plans, message[request.lang]);
      }),
  );
};
