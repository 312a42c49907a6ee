import { createHash } from 'node:crypto';
import { currencyDecimals } from '#shared/contract/currency.ts';
import type { VoucherRequest } from './provider.ts';

/*
 * FawryPay's server API as the shop uses it (https://developer.fawrystaging.com/docs/server-apis/create-payment-refno-apis,
 * https://developer.fawrystaging.com/docs/payment-notifications/get-payment-status-v2,
 * https://developer.fawrystaging.com/docs/server-apis/refund-issue-api): JSON bodies, no auth header;
 * each request carries the merchant code and a `signature`, the hex SHA-256 of some of its fields
 * followed by the secure key. Amounts are decimals with two places ("125.00" in the signature). An
 * answer tells its outcome in `statusCode` (200 when done) and `statusDescription`
 * (https://atfawry.com/developer-guide/payment-status.html: 9901 merchant code, 9946 signature,
 * 9938 payment not found).
 */

export type FawrySettings = {
  merchantCode: string;
  secureKey: string;
  /** `FAWRY_API_URL`: https://www.atfawry.com, or a local stand-in in tests. */
  apiUrl: string;
};

/** Fawry's answer to a charge or a status question, the fields read. */
export type FawryOrder = {
  type?: string;
  referenceNumber?: string | number;
  fawryRefNumber?: string | number;
  merchantRefNumber?: string;
  orderAmount?: number | string;
  paymentAmount?: number | string;
  fawryFees?: number | string;
  paymentMethod?: string;
  orderStatus?: string;
  paymentStatus?: string;
  currencyCode?: string;
  expirationTime?: number;
  statusCode?: number;
  statusDescription?: string;
};

/** Fawry refused (a `statusCode` other than 200, or an HTTP error); `code` is Fawry's own. */
export class FawryError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** The code Fawry answers for a merchant reference it does not know. */
export const FAWRY_NOT_FOUND = 9938;

/** The hex SHA-256 of the fields, in order, followed by the secure key: every Fawry signature. */
export const fawrySignature = (parts: readonly string[], secureKey: string) =>
  createHash('sha256')
    .update(`${parts.join('')}${secureKey}`, 'utf8')
    .digest('hex');

/** Fawry writes every amount with two decimals, so it takes only currencies that have two. */
const PLACES = 2;

/** Integer minor units as Fawry writes them, two decimals: 12500 → "125.00". */
export function fawryAmount(minor: number): string {
  if (!Number.isSafeInteger(minor) || minor < 0) throw new Error('Fawry takes whole minor units');
  const digits = String(minor).padStart(PLACES + 1, '0');
  return `${digits.slice(0, -PLACES)}.${digits.slice(-PLACES)}`;
}

/** `fawryAmount`, for a currency with two decimals only: anything else is refused before asking. */
export function minorToFawry(minor: number, currency: string): string {
  const code = currency.toUpperCase();
  if (!/^[A-Z]{3}$/.test(code) || currencyDecimals(code) !== PLACES) {
    throw new Error(`Fawry cannot take the currency ${currency}`);
  }
  return fawryAmount(minor);
}

/** Fawry's amount (a number or its text) as integer minor units; null when it is not one. */
export function fawryToMinor(amount: unknown): number | null {
  const text = typeof amount === 'number' ? String(amount) : amount;
  if (typeof text !== 'string') return null;
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match || (match[2] ?? '').length > PLACES) return null;
  const minor = Number(`${match[1]}${(match[2] ?? '').padEnd(PLACES, '0')}`);
  return Number.isSafeInteger(minor) ? minor : null;
}

const TIMEOUT_MS = 20_000;

type Ask = { query?: Record<string, string>; body?: unknown };

/** One call to Fawry's API; throws FawryError unless the answer says it was done. */
export async function fawryCall<T extends { statusCode?: number; statusDescription?: string }>(
  settings: FawrySettings,
  method: 'GET' | 'POST',
  path: string,
  ask: Ask = {},
): Promise<T> {
  const url = new URL(`${settings.apiUrl}${path}`);
  for (const [name, value] of Object.entries(ask.query ?? {})) url.searchParams.set(name, value);
  const response = await fetch(url, {
    method,
    headers: {
      accept: 'application/json',
      ...(ask.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: ask.body === undefined ? undefined : JSON.stringify(ask.body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const text = await response.text();
  let answer: T | null = null;
  try {
    answer = text ? (JSON.parse(text) as T) : null;
  } catch {
    answer = null;
  }
  const code = typeof answer?.statusCode === 'number' ? answer.statusCode : response.status;
  if (!response.ok || !answer || code !== 200) {
    const said = typeof answer?.statusDescription === 'string' ? answer.statusDescription : '';
    throw new FawryError(code, said || `Fawry answered ${response.status}`);
  }
  return answer;
}

const PAY_AT_FAWRY = 'PAYATFAWRY';

/** The body of a Pay at Fawry charge of `amount` (Fawry's text of the request's amount). */
export function payAtFawryCharge(
  { merchantCode, secureKey }: FawrySettings,
  request: VoucherRequest,
  merchantRefNum: string,
  amount: string,
) {
  const item = {
    itemId: `order-${request.orderId}`,
    description: request.description,
    price: Number(amount),
  };
  return {
    merchantCode,
    merchantRefNum,
    ...(request.customerEmail ? { customerEmail: request.customerEmail } : {}),
    paymentMethod: PAY_AT_FAWRY,
    amount: Number(amount),
    currencyCode: request.currency.toUpperCase(),
    description: request.description,
    paymentExpiry: request.expiresAt.getTime(),
    chargeItems: [{ ...item, quantity: 1 }],
    // No customer profile is sent, so it signs as the empty string.
    signature: fawrySignature([merchantCode, merchantRefNum, '', PAY_AT_FAWRY, amount], secureKey),
  };
}
