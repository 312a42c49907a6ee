import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { clientSessions, clients } from '#server/db/schema/clients.ts';
import type { ClientRow } from './service.ts';
import { revokeClientSessions } from './sessions.ts';

/*
 * What staff change on a client, each inside the caller's transaction with the client's row locked:
 * end every session, confirm (or dismiss) a deactivation, re-activate. A deactivated client keeps
 * their orders and books; they only cannot sign in until staff re-activate them.
 */

/** Why a change is refused; the route says it in the request's language. */
export type ClientRefusalReason =
  | 'not_found'
  | 'already_active'
  | 'already_deactivated'
  | 'not_deactivated'
  | 'no_request'
  | 'no_live_sessions';

export class ClientRefusal extends Error {
  constructor(readonly reason: ClientRefusalReason) {
    super(`client change refused: ${reason}`);
  }
}

export type ClientChange = { before: ClientRow; after: ClientRow };

async function lockedClient(tx: Db, id: number): Promise<ClientRow> {
  const [row] = await tx.select().from(clients).where(eq(clients.id, id)).for('update');
  if (!row) throw new ClientRefusal('not_found');
  return row;
}

async function setClient(tx: Db, id: number, values: Partial<ClientRow>): Promise<ClientRow> {
  const [row] = await tx
    .update(clients)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(clients.id, id))
    .returning();
  return row;
}

/** The client a fresh activation code may go to: one who has not finished signing up. */
export async function clientAwaitingActivation(tx: Db, id: number): Promise<ClientRow> {
  const row = await lockedClient(tx, id);
  if (row.deactivatedAt) throw new ClientRefusal('already_deactivated');
  if (row.active) throw new ClientRefusal('already_active');
  return row;
}

const liveSessionsOf = (clientId: number) =>
  and(
    eq(clientSessions.clientId, clientId),
    isNull(clientSessions.revokedAt),
    gt(clientSessions.expiresAt, new Date()),
  );

/** Ends every live session of the client: their next request answers 401. Says how many ended. */
export async function endClientSessions(tx: Db, id: number): Promise<number> {
  await lockedClient(tx, id);
  const [{ live }] = await tx.select({ live: count() }).from(clientSessions).where(liveSessionsOf(id));
  if (live === 0) throw new ClientRefusal('no_live_sessions');
  await revokeClientSessions(tx, id);
  return live;
}

/**
 * Deactivates the account, whether the client asked (a pending request) or not (staff may close an
 * account on their own, e.g. for fraud), and ends its sessions in the same transaction.
 */
export async function deactivateClient(tx: Db, id: number): Promise<ClientChange> {
  const before = await lockedClient(tx, id);
  if (before.deactivatedAt) throw new ClientRefusal('already_deactivated');
  const after = await setClient(tx, id, { deactivatedAt: new Date() });
  await revokeClientSessions(tx, id);
  return { before, after };
}

/** Opens a deactivated account again; any old request is settled with it. */
export async function reactivateClient(tx: Db, id: number): Promise<ClientChange> {
  const before = await lockedClient(tx, id);
  if (!before.deactivatedAt) throw new ClientRefusal('not_deactivated');
  const after = await setClient(tx, id, { deactivatedAt: null, deactivationRequestedAt: null });
  return { before, after };
}

/** Keeps the account open and forgets the client's request (e.g. they wrote that it was a mistake). */
export async function dismissDeactivationRequest(tx: Db, id: number): Promise<ClientChange> {
  const before = await lockedClient(tx, id);
  if (before.deactivatedAt) throw new ClientRefusal('already_deactivated');
  if (!before.deactivationRequestedAt) throw new ClientRefusal('no_request');
  const after = await setClient(tx, id, { deactivationRequestedAt: null });
  return { before, after };
}

/** The client's own request from the profile menu; asking again keeps the first request's time. */
export async function requestDeactivation(db: Db, id: number) {
  const [row] = await db
    .update(clients)
    .set({ deactivationRequestedAt: sql`coalesce(${clients.deactivationRequestedAt}, now())` })
    .where(eq(clients.id, id))
    .returning({ email: clients.email, requestedAt: clients.deactivationRequestedAt });
  return row;
}
