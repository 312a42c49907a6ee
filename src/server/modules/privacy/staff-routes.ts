import { asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { dataRequests } from '#server/db/schema/privacy.ts';
import { clientNamesByIds } from '#server/modules/clients/index.ts';
import { staffNames, staffWrite } from '#server/modules/staff/index.ts';
import { AppError, notFound } from '#server/plugins/errors.ts';
import { route } from '#server/plugins/route.ts';
import type { DataRequestRow } from '#shared/contract/privacy-requests.ts';
import { eraseInTransaction } from './erasure.ts';
import { requestsMessages as m } from './requests-messages.ts';

/*
 * Data requests in the console (decision 085, admins only: docs/staff-roles.md): every request with
 * its legal deadline, the open ones first by due date; 'erase now' runs the job's erasure at once,
 * 'cancel' closes a request with the reason kept (a legal hold). Each action is logged.
 */

const DAY_MS = 86_400_000;
type Row = typeof dataRequests.$inferSelect;

async function rowsOf(db: Db, rows: Row[], now = new Date()): Promise<DataRequestRow[]> {
  const clients = await clientNamesByIds(
    db,
    rows.map((row) => row.clientId),
  );
  const staff = await staffNames(
    db,
    rows.flatMap((row) => (row.handledBy ? [row.handledBy] : [])),
  );
  return rows.map((row) => {
    const open = row.state === 'open';
    const client = clients.get(row.clientId);
    return {
      id: row.id,
      kind: row.kind,
      state: row.state,
      client_id: row.clientId,
      client_name: client?.name ?? '',
      client_email: client?.email ?? '',
      requested_at: row.requestedAt.toISOString(),
      due_at: row.dueAt.toISOString(),
      done_at: row.doneAt?.toISOString() ?? null,
      days_left: open ? Math.ceil((row.dueAt.getTime() - now.getTime()) / DAY_MS) : null,
      overdue: open && row.dueAt.getTime() < now.getTime(),
      handled_by: row.handledBy ? (staff.get(row.handledBy) ?? null) : null,
      note: row.note,
    };
  });
}

/** Every data request: the open ones first, soonest due first; then the closed ones, newest first. */
export async function listDataRequests(db: Db): Promise<DataRequestRow[]> {
  const rows = await db
    .select()
    .from(dataRequests)
    .orderBy(
      sql`case when ${dataRequests.state} = 'open' then 0 else 1 end`,
      sql`case when ${dataRequests.state} = 'open' then ${dataRequests.dueAt} end asc`,
      desc(dataRequests.requestedAt),
      asc(dataRequests.id),
    )
    .limit(500);
  return rowsOf(db, rows);
}

async function openRequest(tx: Db, id: number): Promise<Row> {
  const [row] = await tx.select().from(dataRequests).where(eq(dataRequests.id, id)).for('update');
  if (!row) throw notFound(m.notFound);
  if (row.state !== 'open') throw new AppError(409, 'request_closed', m.notOpen);
  return row;
}

async function answer(request: FastifyRequest, id: number) {
  const db = request.server.db;
  const [row] = await db.select().from(dataRequests).where(eq(dataRequests.id, id));
  return (await rowsOf(db, [row!]))[0]!;
}

export const dataRequestStaffRoutes: FastifyPluginAsync = async (app) => {
  const tags = ['privacy'];
  route(
    app,
    'GET /staff/data-requests',
    { tags, summary: 'Data requests with their deadlines (admin)' },
    async () => ({
      data: await listDataRequests(app.db),
    }),
  );

  route(
    app,
    'POST /staff/data-requests/:id/erase',
    {
      tags,
      summary: 'Erase the account of an open deletion request now (admin)',
      description:
        'Runs the erasure job’s work for this request at once. 409 when it is closed or not a deletion.',
    },
    async (request) => {
      const { id } = request.params;
      await staffWrite(request, null, async (tx, record) => {
        const row = await openRequest(tx, id);
        if (row.kind !== 'erasure') throw new AppError(409, 'not_erasure', m.notErasure);
        await eraseInTransaction(tx, id, { handledBy: request.staff!.id });
        await record({
          action: 'erase',
          entity: 'data_request',
          entityId: id,
          after: { client_id: row.clientId },
        });
      });
      return { data: await answer(request, id), message: m.erased[request.lang] };
    },
  );

  route(
    app,
    'POST /staff/data-requests/:id/cancel',
    {
      tags,
      summary: 'Cancel an open data request, with the reason (admin)',
      description:
        'The note is kept with the request (a legal hold, a withdrawn request). 409 when it is closed.',
    },
    async (request) => {
      const { id } = request.params;
      const { note } = request.body;
      await staffWrite(request, null, async (tx, record) => {
        const row = await openRequest(tx, id);
        await tx
          .update(dataRequests)
          .set({ state: 'cancelled', doneAt: new Date(), handledBy: request.staff!.id, note })
          .where(eq(dataRequests.id, id));
        await record({
          action: 'cancel',
          entity: 'data_request',
          entityId: id,
          after: { client_id: row.clientId, note },
        });
      });
      return { data: await answer(request, id), message: m.cancelled[request.lang] };
    },
  );
};
