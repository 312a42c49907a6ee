import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orderLines, orders, pdfOwnerships } from '#server/db/schema/orders.ts';
import { lockClient } from '#server/modules/clients/index.ts';
import { AppError, commonMessages } from '#server/plugins/errors.ts';
import type { Card, PaymentProvider } from '#server/services/payments/index.ts';
import { isLuhnValid, type PayBody, parseCardExpiry } from '#shared/contract/orders.ts';
import type { Localized } from '#shared/lang.ts';
import { setOrderStatus } from './lifecycle.ts';
import { orderMessages } from './messages.ts';

export const CURRENCY = 'USD';

/** Card fields checked with messages in both languages; the card itself is never stored or logged. */
export function readCard(body: PayBody, now = new Date()): Card {
  const errors: Record<string, Localized[]> = {};
  const number = body.card_number.replace(/[\s-]/g, '');
  if (!isLuhnValid(number)) errors.card_number = [orderMessages.cardNumber];
  const expiry = parseCardExpiry(body.card_expiry);
  if (!expiry) errors.card_expiry = [orderMessages.cardExpiry];
  else if (expiry.year * 12 + expiry.month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
    errors.card_expiry = [orderMessages.cardExpired];
  }
  if (!/^\d{3,4}$/.test(body.card_cvc.trim())) errors.card_cvc = [orderMessages.cardCvc];
  if (Object.keys(errors).length > 0) {
    throw new AppError(422, 'validation', commonMessages.validation, errors);
  }
  return {
    number,
    expiryMonth: expiry?.month ?? 0,
    expiryYear: expiry?.year ?? 0,
    cvc: body.card_cvc.trim(),
    name: body.card_name.trim(),
  };
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Locks what a payment depends on, then checks it. The client's row serialises the client's
 * payments, so two orders holding the same PDF cannot both pass the ownership check below; `no key
 * update` still lets the client place orders meanwhile (their foreign keys only take `key share`).
 * The order's row is locked against a simultaneous payment or cancellation of the same order.
 */
async function lockPayableOrder(tx: Tx, clientId: number, orderId: number) {
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

  // Another order may have bought one of these PDFs since this one was placed.
  const lines = await tx
    .select({ bookId: orderLines.bookId })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  const [owned] = await tx
    .select({ id: pdfOwnerships.id })
    .from(pdfOwnerships)
    .where(
      and(
        eq(pdfOwnerships.clientId, clientId),
        ne(pdfOwnerships.orderId, orderId),
        inArray(
          pdfOwnerships.bookId,
          lines.map((l) => l.bookId),
        ),
      ),
    )
    .limit(1);
  if (owned) throw new AppError(409, 'already_owned', orderMessages.alreadyOwned);
  return order;
}

/**
 * Charges the card for a digital order awaiting payment; on approval the order is paid and the
 * client owns its PDFs. A declined card answers 402 and leaves the order awaiting payment.
 *
 * The charge is made while the locks are held: a payment arriving meanwhile waits, then finds the
 * order paid (or the PDF owned) and is refused with 409 without reaching the provider.
 */
export async function payOrder(
  db: Db,
  provider: PaymentProvider,
  clientId: number,
  orderId: number,
  body: PayBody,
) {
  return db.transaction(async (tx) => {
    const order = await lockPayableOrder(tx, clientId, orderId);
    const card = readCard(body);
    const result = await provider.charge({
      orderId,
      amountCents: order.netPriceCents,
      currency: CURRENCY,
      card,
    });
    if (!result.approved) {
      throw new AppError(402, 'payment_declined', {
        ar: `${orderMessages.paymentDeclined.ar}. ${result.message.ar}`,
        en: `${orderMessages.paymentDeclined.en}. ${result.message.en}`,
      });
    }
    await setOrderStatus(tx, orderId, 'paid', {
      from: ['awaiting_payment'],
      refusal: orderMessages.alreadyPaid,
      paymentReference: result.reference,
    });
    return { reference: result.reference, message: result.message, provider };
  });
}
