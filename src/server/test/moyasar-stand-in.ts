import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * moyasar-stand-in: a local HTTP server standing in for api.moyasar.com in tests, since this machine
 * cannot reach Moyasar. Written from Moyasar's documentation (https://docs.moyasar.com/api/):
 * Basic auth with the secret key as the user (https://docs.moyasar.com/api/authentication), amounts
 * as integers of at least 100 in the smallest unit, invoices (https://docs.moyasar.com/api/invoices/01-create-invoice),
 * the payment object (https://docs.moyasar.com/api/payments/payment-object), metadata merged on update
 * (https://docs.moyasar.com/api/metadata), refunds (https://docs.moyasar.com/api/payments/refund-payment),
 * errors as `{ type, message, errors }` (https://docs.moyasar.com/api/errors) and the webhook body
 * (https://docs.moyasar.com/api/other/webhooks/webhook-reference). It records every call.
 */

export type MoyasarCall = {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
  authorization?: string;
};

type Payment = {
  id: string;
  status: 'paid' | 'refunded';
  amount: number;
  fee: number;
  currency: string;
  refunded: number;
  refunded_at: string | null;
  description: string;
  invoice_id: string;
  metadata: Record<string, string> | null;
  source: { type: string; company: string | null };
};

type Invoice = {
  id: string;
  status: 'initiated' | 'paid' | 'expired';
  amount: number;
  currency: string;
  description: string;
  url: string;
  success_url: string | null;
  back_url: string | null;
  callback_url: string | null;
  metadata: Record<string, string> | null;
  payments: Payment[];
};

/** Moyasar's methods, by the payment source each one makes. */
const SOURCES = {
  mada: { type: 'creditcard', company: 'mada' },
  creditcard: { type: 'creditcard', company: 'visa' },
  applepay: { type: 'applepay', company: 'mada' },
  stcpay: { type: 'stcpay', company: null },
} as const;

async function readJson(request: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : null;
}

const whole = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/** Starts the stand-in on `port` (any free one by default). `secretKey` is the only key it accepts. */
export async function startMoyasarStandIn(secretKey: string, port = 0) {
  const calls: MoyasarCall[] = [];
  const invoices = new Map<string, Invoice>();
  const payments = new Map<string, Payment>();
  let base = '';

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const fail = (
    response: ServerResponse,
    status: number,
    type: string,
    message: string,
    errors: unknown = null,
  ) => send(response, status, { type, message, errors });
  const authorised = (header: string | undefined) =>
    header === `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;

  function page(invoice: Invoice) {
    const amount = `${(invoice.amount / 100).toFixed(2)} ${invoice.currency}`;
    const methods = Object.keys(SOURCES).join(' · ');
    return `<!doctype html><html lang="ar" dir="rtl"><head><meta charset="utf-8"><title>Moyasar invoice</title></head><body><main><h1>${invoice.description}</h1><p>${amount}</p><p>${methods}</p></main></body></html>`;
  }

  async function answer(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const method = request.method ?? '';
    const hosted = /^\/invoices\/([\w-]+)$/.exec(url.pathname);
    if (method === 'GET' && hosted) {
      const invoice = invoices.get(hosted[1]!);
      if (!invoice) return fail(response, 404, 'api_error', 'Object not found');
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return response.end(page(invoice));
    }
    const body = await readJson(request).catch(() => undefined);
    calls.push({
      method,
      path: url.pathname,
      body: body ?? null,
      authorization: request.headers.authorization,
    });
    if (!authorised(request.headers.authorization)) {
      return fail(response, 401, 'authentication_error', 'Invalid authorization credentials');
    }
    if (body === undefined) return fail(response, 400, 'invalid_request_error', 'Invalid JSON');
    if (method === 'POST' && url.pathname === '/v1/invoices') {
      if (!whole(body?.amount) || body.amount < 100) {
        return fail(response, 400, 'invalid_request_error', 'Validation Failed', {
          amount: ['must be an integer greater than or equal to 100'],
        });
      }
      if (typeof body.description !== 'string' || body.description === '') {
        return fail(response, 400, 'invalid_request_error', 'Validation Failed', {
          description: ["can't be blank"],
        });
      }
      const id = randomUUID();
      const invoice: Invoice = {
        id,
        status: 'initiated',
        amount: body.amount,
        currency: typeof body.currency === 'string' ? body.currency : 'SAR',
        description: body.description,
        url: `${base}/invoices/${id}`,
        success_url: (body.success_url as string) ?? null,
        back_url: (body.back_url as string) ?? null,
        callback_url: (body.callback_url as string) ?? null,
        metadata: (body.metadata as Record<string, string>) ?? null,
        payments: [],
      };
      invoices.set(id, invoice);
      return send(response, 201, invoice);
    }
    const invoicePath = /^\/v1\/invoices\/([\w-]+)$/.exec(url.pathname);
    if (method === 'GET' && invoicePath) {
      const invoice = invoices.get(invoicePath[1]!);
      return invoice ? send(response, 200, invoice) : fail(response, 404, 'api_error', 'Object not found');
    }
    const paymentPath = /^\/v1\/payments\/([\w-]+)(\/refund)?$/.exec(url.pathname);
    const payment = paymentPath ? payments.get(paymentPath[1]!) : undefined;
    if (paymentPath && !payment) return fail(response, 404, 'api_error', 'Object not found');
    if (payment && method === 'GET' && !paymentPath![2]) return send(response, 200, payment);
    if (payment && method === 'PUT' && !paymentPath![2]) {
      // Keys sent are merged into the metadata; an empty value unsets its key.
      const merged = { ...payment.metadata, ...(body?.metadata as Record<string, string>) };
      payment.metadata = Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== ''));
      return send(response, 200, payment);
    }
    if (payment && method === 'POST' && paymentPath![2]) {
      const left = payment.amount - payment.refunded;
      const amount = body?.amount === undefined ? left : body.amount;
      if (!whole(amount) || amount <= 0) {
        return fail(response, 400, 'invalid_request_error', 'Validation Failed', {
          amount: ['must be an integer'],
        });
      }
      if (amount > left) {
        return fail(response, 400, 'invalid_request_error', 'Refunded amount exceeds the payment amount');
      }
      payment.refunded += amount;
      payment.status = 'refunded';
      payment.refunded_at = new Date().toISOString();
      return send(response, 200, payment);
    }
    return fail(response, 404, 'api_error', 'Object not found');
  }

  /** The webhook body for `payment` (https://docs.moyasar.com/api/other/webhooks/webhook-reference). */
  const notice = (payment: Payment, secretToken: string, type = 'payment_paid', id: string = randomUUID()) =>
    JSON.stringify({
      id,
      type,
      created_at: new Date().toISOString(),
      secret_token: secretToken,
      account_name: 'Bookshop',
      live: false,
      data: payment,
    });

  const server = createServer((request, response) => {
    answer(request, response).catch(() => fail(response, 500, 'api_error', 'Internal error'));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  base = `http://127.0.0.1:${address.port}`;

  return {
    /** Where the shop is pointed (`MOYASAR_API_URL`). */
    apiUrl: base,
    port: address.port,
    calls,
    invoices,
    payments,
    /**
     * The buyer pays the invoice on Moyasar's page with `method`: a payment of the invoice's amount
     * (or of `other`, for tests of money that does not match) is made, and the webhook body Moyasar
     * would post with `secretToken` is answered.
     */
    pay(
      invoiceId: string,
      secretToken: string,
      method: keyof typeof SOURCES = 'mada',
      other: { amount?: number; currency?: string } = {},
    ) {
      const invoice = invoices.get(invoiceId);
      if (!invoice) throw new Error(`moyasar-stand-in: no invoice ${invoiceId}`);
      const amount = other.amount ?? invoice.amount;
      const payment: Payment = {
        id: randomUUID(),
        status: 'paid',
        amount,
        fee: Math.round(amount * 0.0175),
        currency: other.currency ?? invoice.currency,
        refunded: 0,
        refunded_at: null,
        description: invoice.description,
        invoice_id: invoice.id,
        // The documentation does not say an invoice's metadata is copied to its payment: it is not.
        metadata: null,
        source: { ...SOURCES[method] },
      };
      payments.set(payment.id, payment);
      invoice.payments.push(payment);
      invoice.status = 'paid';
      return notice(payment, secretToken);
    },
    notice,
    /** Posts a notice to the shop's webhook, as Moyasar does (for a shop listening on a port). */
    sendNotice: (url: string, body: string) =>
      fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type MoyasarStandIn = Awaited<ReturnType<typeof startMoyasarStandIn>>;
