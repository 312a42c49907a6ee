/*
 * Tap Payments' REST API as the shop uses it (https://developers.tap.company/reference/create-a-charge,
 * https://developers.tap.company/reference/create-a-refund): JSON bodies, Bearer auth with the secret
 * key, amounts as decimals in the currency's units (1.234 KWD, 12.50 SAR). Errors answer
 * `{ errors: [{ code, description }] }`.
 */

export type TapSettings = {
  secretKey: string;
  /** `TAP_API_URL`: https://api.tap.company, or a local stand-in in tests. */
  apiUrl: string;
  /** Where Tap posts its notices (`post.url`): `$PUBLIC_URL/api/payments/webhook/tap`. */
  webhookUrl: string;
};

/** The charge object (https://developers.tap.company/reference/the-charge-object), the fields read. */
export type TapCharge = {
  id: string;
  status: string;
  amount: number;
  currency: string;
  reference?: { order?: string; gateway?: string; payment?: string } | null;
  transaction?: { url?: string; created?: string } | null;
  metadata?: Record<string, string> | null;
};

/** The refund object (https://developers.tap.company/reference/create-a-refund), the fields read. */
export type TapRefund = {
  id: string;
  charge_id: string;
  status: string;
  amount: number;
  currency: string;
  reference?: { merchant?: string } | null;
};

/** Tap answered with an error (4xx/5xx); `code` and the message are Tap's own. */
export class TapError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** ISO 4217 currencies with three decimals; the others Tap takes have two. */
const THREE_DECIMALS = new Set(['KWD', 'BHD', 'OMR', 'JOD', 'IQD', 'LYD', 'TND']);

export const decimalsOf = (currency: string) => (THREE_DECIMALS.has(currency.toUpperCase()) ? 3 : 2);

/** Integer minor units as Tap's decimal text: 1234 fils → "1.234", 1250 cents → "12.50". */
export function minorToDecimal(minor: number, currency: string): string {
  if (!Number.isInteger(minor)) throw new Error('Amounts are whole minor units');
  const places = decimalsOf(currency);
  const digits = String(Math.abs(minor)).padStart(places + 1, '0');
  const text = `${digits.slice(0, -places)}.${digits.slice(-places)}`;
  return minor < 0 ? `-${text}` : text;
}

/** Tap's decimal amount (number or text) as integer minor units; null when it has more decimals. */
export function decimalToMinor(amount: unknown, currency: string): number | null {
  const text = typeof amount === 'number' ? String(amount) : amount;
  if (typeof text !== 'string') return null;
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text.trim());
  const places = decimalsOf(currency);
  if (!match || (match[2] ?? '').length > places) return null;
  const minor = Number(`${match[1]}${(match[2] ?? '').padEnd(places, '0')}`);
  return Number.isSafeInteger(minor) ? minor : null;
}

const TIMEOUT_MS = 20_000;

/** One call to Tap's API; throws TapError on an error answer. */
export async function tapCall<T>(
  settings: TapSettings,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${settings.apiUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${settings.secretKey}`,
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const text = await response.text();
  let answer: unknown = null;
  try {
    answer = text ? JSON.parse(text) : null;
  } catch {
    answer = null;
  }
  if (!response.ok) {
    const first = (answer as { errors?: { code?: unknown; description?: unknown }[] } | null)?.errors?.[0];
    throw new TapError(
      response.status,
      typeof first?.code === 'string' ? first.code : 'api_error',
      typeof first?.description === 'string' ? first.description : `Tap answered ${response.status}`,
    );
  }
  return answer as T;
}
