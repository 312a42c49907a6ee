import Stripe from 'stripe';
import { BadSignatureError, type PaymentEvent } from './provider.ts';
import { fromStripeAmount } from './stripe-amounts.ts';

/*
 * Stripe's webhook scheme (`t=<seconds>,v1=<HMAC-SHA256 of "t.body">`), checked by the stripe
 * package itself. The sandbox signs its own notices the same way, with a secret of its own.
 */

/** How old a signed notice may be, in seconds; an older one is refused as a replay. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

type CheckoutSessionObject = {
  id?: unknown;
  client_reference_id?: unknown;
  payment_intent?: unknown;
  payment_status?: unknown;
  amount_total?: unknown;
  /** ISO 4217, lower case as Stripe writes it. */
  currency?: unknown;
};

const orderIdOf = (value: unknown) => {
  const id = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : null;
  return id && id > 0 ? id : null;
};

/** The payment's reference: Stripe answers the payment intent's id, or the intent itself. */
const referenceOf = (value: unknown): string | null => {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string') {
    return (value as { id: string }).id;
  }
  return null;
};

/**
 * The fields of a Checkout Session the shop reads (from a retrieve or from an event); the amount in
 * whole minor units of its currency, from Stripe's own (a three-decimal currency's thousandths, a
 * zero-decimal one's whole units).
 */
export function readSession(session: CheckoutSessionObject) {
  const currency = typeof session.currency === 'string' ? session.currency.toUpperCase() : null;
  const total = typeof session.amount_total === 'number' ? session.amount_total : null;
  return {
    sessionId: typeof session.id === 'string' ? session.id : null,
    orderId: orderIdOf(session.client_reference_id),
    reference: referenceOf(session.payment_intent),
    amountCents: total === null || currency === null ? total : fromStripeAmount(total, currency),
    currency,
    paid: session.payment_status === 'paid' || session.payment_status === 'no_payment_required',
  };
}

/** Verifies `header` over the raw body with `secret`; the event as the shop reads it. */
export function verifiedEvent(rawBody: Buffer, header: string | string[] | undefined, secret: string) {
  if (typeof header !== 'string' || header === '') throw new BadSignatureError('no signature');
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, header, secret, SIGNATURE_TOLERANCE_SECONDS);
  } catch (err) {
    throw new BadSignatureError(err instanceof Error ? err.message : 'bad signature');
  }
  const object = (event.data?.object ?? {}) as CheckoutSessionObject;
  const session = readSession(object);
  const completed =
    (event.type === 'checkout.session.completed' ||
      event.type === 'checkout.session.async_payment_succeeded') &&
    session.paid;
  return {
    id: String(event.id),
    type: completed ? 'checkout.completed' : 'other',
    sessionId: session.sessionId,
    orderId: session.orderId,
    reference: session.reference,
    amountCents: session.amountCents,
    currency: session.currency,
  } satisfies PaymentEvent;
}

/** A signature header for `payload`, as the provider would send it (the sandbox's own notices, tests). */
export const signatureHeader = (payload: string, secret: string, timestamp?: number) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
