import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '#server/db/client.ts';
import {
  ClientRefusal,
  clientAwaitingActivation,
  clientSessionsOf,
  deactivateClient,
  dismissDeactivationRequest,
  endClientSessions,
  findClientById,
  listStaffClients,
  presentClientProfile,
  reactivateClient,
  sendCode,
} from '#server/modules/clients/index.ts';
import { downloadRulesOf, downloadsOf, ownedBooksOf, resetDownloads } from '#server/modules/library/index.ts';
import { mailsTo } from '#server/modules/mail/index.ts';
import { listStaffOrders } from '#server/modules/orders/index.ts';
import { type RecordActivity, staffWrite } from '#server/modules/staff/index.ts';
import { AppError, notFound } from '#server/plugins/errors.ts';
import { route } from '#server/plugins/route.ts';
import { listAnswer } from '#server/services/list-answer.ts';
import { CLIENT_PAGE_ROWS, type StaffClient } from '#shared/contract/staff-clients.ts';
import { clientsAdminMessages as m } from './clients-messages.ts';
import { readSettings } from './settings.ts';

/** One client's page: profile and state, sessions, latest orders, PDFs, downloads and mails. */
async function clientPage(app: FastifyInstance, id: number): Promise<StaffClient> {
  const { db } = app;
  const row = await findClientById(db, id);
  if (!row) throw notFound(m.refused.not_found);
  const sessions = await clientSessionsOf(db, id);
  const orders = await listStaffOrders(db, { client_id: id, per_page: CLIENT_PAGE_ROWS });
  const rules = downloadRulesOf(await readSettings(db), app.config.downloadLimit);
  const books = await ownedBooksOf(db, id, rules);
  const downloads = await downloadsOf(db, id, CLIENT_PAGE_ROWS);
  const mails = await mailsTo(db, row.email, CLIENT_PAGE_ROWS);
  return {
    ...presentClientProfile(row),
    sessions,
    orders: orders.data,
    orders_total: orders.total,
    books,
    downloads,
    mails: mails.map((mail) => ({
      id: mail.id,
      kind: mail.kind,
      subject: mail.subject,
      status: mail.status,
      attempts: mail.attempts,
      sent_at: mail.sentAt?.toISOString() ?? null,
      created_at: mail.createdAt.toISOString(),
    })),
  };
}

/** A staff write on a client; a refused change answers 404 or 409 in the request's language. */
async function clientWrite<T>(request: FastifyRequest, work: (tx: Db, record: RecordActivity) => Promise<T>) {
  try {
    return await staffWrite(request, null, work);
  } catch (error) {
    if (!(error instanceof ClientRefusal)) throw error;
    if (error.reason === 'not_found') throw notFound(m.refused.not_found);
    throw new AppError(409, error.reason, m.refused[error.reason]);
  }
}

/** Where the account stands, as the activity log keeps it. */
const standing = (row: { deactivationRequestedAt: Date | null; deactivatedAt: Date | null }) => ({
  deactivation_requested_at: row.deactivationRequestedAt?.toISOString() ?? null,
  deactivated_at: row.deactivatedAt?.toISOString() ?? null,
});

/**
 * Clients in the back office (admin, orders): the list, one client's page, and what staff do for
 * them. Each change is one transaction with its activity-log row (decision 020).
 */
