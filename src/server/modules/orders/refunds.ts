import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orderLines, orderRefunds, orders, type RefundedLine } from '#server/db/schema/orders.ts';
import { localize } from '#server/i18n/index.ts';
import { restockReturned } from '#server/modules/catalog/index.ts';
import { findPaymentType } from '#server/modules/reference/index.ts';
import { AppError } from '#server/plugins/errors.ts';
import { type OrderLine, orderEvents } from '#server/services/order-events.ts';
import { CARD_PAYMENT_CODE, type PaymentProvider } from '#server/services/payments/index.ts';
import { minorToUnits } from '#shared/minor-units.ts';
import { formatPrice } from '#shared/price.ts';
import { checkWholeBoxSets } from './box-set-lines.ts';
import { givenBack, type PricedOrder, worthOf } from './refund-amounts.ts';
import { refundMessages as m } from './refund-messages.ts';

/*
 * Partial refunds and returns (decision 050). The order's row lock serialises them: what may still
 * be refunded and the copies that may still be taken back are read under it. A card refund is
 * written `requested` and committed before the provider is asked, with an idempotency key of its
 * own, so a retry or a second click asks the provider with the same key and moves money once; the
 * provider's answer then marks it `done` (stock, credit note and mail follow in that transaction) or
 * `failed` (nothing else changes). Cash handed back is `done` at once.
 */

export type RefundRow = typeof orderRefunds.$inferSelect;

export type RefundRequest = {
  kind: 'partial' | 'return';
  amountCents?: number;
  lines: RefundedLine[];
  reason: string | null;
  restock: boolean;
  idempotencyKey: string;
  staffId: number;
};

/** The provider call a card refund waits for. */
export type ProviderAsk = { refundId: number; reference: string; amountCents: number; key: string };

export const providerKey = (reference: string, refundId: number) => `refund-${reference}-${refundId}`;

type Tx = Db;

/** The order locked, with its lines and its refunds that were not refused. */
async function lockedOrder(tx: Tx, orderId: number) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw new AppError(404, 'not_found', m.orderNotFound);
  const lines = await tx
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  const refunds = await tx
    .select()
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, orderId), ne(orderRefunds.state, 'failed')));
  const priced: PricedOrder = { ...order, lines };
  return { order, lines, refunds, priced };
}

/** Paid minus given back (requested or done), in minor units of the order's currency. */
export const refundableOf = (order: { paidAt: Date | null; netPriceCents: number }, refunds: RefundRow[]) =>
  order.paidAt === null
    ? 0
    : Math.max(0, order.netPriceCents - refunds.reduce((s, r) => s + r.amountCents, 0));

/** 422 beyond what may be refunded, naming it in the order's currency. */
const overRefund = (minor: number, order: { currency: string; currencyDecimals: number }) =>
  localize('ordersRefunds', 'overRefund', {
    max: formatPrice(minorToUnits(minor, order.currencyDecimals), { currency: order.currency }),
  });

function checkLines(
  request: RefundRequest,
  lines: (typeof orderLines.$inferSelect)[],
  before: Map<number, number>,
) {
  const errors: Record<string, ReturnType<typeof localize>[]> = {};
  request.lines.forEach((picked, i) => {
    const line = lines.find((l) => l.id === picked.lineId);
    if (!line) {
      errors[`lines.${i}.line_id`] = [m.unknownLine];
      return;
    }
    const open = line.quantity - (before.get(line.id) ?? 0);
    if (picked.quantity > open) {
      errors[`lines.${i}.quantity`] = [localize('ordersRefunds', 'tooManyReturned', { max: open })];
    }
  });
  if (Object.keys(errors).length > 0) {
    const first = Object.values(errors)[0]![0]!;
    throw new AppError(422, 'refund_lines', first, errors);
  }
}

/**
 * Records a partial refund or a return under the order's lock. Cash or nothing to give back: done,
 * with its effects, in `tx`. Card: `requested`; the caller asks the provider (`ask`) after commit and
 * calls `settleRefund`. A key used before answers its refund again.
 */
