/*
 * Moyasar's REST API as the shop uses it (https://docs.moyasar.com/api/): JSON bodies, amounts as
 * integers in the currency's smallest unit, HTTP Basic auth with the secret key as the user and no
 * password. Errors answer `{ type, message, errors }` (https://docs.moyasar.com/api/errors).
 */

export type MoyasarSettings = {
  secretKey: string;
  webhookSecret: string;
  /** `MOYASAR_API_URL`: https://api.moyasar.com, or a local stand-in in tests. */
  apiUrl: string;
};

/** The payment object (https://docs.moyasar.com/api/payments/payment-object), the fields read. */
export type MoyasarPayment = {
  id: string;
  status: string;
  amount: number;
  currency: string;
  refunded: number;
  invoice_id: string | null;
  metadata: Record<string, string | number> | null;
  source?: { type?: string; company?: string } | null;
};

/** The invoice object (https://docs.moyasar.com/api/invoices/01-create-invoice), the fields read. */
export type MoyasarInvoice = {
  id: string;
  status: string;
  amount: number;
  currency: string;
  url: string;
  metadata: Record<string, string | number> | null;
  payments: MoyasarPayment[] | null;
};

/** Moyasar answered with an error (4xx/5xx); `type` and `message` are Moyasar's own. */
export class MoyasarError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

const TIMEOUT_MS = 20_000;

/** One call to Moyasar's API; throws MoyasarError on an error answer. */
export async function moyasarCall<T>(
  settings: MoyasarSettings,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${settings.apiUrl}${path}`, {
    method,
    headers: {
      authorization: `Basic ${Buffer.from(`${settings.secretKey}:`).toString('base64')}`,
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
    const error = (answer ?? {}) as { type?: unknown; message?: unknown };
    throw new MoyasarError(
      response.status,
      typeof error.type === 'string' ? error.type : 'api_error',
      typeof error.message === 'string' ? error.message : `Moyasar answered ${response.status}`,
    );
  }
  return answer as T;
}