// Whole: one resource's routes, each a route() call with a handler of its own; the plugin only lists them.
export const clientsAdminRoutes: FastifyPluginAsync = async (app) => {
  const writeRoute = (summary: string, description: string) => ({ summary, description });

  route(
    app,
    'GET /staff/clients',
    {
      summary: 'Clients, newest first, with a search on name, e-mail or mobile and a state filter',
    },
    async (request) => listAnswer(request, await listStaffClients(app.db, request.query)),
  );

  route(
    app,
    'GET /staff/clients/:id',
    {
      summary: 'One client: profile, state, sessions, latest orders, PDFs, downloads and mails',
    },
    async (request) => ({ data: await clientPage(app, request.params.id) }),
  );

  route(
    app,
    'POST /staff/clients/:id/activation-code',
    writeRoute(
      'Mail a fresh activation code to a client who has not finished signing up',
      '409 when the account is already activated or deactivated; 503 when the mail server fails.',
    ),
    async (request) => {
      const { id } = request.params;
      // Checked before the mail goes, logged once it went: a failed mail changes nothing but the code.
      const client = await clientWrite(request, (tx) => clientAwaitingActivation(tx, id));
      await sendCode(app, request, client, 'activation');
      await clientWrite(request, async (_tx, record) => {
        await record({ action: 'code', entity: 'client', entityId: id, after: { email: client.email } });
      });
      return { data: await clientPage(app, id), message: m.codeSent[request.lang] };
    },
  );

  route(
    app,
    'POST /staff/clients/:id/sessions/revoke',
    writeRoute(
      'Sign the client out on every device',
      'Revokes every live session; their next request answers 401. 409 when none is live.',
    ),
    async (request) => {
      const { id } = request.params;
      await clientWrite(request, async (tx, record) => {
        const ended = await endClientSessions(tx, id);
        await record({ action: 'sign_out', entity: 'client', entityId: id, after: { sessions: ended } });
      });
      return { data: await clientPage(app, id), message: m.sessionsEnded[request.lang] };
    },
  );

  route(
    app,
    'POST /staff/clients/:id/books/:bookId/downloads/reset',
    writeRoute(
      'Give the client their downloads of a book back',
      'Only later downloads count against the limit, and the download period starts again. 404 when ' +
        'the client does not own the book.',
    ),
    async (request) => {
      const { id, bookId } = request.params;
      await clientWrite(request, async (tx, record) => {
        const reset = await resetDownloads(tx, id, bookId);
        if (!reset) throw notFound(m.bookNotOwned);
        await record({
          action: 'downloads_reset',
          entity: 'client',
          entityId: id,
          before: { book_id: bookId, downloads_reset_at: reset.before?.toISOString() ?? null },
          after: { book_id: bookId, downloads_reset_at: reset.after.toISOString() },
        });
      });
      return { data: await clientPage(app, id), message: m.downloadsReset[request.lang] };
    },
  );

  /** The changes of an account's standing: each one transaction with its before and after logged. */
  const standingChanges = [
    {
      key: 'POST /staff/clients/:id/deactivate',
      action: 'deactivate',
      // Logged whole, so the log shows whether the client had asked for it.
      whole: true,
      change: deactivateClient,
      message: m.deactivated,
      docs: writeRoute(
        'Deactivate the account: no more sign-in; orders and books are kept',
        'Confirms a pending request, or closes the account on staff’s own decision. Ends every session ' +
          'in the same transaction. 409 when already deactivated.',
      ),
    },
    {
      key: 'POST /staff/clients/:id/reactivate',
      action: 'reactivate',
      whole: false,
      change: reactivateClient,
      message: m.reactivated,
      docs: writeRoute(
        'Open a deactivated account again',
        'Clears the deactivation and any request. 409 when not deactivated.',
      ),
    },
    {
      key: 'POST /staff/clients/:id/deactivation-request/dismiss',
      action: 'dismiss',
      whole: false,
      change: dismissDeactivationRequest,
      message: m.requestDismissed,
      docs: writeRoute(
        'Dismiss the client’s deactivation request; the account stays open',
        '409 when there is no pending request or the account is already deactivated.',
      ),
    },
  ] as const;

  for (const { key, action, whole, change, message, docs } of standingChanges) {
    route(app, key, docs, async (request) => {
      const { id } = request.params;
      await clientWrite(request, async (tx, record) => {
        const { before, after } = await change(tx, id);
        const entry = { action, entity: 'client', entityId: id };
        if (whole) await record({ ...entry, before: standing(before), after: standing(after) });
        else await record.changes(entry, standing(before), standing(after));
      });
      return { data: await clientPage(app, id), message: message[request.lang] };
    });
  }
};