export async function prepareRefund(
  tx: Tx,
  orderId: number,
  request: RefundRequest,
  settings: { publicUrl: string; cardRefunds: boolean },
): Promise<{ refund: RefundRow; ask: ProviderAsk | null }> {
  const { order, lines, refunds, priced } = await lockedOrder(tx, orderId);
  const [earlier] = await tx
    .select()
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, orderId), eq(orderRefunds.idempotencyKey, request.idempotencyKey)));
  if (earlier) return { refund: earlier, ask: askOf(order.paymentReference, earlier) };

  if (order.status === 'cancelled') throw new AppError(409, 'cancelled', m.cancelled);
  if (request.kind === 'return') {
    if (!order.isHardCopy) throw new AppError(409, 'not_printed', m.notPrinted);
    if (order.status !== 'delivered') throw new AppError(409, 'not_delivered', m.notDelivered);
    if (request.lines.length === 0) throw new AppError(422, 'refund_lines', m.noLines);
  } else {
    if (order.paidAt === null) throw new AppError(409, 'not_paid', m.notPaid);
    if (request.amountCents === undefined && request.lines.length === 0) {
      throw new AppError(422, 'nothing_to_refund', m.nothingToRefund);
    }
    if (request.amountCents !== undefined && request.lines.length > 0) {
      throw new AppError(422, 'amount_and_lines', m.amountAndLines);
    }
  }
  const before = givenBack(refunds);
  checkLines(request, lines, before);
  await checkWholeBoxSets(tx, orderId, lines, request.lines);
  const refundable = refundableOf(order, refunds);
  const worth = Math.min(refundable, worthOf(priced, request.lines, before));
  const amount = request.amountCents ?? (order.paidAt === null ? 0 : worth);
  if (amount > refundable) throw new AppError(422, 'over_refund', overRefund(refundable, order));

  const paymentType = await findPaymentType(tx, order.paymentTypeId);
  const byCard = paymentType?.code === CARD_PAYMENT_CODE && order.paymentReference !== null;
  const method = amount === 0 ? 'none' : byCard ? 'card' : 'cash';
  if (method === 'card' && !settings.cardRefunds) throw new AppError(409, 'no_refund_provider', m.noProvider);
  const [refund] = await tx
    .insert(orderRefunds)
    .values({
      orderId,
      kind: request.kind,
      method,
      state: method === 'card' ? 'requested' : 'done',
      amountCents: amount,
      lines: request.lines,
      reason: request.reason,
      restock: request.kind === 'return' && request.restock,
      staffId: request.staffId,
      idempotencyKey: request.idempotencyKey,
    })
    .returning();
  if (method !== 'card') await applyRefund(tx, refund!, settings.publicUrl);
  return { refund: refund!, ask: askOf(order.paymentReference, refund!) };
}

const askOf = (reference: string | null, refund: RefundRow): ProviderAsk | null =>
  refund.state === 'requested' && refund.method === 'card' && reference
    ? {
        refundId: refund.id,
        reference,
        amountCents: refund.amountCents,
        key: providerKey(reference, refund.id),
      }
    : null;

export type ProviderAnswer = { ok: true; reference: string | null } | { ok: false; failure: string };

/** Asks the provider for a card refund; a refusal or no answer is told, never thrown. */
export async function askForRefund(
  provider: PaymentProvider | null,
  ask: ProviderAsk,
): Promise<ProviderAnswer> {
  if (!provider) throw new AppError(409, 'no_refund_provider', m.noProvider);
  try {
    const answer = await provider.refund(ask.reference, ask.amountCents, ask.key);
    return { ok: true, reference: answer.id };
  } catch (error) {
    const said = error instanceof Error && error.message ? error.message.slice(0, 300) : '';
    return { ok: false, failure: said };
  }
}

/** The provider's answer to a requested card refund: done with its effects, or failed. */
export async function settleRefund(tx: Tx, refundId: number, answer: ProviderAnswer, publicUrl: string) {
  const [row] = await tx.select().from(orderRefunds).where(eq(orderRefunds.id, refundId));
  if (!row) throw new AppError(404, 'not_found', m.orderNotFound);
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, row.orderId)).for('update');
  const [refund] = await tx.select().from(orderRefunds).where(eq(orderRefunds.id, refundId));
  if (refund!.state !== 'requested') return refund!;
  const [settled] = await tx
    .update(orderRefunds)
    .set(
      answer.ok
        ? { state: 'done', providerReference: answer.reference, failure: null, updatedAt: new Date() }
        : { state: 'failed', failure: answer.failure || null, updatedAt: new Date() },
    )
    .where(eq(orderRefunds.id, refundId))
    .returning();
  if (answer.ok) await applyRefund(tx, settled!, publicUrl);
  return settled!;
}

/** What a refund done changes: stock for a return that restocks, the credit note, the reader's mail. */
async function applyRefund(tx: Tx, refund: RefundRow, publicUrl: string) {
  let stock: OrderLine[] = [];
  if (refund.restock && refund.lines.length > 0) {
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, refund.orderId));
    stock = refund.lines.flatMap((picked) => {
      const line = lines.find((l) => l.id === picked.lineId);
      return line ? [{ bookId: line.bookId, quantity: picked.quantity }] : [];
    });
    const reason = localize('ordersRefunds', 'restockReason', { id: refund.orderId });
    const why = refund.reason
      ? `${reason.ar} / ${reason.en}: ${refund.reason}`
      : `${reason.ar} / ${reason.en}`;
    await restockReturned(tx, stock, refund.staffId, why);
  }
  // The waiting lists, the credit note and the reader's mail react to it (decision 070).
  await orderEvents.publish(tx, {
    type: refund.kind === 'return' ? 'returned' : 'refunded',
    refundId: refund.id,
    orderId: refund.orderId,
    amountCents: refund.amountCents,
    restocked: stock,
    publicUrl,
  });
}
