import { and, eq, or } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orderLines, orders } from '#server/db/schema/orders.ts';
import { text } from '#server/i18n/index.ts';
import { unreleasedBooks } from '#server/modules/catalog/index.ts';
import { lockClient } from '#server/modules/clients/index.ts';
import { AppError } from '#server/plugins/errors.ts';
import type { PaymentProvider } from '#server/services/payments/index.ts';
import type { StaffEvents } from '#server/services/staff-events.ts';
import type { Lang } from '#shared/lang.ts';
import { setOrderStatus } from './lifecycle.ts';
import { orderMessages } from './messages.ts';
import { ownedBooks } from './owned-books.ts';
import { refusePaidPreorder } from './preorders.ts';

/*
 * Card payments on the provider's hosted page. While an order awaits payment its `payment_reference`
 * holds the provider's checkout session id; once paid it holds the payment's reference (what a refund
 * names). The order is marked paid by a signature-verified webhook or, when the buyer comes back
 * first, by asking the provider server to server; both take the order's row lock and check its status,
 * so a replayed or concurrent notice pays once.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Locks what a payment depends on, then checks it. The client's row serialises the client's
 * checkouts, so two orders holding the same PDF cannot both be sent to pay; `no key update` still lets
 * the client place orders meanwhile (their foreign keys only take `key share`).
 */
export async function lockPayableOrder(tx: Tx, clientId: number, orderId: number) {
  await lockClient(tx, clientId);
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.clientId, clientId)))
    .for('update');
  if (!order) throw new AppError(404, 'not_found', orderMessages.orderNotFound);
  if (order.status === 'paid') throw new AppError(409, 'already_paid', orderMessages.alreadyPaid);
  if (order.status === 'cancelled') throw new AppError(409, 'cancelled', orderMessages.cancelledOrder);
  if (order.status !== 'awaiting_payment') throw new AppError(409, 'not_payable', orderMessages.notPayable);

  // A gift is bought for someone else: the buyer may own the book already (decision 055).
  if (order.isGift) return order;
  // Another order may have bought one of these PDFs since this one was placed.
  const lines = await tx
    .select({ bookId: orderLines.bookId })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  const bookIds = lines.map((l) => l.bookId);
  if (await ownedBooks().ownsAny(tx, clientId, bookIds, orderId))
    throw new AppError(409, 'already_owned', orderMessages.alreadyOwned);
  // Nor one pre-ordered and paid by another order, not owned until its release (decision 056).
  const ids = lines.map((l) => l.bookId);
  await refusePaidPreorder(tx, clientId, await unreleasedBooks(tx, ids), orderId);
  return order;
}

export type Settled = {
  orderId: number;
  sessionId: string;
  reference: string;
  amountCents: number | null;
  /** The payment's currency when the provider tells it: another than the order's is given back. */
  currency?: string | null;
  /** The provider's event id when a webhook told us; kept in the order's history. */
  eventId?: string;
};

/**
 * Marks the order paid when the provider holds the money for its current checkout, once: a replay
 * of the payment that paid it changes nothing. Money the order cannot take is answered 'refund' for
 * the caller to give back: a second payment of a paid order, a payment of a checkout the order no
 * longer holds or of another amount or currency, or one for an order cancelled meanwhile (its time ran
 * out).
 */
export async function settlePayment(
  db: Db,
  settled: Settled,
  publicUrl: string,
  staffEvents?: StaffEvents,
  giftLinkDays?: number,
) {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, settled.orderId)).for('update');
    if (!order || order.isHardCopy) return 'ignored' as const;
    if (order.status === 'paid') {
      return order.paymentReference === settled.reference ? ('already_paid' as const) : ('refund' as const);
    }
    const sameCheckout = order.paymentReference === settled.sessionId;
    const sameAmount = settled.amountCents === null || settled.amountCents === order.netPriceCents;
    const sameCurrency = !settled.currency || settled.currency.toUpperCase() === order.currency;
    if (order.status !== 'awaiting_payment' || !sameCheckout || !sameAmount || !sameCurrency) {
      return 'refund' as const;
    }
    // Staff hear of the sale first: the payment's invoice number is the last thing it takes.
    await staffEvents?.tell(tx, { type: 'new_order', orderId: order.id });
    await setOrderStatus(tx, order.id, 'paid', {
      from: ['awaiting_payment'],
      paymentReference: settled.reference,
      note: settled.eventId ? `payment ${settled.eventId}` : 'payment',
      publicUrl,
      giftLinkDays,
    });
    return 'paid' as const;
  });
}

/**
 * For a notice that does not name its order: the order holding the checkout `sessionId` (awaiting
 * payment, or cancelled meanwhile), or already paid by `reference` (a replay).
 */
