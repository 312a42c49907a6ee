import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { type CodConfirmationState, codConfirmations } from '#server/db/schema/cod-confirmation.ts';
import { cancelPendingOrder, lockOrder, noteOrderHistory } from '#server/modules/orders/index.ts';
import { AppError } from '#server/plugins/errors.ts';
import type { CodLinkAction } from '#shared/contract/cod-confirmation.ts';
import type { Localized } from '#shared/lang.ts';
import { dropUnsentMessages } from './events.ts';
import { HISTORY_NOTES, codMessages as m } from './messages.ts';
import { hashToken, tokenMatches } from './tokens.ts';

/*
 * The one decision on a COD order awaiting confirmation (decision 097): the buyer's link, staff after
 * a phone call, or the expiry. Each takes the order's row lock, then moves the confirmation out of
 * 'awaiting' only if it is still there: of a link, a call and the expiry at the same moment, one wins
 * and the others find the order decided. A cancellation puts the books back through the orders
 * module's own cancellation, once.
 */

type Row = typeof codConfirmations.$inferSelect;

/** The order's confirmation when `token` is its link's; 403 for another order's link, 404 for none. */
export async function confirmationByLink(db: Db, orderId: number, token: string): Promise<Row> {
  const [row] = await db.select().from(codConfirmations).where(eq(codConfirmations.orderId, orderId));
  if (row && token !== '' && tokenMatches(token, row.tokenHash)) return row;
  if (token !== '') {
    const [other] = await db
      .select({ orderId: codConfirmations.orderId })
      .from(codConfirmations)
      .where(eq(codConfirmations.tokenHash, hashToken(token)));
    if (other) throw new AppError(403, 'other_order', m.otherOrder);
  }
  throw new AppError(404, 'unknown_link', m.unknownLink);
}

/** Moves the confirmation from 'awaiting' to `state`; false when it had been decided already. */
async function decide(
  tx: Db,
  orderId: number,
  state: Exclude<CodConfirmationState, 'awaiting'>,
  by: { decidedBy: Row['decidedBy']; staffId?: number; before?: Date },
): Promise<boolean> {
  await lockOrder(tx, orderId);
  const won = await tx
    .update(codConfirmations)
    .set({ state, decidedAt: new Date(), decidedBy: by.decidedBy, staffId: by.staffId ?? null })
    .where(
      and(
        eq(codConfirmations.orderId, orderId),
        eq(codConfirmations.state, 'awaiting'),
        by.before ? lte(codConfirmations.expiresAt, by.before) : undefined,
      ),
    )
    .returning({ orderId: codConfirmations.orderId });
  if (won.length === 0) return false;
  await dropUnsentMessages(tx, orderId);
  return true;
}

async function stateOf(db: Db, orderId: number): Promise<CodConfirmationState | undefined> {
  const [row] = await db
    .select({ state: codConfirmations.state })
    .from(codConfirmations)
    .where(eq(codConfirmations.orderId, orderId));
  return row?.state;
}

export type LinkOutcome = { state: 'confirmed' | 'cancelled'; changed: boolean; message: Localized };

/** What a second use of a link answers: the same decision again changes nothing; another is refused. */
export function afterDecision(state: CodConfirmationState | undefined, action: CodLinkAction): LinkOutcome {
  if (state === 'confirmed') {
    if (action === 'confirm') return { state, changed: false, message: m.alreadyConfirmed };
    throw new AppError(409, 'already_confirmed', m.confirmedCannotCancel);
  }
  if (state === 'expired') throw new AppError(410, 'expired', m.expired);
  if (action === 'cancel') return { state: 'cancelled', changed: false, message: m.alreadyCancelled };
  throw new AppError(409, 'already_cancelled', m.cancelledCannotConfirm);
}

