import { orderIdIn, sameSecret } from './gateway-shared.ts';
import { BadSignatureError, type PaymentEvent } from './provider.ts';

/*
 * Moyasar's webhook (https://docs.moyasar.com/api/other/webhooks/webhook-reference): a JSON POST of
 * `{ id, type, created_at, secret_token, account_name, live, data }`, where `secret_token` is the
 * Secret Token set beside the endpoint in Moyasar's dashboard and `data` the payment object. Moyasar
 * signs nothing else, so the token is the proof: it is compared in constant time with ours, and a
 * body without it, with another one, or that is not JSON is refused before anything is read.
 */

/** The event type Moyasar sends when a payment's money is taken. */
export const MOYASAR_PAID_EVENT = 'payment_paid';

type Notice = {
  id?: unknown;
  type?: unknown;
  secret_token?: unknown;
  data?: {
    id?: unknown;
    status?: unknown;
    amount?: unknown;
    currency?: unknown;
    invoice_id?: unknown;
    metadata?: unknown;
  };
};

const stringOf = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** Verifies the notice's secret token over the parsed raw body, then reads the event. */
export function verifiedMoyasarEvent(rawBody: Buffer, secret: string): PaymentEvent {
  let notice: Notice;
  try {
    notice = JSON.parse(rawBody.toString('utf8')) as Notice;
  } catch {
    throw new BadSignatureError('the notice is not JSON');
  }
  const token = notice && typeof notice === 'object' ? notice.secret_token : undefined;
  if (typeof token !== 'string' || token === '') throw new BadSignatureError('no secret token');
  if (!sameSecret(token, secret)) throw new BadSignatureError('wrong secret token');

  const payment = notice.data && typeof notice.data === 'object' ? notice.data : {};
  const reference = stringOf(payment.id);
  const amount = payment.amount;
  const whole = typeof amount === 'number' && Number.isInteger(amount);
  // A payment whose amount cannot be read cannot be matched with the order: it pays nothing.
  const paid = notice.type === MOYASAR_PAID_EVENT && payment.status === 'paid' && whole;
  return {
    // A notice without an id is read by its payment and type: a redelivery carries the same ones.
    id: stringOf(notice.id) ?? `${String(notice.type)}:${reference ?? ''}`,
    type: paid ? 'checkout.completed' : 'other',
    sessionId: stringOf(payment.invoice_id),
    orderId: orderIdIn(payment.metadata),
    reference,
    amountCents: whole ? amount : null,
    currency: typeof payment.currency === 'string' ? payment.currency.toUpperCase() : null,
  };
}
