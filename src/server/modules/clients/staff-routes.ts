import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { type RecordActivity, staffWrite } from '#server/modules/staff/index.ts';
import { AppError, notFound } from '#server/plugins/errors.ts';
import { route } from '#server/plugins/route.ts';
import { listAnswer } from '#server/services/list-answer.ts';
import type { StaffClient } from '#shared/contract/staff-clients.ts';
import { clientSessionsOf, listStaffClients, presentClientProfile } from './admin.ts';
import {
  ClientRefusal,
  clientAwaitingActivation,
  deactivateClient,
  dismissDeactivationRequest,
  endClientSessions,
  reactivateClient,
} from './admin-write.ts';
import { findClientById, sendCode } from './service.ts';
import { clientsAdminMessages as m } from './staff-messages.ts';

/** What one client's page shows of other modules' records: latest orders, PDFs, downloads and mails. */
type ClientSections = Pick<StaffClient, 'orders' | 'orders_total' | 'books' | 'downloads' | 'mails'>;

/**
 * The options of the clients' staff routes, given by the place that composes the app, since the
 * modules owning these records depend on clients and not the other way round: the reader of the
 * sections they own, and the library's reset of a client's downloads of a book (null when the
 * client does not own it).
 */
export type ClientsAdminOptions = {
  sections: (client: { id: number; email: string }) => Promise<ClientSections>;
  resetDownloads: (
    tx: Db,
    clientId: number,
    bookId: number,
  ) => Promise<{ before: Date | null; after: Date } | null>;
};

/** One client's page: profile and state, sessions, and the sections other modules own. */
async function clientPage(
  db: Db,
  sections: ClientsAdminOptions['sections'],
  id: number,
): Promise<StaffClient> {
  const row = await findClientById(db, id);
  if (!row) throw notFound(m.refused.not_found);
  const sessions = await clientSessionsOf(db, id);
  return { ...presentClientProfile(row), sessions, ...(await sections(row)) };
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
export const clientsAdminRoutes: FastifyPluginAsync<ClientsAdminOptions> = async (
  app,
  { sections, resetDownloads },
) => {
  const page = (id: number) => clientPage(app.db, sections, id);
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
    async (request) => ({ data: await page(request.params.id) }),
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
      return { data: await page(id), message: m.codeSent[request.lang] };
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
      return { data: await page(id), message: m.sessionsEnded[request.lang] };
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
      return { data: await page(id), message: m.downloadsReset[request.lang] };
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
      return { data: await page(id), message: message[request.lang] };
    });
  }
};