/** The buyer's tap on a link already checked (`confirmationByLink`). */
export async function decideByLink(
  db: Db,
  orderId: number,
  action: CodLinkAction,
  publicUrl: string,
): Promise<LinkOutcome> {
  return db.transaction(async (tx) => {
    if (action === 'confirm') {
      if (!(await decide(tx, orderId, 'confirmed', { decidedBy: 'link' }))) {
        return afterDecision(await stateOf(tx, orderId), action);
      }
      await noteOrderHistory(tx, orderId, { staffId: null, note: HISTORY_NOTES.confirmedByLink });
      return { state: 'confirmed', changed: true, message: m.confirmed };
    }
    if (!(await decide(tx, orderId, 'cancelled', { decidedBy: 'link' }))) {
      return afterDecision(await stateOf(tx, orderId), action);
    }
    await cancelPendingOrder(tx, orderId, {
      note: HISTORY_NOTES.cancelledByBuyer,
      publicUrl,
      refusal: m.orderMovedOn,
    });
    return { state: 'cancelled', changed: true, message: m.cancelled };
  });
}

/** Staff confirm after calling the buyer; the history names who called. 409 once decided, 404 when never asked. */
export async function confirmByPhone(db: Db, orderId: number, staffId: number) {
  return db.transaction(async (tx) => {
    if (!(await decide(tx, orderId, 'confirmed', { decidedBy: 'staff', staffId }))) {
      const state = await stateOf(tx, orderId);
      if (state === undefined) throw new AppError(404, 'not_awaiting_confirmation', m.notWaiting);
      throw new AppError(
        409,
        state === 'confirmed' ? 'already_confirmed' : 'not_awaiting_confirmation',
        m.orderMovedOn,
      );
    }
    await noteOrderHistory(tx, orderId, { staffId, note: HISTORY_NOTES.confirmedByPhone });
    return { order_id: orderId, state: 'confirmed' as const };
  });
}

/** Orders handled per run of the expiry; the next run takes the rest. */
const EXPIRY_BATCH = 200;

/**
 * Cancels, books back on the shelf, every order still awaiting confirmation at its deadline by `now`;
 * answers the ids cancelled here. A confirmation that wins the race first leaves its order alone.
 */
export async function expireUnconfirmed(db: Db, publicUrl: string, now = new Date()): Promise<number[]> {
  const due = await db
    .select({ orderId: codConfirmations.orderId })
    .from(codConfirmations)
    .where(and(eq(codConfirmations.state, 'awaiting'), lte(codConfirmations.expiresAt, now)))
    .orderBy(asc(codConfirmations.expiresAt))
    .limit(EXPIRY_BATCH);
  const expired: number[] = [];
  for (const { orderId } of due) {
    try {
      const done = await db.transaction(async (tx) => {
        if (!(await decide(tx, orderId, 'expired', { decidedBy: 'expiry', before: now }))) return false;
        await cancelPendingOrder(tx, orderId, {
          note: HISTORY_NOTES.unconfirmed,
          publicUrl,
          refusal: m.orderMovedOn,
        });
        return true;
      });
      if (done) expired.push(orderId);
    } catch (error) {
      if (!(error instanceof AppError && error.statusCode === 409)) throw error;
      // Packed or shipped meanwhile by a way round the hold: it no longer waits, and is left as it is.
      await db
        .update(codConfirmations)
        .set({ state: 'confirmed', decidedAt: new Date(), decidedBy: 'order' })
        .where(and(eq(codConfirmations.orderId, orderId), eq(codConfirmations.state, 'awaiting')));
    }
  }
  return expired;
}

/** Of `orderIds`, those still awaiting confirmation: held from packing and shipping. */
export async function heldOrders(db: Db, orderIds: number[]): Promise<Set<number>> {
  if (orderIds.length === 0) return new Set();
  const rows = await db
    .select({ orderId: codConfirmations.orderId })
    .from(codConfirmations)
    .where(and(inArray(codConfirmations.orderId, orderIds), eq(codConfirmations.state, 'awaiting')));
  return new Set(rows.map((row) => row.orderId));
}