export async function orderHoldingCheckout(db: Db, sessionId: string, reference: string) {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(or(eq(orders.paymentReference, sessionId), eq(orders.paymentReference, reference)))
    .limit(1);
  return order?.id ?? null;
}

/**
 * Gives back money the order cannot take (see `settlePayment`). The provider refunds a payment
 * reference once, so the webhook and the return page may both ask; a refusal is 502, and the
 * provider, retrying its notice, has it asked again.
 */
export async function refundPayment(provider: PaymentProvider, settled: Settled) {
  if (settled.amountCents === null) return;
  try {
    await provider.refund(settled.reference, settled.amountCents);
  } catch {
    throw new AppError(502, 'refund_failed', orderMessages.refundFailed);
  }
}

/** A provider that cannot be reached or refuses is the shop's trouble, told as 502, not 500. */
async function askProvider<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch {
    throw new AppError(502, 'payment_provider_unavailable', orderMessages.providerUnavailable);
  }
}

type CheckoutSettings = {
  /** The method the buyer chose for the provider's page (mada, KNET…), when they chose one. */
  method?: string;
  publicUrl: string;
  lang: Lang;
  email: string;
  staffEvents?: StaffEvents;
  giftLinkDays?: number;
};

/**
 * The hosted page for a digital order awaiting payment: the open checkout of the order when there is
 * one, else a new one whose session id the order keeps. The order's row lock makes a double click
 * open one checkout. 409 when the order cannot be paid (paid, cancelled, a hard copy, PDF owned).
 */
export async function startCheckout(
  db: Db,
  provider: PaymentProvider,
  clientId: number,
  orderId: number,
  settings: CheckoutSettings,
) {
  type Paid = { sessionId: string; reference: string; amount: number | null; currency: string | null };
  type Outcome = { url: string } | { paid: Paid };
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const order = await lockPayableOrder(tx, clientId, orderId);
    if (order.paymentReference) {
      const state = await askProvider(() => provider.retrieve(order.paymentReference as string));
      if (state.paid && state.reference) {
        const paid = {
          sessionId: order.paymentReference,
          reference: state.reference,
          amount: state.amountCents,
          currency: state.currency ?? null,
        };
        return { paid };
      }
      if (state.open && state.url) return { url: state.url };
    }
    const returnUrl = `${settings.publicUrl}/#/payment-return?order=${order.id}`;
    const checkout = await askProvider(() =>
      provider.createCheckout({
        orderId: order.id,
        amountCents: order.netPriceCents,
        currency: order.currency,
        description: text(settings.lang, 'orders', 'paymentDescription', { id: order.id }),
        successUrl: returnUrl,
        cancelUrl: `${returnUrl}&cancelled=1`,
        customerEmail: settings.email,
        method: settings.method,
      }),
    );
    await tx
      .update(orders)
      .set({ paymentReference: checkout.sessionId, paymentProvider: provider.name, updatedAt: new Date() })
      .where(eq(orders.id, order.id));
    return { url: checkout.url };
  });
  if ('url' in outcome) return outcome.url;
  // The buyer paid the last checkout already; the notice has not come yet.
  const { sessionId, reference, amount, currency } = outcome.paid;
  const settled = { orderId, sessionId, reference, amountCents: amount, currency };
  const settledNow = await settlePayment(
    db,
    settled,
    settings.publicUrl,
    settings.staffEvents,
    settings.giftLinkDays,
  );
  if (settledNow === 'refund') await refundPayment(provider, settled);
  throw new AppError(409, 'already_paid', orderMessages.alreadyPaid);
}

/**
 * On the buyer's return: asks the provider where the order's checkout stands and marks the order
 * paid when the provider says so (the webhook may come later, or never reach us).
 */
export async function checkPayment(
  db: Db,
  provider: PaymentProvider,
  orderId: number,
  publicUrl: string,
  staffEvents?: StaffEvents,
  giftLinkDays?: number,
) {
  const [order] = await db
    .select({ status: orders.status, sessionId: orders.paymentReference })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (order?.status !== 'awaiting_payment' || !order.sessionId) return;
  // When the provider cannot be asked now, the page asks again, and the webhook still comes.
  const state = await provider.retrieve(order.sessionId).catch(() => null);
  if (!state?.paid || !state.reference || state.orderId !== orderId) return;
  const settled = {
    orderId,
    sessionId: order.sessionId,
    reference: state.reference,
    amountCents: state.amountCents,
    currency: state.currency ?? null,
  };
  if ((await settlePayment(db, settled, publicUrl, staffEvents, giftLinkDays)) === 'refund') {
    // Should the provider refuse now, its webhook comes back and the refund is asked again.
    await refundPayment(provider, settled).catch(() => undefined);
  }
}
