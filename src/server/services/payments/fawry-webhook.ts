import { fawryAmount, fawrySignature, fawryToMinor } from './fawry-api.ts';
import { sameSecret } from './gateway-shared.ts';
import { BadSignatureError, type PaymentEvent } from './provider.ts';

/*
 * Fawry's server notification V2
 * (https://developer.fawrystaging.com/docs/server-apis/payment-notifications/server-notification-v2):
 * a JSON POST to the callback URL set on the merchant account whenever an order's status changes,
 * with `fawryRefNumber`, `merchantRefNumber`, `paymentAmount`, `orderAmount`, `fawryFees`,
 * `orderStatus`, `paymentMethod`, `paymentRefrenceNumber` (so spelt), `orderExpiryDate` and
 * `messageSignature`: the hex SHA-256 of
 *   fawryRefNumber + merchantRefNumber + paymentAmount ("0.00") + orderAmount ("0.00") + orderStatus
 *   + paymentMethod + paymentRefrenceNumber (when present) + secure key.
 * The signature is rebuilt from the parsed raw body and compared in constant time; a body that is
 * not JSON, has no signature, another one, or amounts that cannot be written as Fawry signs them is
 * refused before anything is read.
 */

/** The status of an order whose money Fawry holds. */
export const FAWRY_PAID = 'PAID';

export type FawryNotice = {
  fawryRefNumber?: unknown;
  merchantRefNumber?: unknown;
  paymentAmount?: unknown;
  orderAmount?: unknown;
  orderStatus?: unknown;
  paymentMethod?: unknown;
  paymentRefrenceNumber?: unknown;
  currencyCode?: unknown;
  messageSignature?: unknown;
};

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';
const stringOf = (value: unknown) => (text(value) === '' ? null : text(value));

/** The fields Fawry signs in a notice, amounts already read as minor units. */
export function fawryNoticeParts(notice: FawryNotice, paymentMinor: number, orderMinor: number) {
  return [
    text(notice.fawryRefNumber),
    text(notice.merchantRefNumber),
    fawryAmount(paymentMinor),
    fawryAmount(orderMinor),
    text(notice.orderStatus),
    text(notice.paymentMethod),
    text(notice.paymentRefrenceNumber),
  ];
}

/** The shop's order id in a merchant reference `<order id>-<8 hex>`; null for any other. */
export function orderIdOfRef(merchantRef: unknown): number | null {
  const match = /^(\d{1,9})-[0-9a-f]{8}$/.exec(text(merchantRef));
  const id = match ? Number(match[1]) : 0;
  return id > 0 ? id : null;
}

/** Verifies the notice's `messageSignature` over the parsed raw body, then reads the event. */
export function verifiedFawryEvent(rawBody: Buffer, secureKey: string): PaymentEvent {
  let notice: FawryNotice;
  try {
    notice = JSON.parse(rawBody.toString('utf8')) as FawryNotice;
  } catch {
    throw new BadSignatureError('the notice is not JSON');
  }
  if (!notice || typeof notice !== 'object') throw new BadSignatureError('the notice is not an object');
  const given = notice.messageSignature;
  if (typeof given !== 'string' || given === '') throw new BadSignatureError('no messageSignature');
  const paid = fawryToMinor(notice.paymentAmount);
  const ordered = fawryToMinor(notice.orderAmount);
  // A notice whose amounts cannot be written as Fawry signs them cannot be verified.
  if (paid === null || ordered === null) throw new BadSignatureError('unreadable amount');
  const expected = fawrySignature(fawryNoticeParts(notice, paid, ordered), secureKey);
  if (!sameSecret(given.toLowerCase(), expected)) throw new BadSignatureError('wrong messageSignature');

  const reference = stringOf(notice.fawryRefNumber);
  const status = stringOf(notice.orderStatus);
  const currency = typeof notice.currencyCode === 'string' ? notice.currencyCode.toUpperCase() : 'EGP';
  return {
    // Fawry names no event: a redelivery carries the same order in the same status.
    id: `${reference ?? ''}:${status ?? ''}`,
    type: status === FAWRY_PAID ? 'checkout.completed' : 'other',
    sessionId: stringOf(notice.merchantRefNumber),
    orderId: orderIdOfRef(notice.merchantRefNumber),
    reference,
    // The order's amount, without the fees Fawry may have added for the buyer.
    amountCents: ordered,
    currency,
  };
}
