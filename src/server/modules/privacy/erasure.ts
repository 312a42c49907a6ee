import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { dataRequests, marketingConsents } from '#server/db/schema/privacy.ts';
import { clientMailbox } from '#server/modules/clients/index.ts';
import { jobPlugin } from '#server/modules/jobs/index.ts';
import { clientErasure } from '#server/services/client-erasure.ts';

/*
 * Erasing the accounts readers asked to delete (decision 085). The job takes each open erasure
 * request once its cooling-off days have passed (a request made by mistake can still be stopped by
 * staff), well within the 30 days the law gives. Each request is erased in one transaction: the
 * privacy module's own part, then every module's through the `erase` event, then the request is
 * marked done. A request already done or cancelled is left alone, so running twice changes nothing.
 */

/** Days between the request and the job's erasure: staff may hold or erase sooner meanwhile. */
export const ERASURE_COOLING_OFF_DAYS = 7;
const DAY_MS = 86_400_000;

/**
 * Erases the account of the open erasure request `requestId`, in `tx`; the request's row is locked
 * first, so two runs erase it once. Answers false when the request is not an open erasure.
 */
export async function eraseInTransaction(
  tx: Db,
  requestId: number,
  options: { handledBy?: number | null; at?: Date } = {},
): Promise<boolean> {
  const at = options.at ?? new Date();
  const [request] = await tx.select().from(dataRequests).where(eq(dataRequests.id, requestId)).for('update');
  if (request?.kind !== 'erasure' || request.state !== 'open') return false;
  const mailbox = await clientMailbox(tx, request.clientId);
  await tx.delete(marketingConsents).where(eq(marketingConsents.clientId, request.clientId));
  await clientErasure.publish(tx, {
    type: 'erase',
    clientId: request.clientId,
    email: mailbox?.email ?? '',
    name: mailbox?.name ?? '',
    at,
  });
  await tx
    .update(dataRequests)
    .set({ state: 'done', doneAt: at, handledBy: options.handledBy ?? null })
    .where(eq(dataRequests.id, requestId));
  return true;
}

/** Erases every open erasure request whose cooling-off days have passed by `now`; answers their ids. */
export async function eraseDueRequests(db: Db, now = new Date()): Promise<number[]> {
  const since = new Date(now.getTime() - ERASURE_COOLING_OFF_DAYS * DAY_MS);
  const due = await db
    .select({ id: dataRequests.id })
    .from(dataRequests)
    .where(
      and(
        eq(dataRequests.kind, 'erasure'),
        eq(dataRequests.state, 'open'),
        lte(dataRequests.requestedAt, since),
      ),
    )
    .orderBy(dataRequests.dueAt, dataRequests.id);
  const erased: number[] = [];
  for (const { id } of due) {
    if (await db.transaction((tx) => eraseInTransaction(tx, id, { at: now }))) erased.push(id);
  }
  return erased;
}

/** Erases the requests that are due, every hour (tests call `eraseDueRequests` themselves). */
export const privacyErasureJob = jobPlugin((app) => ({
  name: 'privacy.erase-requested',
  every: '23 * * * *',
  async run() {
    const ids = await eraseDueRequests(app.db);
    return ids.length > 0 ? { requests: ids } : null;
  },
}));
