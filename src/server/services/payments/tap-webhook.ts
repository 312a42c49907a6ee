import { createHmac } from 'node:crypto';
import { orderIdIn, sameSecret } from './gateway-shared.ts';
import { BadSignatureError, type PaymentEvent } from './provider.ts';
import { decimalToMinor, minorToDecimal } from './tap-api.ts';

/*
 * Tap's webhook (https://developers.tap.company/docs/webhook): a JSON POST of the charge object to
 * the charge's `post.url`, with a `hashstring` header: the hex HMAC-SHA256, keyed with the secret
 * API key, of
 *   x_id{id}x_amount{amount}x_currency{currency}x_gateway_reference{reference.gateway}
 *   x_payment_reference{reference.payment}x_status{status}x_created{transaction.created}
 * where the amount is written with the currency's decimals (1.234 KWD, 12.50 SAR). The header is
 * compared in constant time with ours, and a body without it, with another one, or that is not JSON
 * is refused before anything is read.
 */

type Charge = {
  id?: unknown;
  status?: unknown;
  amount?: unknown;
  currency?: unknown;
  reference?: { order?: unknown; gateway?: unknown; payment?: unknown } | null;
  transaction?: { created?: unknown } | null;
  metadata?: unknown;
};

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** The string Tap signs for `charge`, amount in minor units already read. */
export function tapHashInput(charge: Charge, amountMinor: number, currency: string): string {
  return [
    `x_id${text(charge.id)}`,
    `x_amount${minorToDecimal(amountMinor, currency)}`,
    `x_currency${currency}`,
    `x_gateway_reference${text(charge.reference?.gateway)}`,
    `x_payment_reference${text(charge.reference?.payment)}`,
    `x_status${text(charge.status)}`,
    `x_created${text(charge.transaction?.created)}`,
  ].join('');
}

/** Tap's `hashstring` for the hash input, with the secret key. */
export const tapSignature = (input: string, secretKey: string) =>
  createHmac('sha256', secretKey).update(input, 'utf8').digest('hex');

const stringOf = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** Verifies the `hashstring` header over the parsed raw body, then reads the event. */
export function verifiedTapEvent(
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
  secretKey: string,
): PaymentEvent {
  const given = headers.hashstring;
  if (typeof given !== 'string' || given === '') throw new BadSignatureError('no hashstring');
  let charge: Charge;
  try {
    charge = JSON.parse(rawBody.toString('utf8')) as Charge;
  } catch {
    throw new BadSignatureError('the notice is not JSON');
  }
  if (!charge || typeof charge !== 'object') throw new BadSignatureError('the notice is not a charge');
  const currency = typeof charge.currency === 'string' ? charge.currency.toUpperCase() : null;
  const amount = currency ? decimalToMinor(charge.amount, currency) : null;
  // A charge whose amount cannot be written as Tap signs it cannot be verified.
  if (currency === null || amount === null) throw new BadSignatureError('unreadable amount');
  const expected = tapSignature(tapHashInput(charge, amount, currency), secretKey);
  if (!sameSecret(given.toLowerCase(), expected)) throw new BadSignatureError('wrong hashstring');

  const id = stringOf(charge.id);
  const status = stringOf(charge.status);
  return {
    // Tap names no event: a redelivery carries the same charge in the same status.
    id: `${id ?? ''}:${status ?? ''}`,
    type: status === 'CAPTURED' ? 'checkout.completed' : 'other',
    sessionId: id,
    orderId: orderIdIn({ order_id: charge.reference?.order }) ?? orderIdIn(charge.metadata),
    reference: id,
    amountCents: amount,
    currency,
  };
}
