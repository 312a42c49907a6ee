import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * tap-stand-in: a local HTTP server standing in for api.tap.company in tests, since this machine
 * cannot reach Tap. Written from Tap's documentation: Bearer auth with the secret key
 * (https://developers.tap.company/reference/authentication), charges with decimal amounts in the
 * currency's units (https://developers.tap.company/reference/create-a-charge,
 * https://developers.tap.company/reference/retrieve-a-charge), refunds
 * (https://developers.tap.company/reference/create-a-refund,
 * https://developers.tap.company/reference/list-all-refunds), errors as
 * `{ errors: [{ code, description }] }`, and the webhook: the charge posted to `post.url` with the
 * `hashstring` header (https://developers.tap.company/docs/webhook). It records every call.
 */

export type TapCall = {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
  authorization?: string;
};

type Charge = {
  id: string;
  object: 'charge';
  live_mode: false;
  status: 'INITIATED' | 'CAPTURED' | 'DECLINED';
  amount: number;
  currency: string;
  description: string;
  metadata: Record<string, string> | null;
  reference: { transaction?: string; order?: string; gateway?: string; payment?: string };
  transaction: { timezone: string; created: string; url: string };
  source: { object: 'source'; id: string; payment_method?: string };
  redirect: { status: string; url: string };
  post: { status: string; url: string };
  response: { code: string; message: string };
};

type Refund = {
  id: string;
  object: 'refund';
  charge_id: string;
  status: 'REFUNDED';
  amount: number;
  currency: string;
  reason: string;
  reference: { merchant?: string } | null;
  created: string;
};

/** Decimals Tap writes amounts with (ISO 4217). */
const places = (currency: string) => (['KWD', 'BHD', 'OMR', 'JOD'].includes(currency) ? 3 : 2);
const id = (prefix: string) => `${prefix}_TS${randomBytes(10).toString('hex')}`;

async function readJson(request: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : null;
}

/** Starts the stand-in on `port` (any free one by default). `secretKey` is the only key it accepts. */
export async function startTapStandIn(secretKey: string, port = 0) {
  const calls: TapCall[] = [];
  const charges = new Map<string, Charge>();
  const refunds: Refund[] = [];
  let base = '';

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const fail = (response: ServerResponse, status: number, code: string, description: string) =>
    send(response, status, { errors: [{ code, description }] });
  const decimal = (value: unknown, currency: string): value is number =>
    typeof value === 'number' && value > 0 && Number(value.toFixed(places(currency))) === value;

  function page(charge: Charge) {
    const amount = `${charge.amount.toFixed(places(charge.currency))} ${charge.currency}`;
    const method =
      charge.source.id === 'src_kw.knet' ? 'KNET' : 'KNET · mada · Visa · Mastercard · Apple Pay';
    return `<!doctype html><html lang="ar" dir="rtl"><head><meta charset="utf-8"><title>Tap</title></head><body><main><h1>${charge.description}</h1><p>${amount}</p><p>${method}</p></main></body></html>`;
  }

  function createCharge(body: Record<string, unknown>, response: ServerResponse) {
    const currency = typeof body.currency === 'string' ? body.currency : '';
    if (!/^[A-Z]{3}$/.test(currency)) return fail(response, 400, '1117', 'Invalid currency');
    if (!decimal(body.amount, currency)) return fail(response, 400, '1102', 'Invalid amount');
    const source = (body.source as { id?: string } | undefined)?.id ?? '';
    if (source === 'src_kw.knet' && currency !== 'KWD') {
      return fail(response, 400, '1134', 'KNET accepts KWD only');
    }
    const charge: Charge = {
      id: id('chg'),
      object: 'charge',
      live_mode: false,
      status: 'INITIATED',
      amount: body.amount,
      currency,
      description: String(body.description ?? ''),
      metadata: (body.metadata as Record<string, string>) ?? null,
      reference: { ...(body.reference as object), transaction: id('txn') },
      transaction: { timezone: 'UTC+03:00', created: String(Date.now()), url: '' },
      source: { object: 'source', id: source },
      redirect: { status: 'PENDING', url: String((body.redirect as { url?: string })?.url ?? '') },
      post: { status: 'PENDING', url: String((body.post as { url?: string })?.url ?? '') },
      response: { code: '100', message: 'Initiated' },
    };
    charge.transaction.url = `${base}/pay/${charge.id}`;
    charges.set(charge.id, charge);
    return send(response, 200, charge);
  }

  function createRefund(body: Record<string, unknown>, response: ServerResponse) {
    const charge = charges.get(String(body.charge_id));
    if (!charge) return fail(response, 404, '1100', 'Charge not found');
    if (charge.status !== 'CAPTURED') return fail(response, 400, '1121', 'Charge is not captured');
    if (body.currency !== charge.currency) return fail(response, 400, '1117', 'Invalid currency');
    if (!decimal(body.amount, charge.currency)) return fail(response, 400, '1102', 'Invalid amount');
    const scale = 10 ** places(charge.currency);
    const minor = (amount: number) => Math.round(amount * scale);
    const done = refunds.filter((r) => r.charge_id === charge.id).reduce((s, r) => s + minor(r.amount), 0);
    if (minor(body.amount) > minor(charge.amount) - done) {
      return fail(response, 400, '1126', 'Refund amount is greater than the refundable amount');
    }
    const refund: Refund = {
      id: id('re'),
      object: 'refund',
      charge_id: charge.id,
      status: 'REFUNDED',
      amount: body.amount,
      currency: charge.currency,
      reason: String(body.reason ?? ''),
      reference: (body.reference as { merchant?: string }) ?? null,
      created: String(Date.now()),
    };
    refunds.push(refund);
    return send(response, 200, refund);
  }

  async function answer(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const method = request.method ?? '';
    const hosted = /^\/pay\/([\w-]+)$/.exec(url.pathname);
    if (method === 'GET' && hosted) {
      const charge = charges.get(hosted[1]!);
      if (!charge) return fail(response, 404, '1100', 'Charge not found');
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return response.end(page(charge));
    }
    const body = await readJson(request).catch(() => undefined);
    calls.push({
      method,
      path: url.pathname,
      body: body ?? null,
      authorization: request.headers.authorization,
    });
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      return fail(response, 401, '2107', 'Authentication required');
    }
    if (body === undefined) return fail(response, 400, '1000', 'Invalid JSON');
    if (method === 'POST' && url.pathname === '/v2/charges') return createCharge(body ?? {}, response);
    const chargePath = /^\/v2\/charges\/([\w-]+)$/.exec(url.pathname);
    if (method === 'GET' && chargePath) {
      const charge = charges.get(chargePath[1]!);
      return charge ? send(response, 200, charge) : fail(response, 404, '1100', 'Charge not found');
    }
    if (method === 'POST' && url.pathname === '/v2/refunds') return createRefund(body ?? {}, response);
    if (method === 'POST' && url.pathname === '/v2/refunds/list') {
      const of = body?.charge_id;
      const listed = refunds.filter((r) => of === undefined || r.charge_id === of).reverse();
      return send(response, 200, { object: 'list', live_mode: false, has_more: false, refunds: listed });
    }
    return fail(response, 404, '1100', 'Not found');
  }

  /** The `hashstring` Tap sends with `charge` (https://developers.tap.company/docs/webhook). */
  const hashstring = (charge: Charge, key = secretKey) =>
    createHmac('sha256', key)
      .update(
        `x_id${charge.id}x_amount${charge.amount.toFixed(places(charge.currency))}x_currency${charge.currency}` +
          `x_gateway_reference${charge.reference.gateway ?? ''}x_payment_reference${charge.reference.payment ?? ''}` +
          `x_status${charge.status}x_created${charge.transaction.created}`,
      )
      .digest('hex');

  const server = createServer((request, response) => {
    answer(request, response).catch(() => fail(response, 500, '5000', 'Internal error'));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    /** Where the shop is pointed (`TAP_API_URL`). */
    apiUrl: base,
    calls,
    charges,
    refunds,
    hashstring,
    /**
     * The buyer pays the charge on Tap's page: it is captured (with `other` amount or currency, for
     * tests of money that does not match), and the webhook Tap would post is answered: the charge as
     * JSON and its `hashstring` (signed with `key`, ours by default).
     */
    pay(chargeId: string, other: { amount?: number; currency?: string } = {}, key = secretKey) {
      const charge = charges.get(chargeId);
      if (!charge) throw new Error(`tap-stand-in: no charge ${chargeId}`);
      charge.status = 'CAPTURED';
      charge.amount = other.amount ?? charge.amount;
      charge.currency = other.currency ?? charge.currency;
      charge.reference.gateway = String(randomBytes(6).readUIntBE(0, 6));
      charge.reference.payment = String(randomBytes(6).readUIntBE(0, 6));
      charge.source.payment_method = charge.source.id === 'src_kw.knet' ? 'KNET' : 'VISA';
      charge.redirect.status = 'SUCCESS';
      charge.response = { code: '000', message: 'Captured' };
      return { body: JSON.stringify(charge), hashstring: hashstring(charge, key) };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TapStandIn = Awaited<ReturnType<typeof startTapStandIn>>;
