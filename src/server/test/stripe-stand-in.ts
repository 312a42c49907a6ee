import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * stripe-stand-in: a local HTTP server standing in for api.stripe.com in tests, since this machine
 * cannot reach Stripe. It answers the three calls the shop makes through the official `stripe`
 * package (create and retrieve a Checkout Session, create a refund) and records every call, so tests
 * can check what the shop asked of the provider. Everything else in those tests is real.
 */

export type StandInCall = {
  method: string;
  path: string;
  /** The form fields Stripe's client sent, by their bracketed names. */
  fields: Record<string, string>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
};

type Session = {
  id: string;
  object: 'checkout.session';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  payment_intent: string | null;
  client_reference_id: string | null;
  amount_total: number;
  currency: string;
  customer_email: string | null;
  success_url: string;
  cancel_url: string;
  url: string | null;
  metadata: Record<string, string>;
};

async function readForm(request: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

/** Starts the stand-in on `port` (any free one by default; a test restarts it on the same one). */
// Whole: a factory whose functions share the state it keeps; each function is short on its own.
export async function startStripeStandIn(port = 0) {
  const calls: StandInCall[] = [];
  const sessions = new Map<string, Session>();
  const refunds = new Map<string, { id: string; payment_intent: string; amount: number }>();
  /** While set, Stripe refuses every refund with this message. */
  let refusal: string | null = null;

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomUUID()}` });
    response.end(JSON.stringify(body));
  };
  const missing = (response: ServerResponse) =>
    send(response, 404, {
      error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such object' },
    });

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const fields = await readForm(request);
    const header = request.headers['idempotency-key'];
    calls.push({
      method: request.method ?? '',
      path: url.pathname,
      fields,
      idempotencyKey: typeof header === 'string' ? header : undefined,
      authorization: request.headers.authorization,
    });
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const id = `cs_test_${randomUUID().replaceAll('-', '')}`;
      const session: Session = {
        id,
        object: 'checkout.session',
        status: 'open',
        payment_status: 'unpaid',
        payment_intent: null,
        client_reference_id: fields.client_reference_id ?? null,
        amount_total: Number(fields['line_items[0][price_data][unit_amount]']),
        currency: fields['line_items[0][price_data][currency]'],
        customer_email: fields.customer_email ?? null,
        success_url: fields.success_url,
        cancel_url: fields.cancel_url,
        url: `https://checkout.stripe.test/c/pay/${id}`,
        metadata: { order_id: fields['metadata[order_id]'] },
      };
      sessions.set(id, session);
      return send(response, 200, session);
    }
    const sessionPath = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(url.pathname);
    if (request.method === 'GET' && sessionPath) {
      const session = sessions.get(sessionPath[1]);
      return session ? send(response, 200, session) : missing(response);
    }
    if (request.method === 'POST' && url.pathname === '/v1/refunds') {
      if (refusal !== null) {
        return send(response, 400, {
          error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: refusal },
        });
      }
      // Like Stripe, the same idempotency key answers the first refund again.
      const key = typeof header === 'string' ? header : randomUUID();
      const refund = refunds.get(key) ?? {
        id: `re_${randomUUID().replaceAll('-', '')}`,
        payment_intent: fields.payment_intent,
        amount: Number(fields.amount),
      };
      refunds.set(key, refund);
      return send(response, 200, { object: 'refund', status: 'succeeded', ...refund });
    }
    return missing(response);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;

  return {
    /** Where the shop's Stripe client is pointed (`STRIPE_API_BASE`). */
    apiBase: `http://127.0.0.1:${address.port}`,
    port: address.port,
    calls,
    sessions,
    /** Distinct refunds made (a repeated idempotency key makes none). */
    refunds: () => [...refunds.values()],
    /** Makes Stripe refuse every refund with `message` from now on; null makes it refund again. */
    refuseRefunds(message: string | null) {
      refusal = message;
    },
    /**
     * The buyer pays on Stripe's page: the session completes, and the body of the
     * `checkout.session.completed` event Stripe would post is answered (for the test to sign).
     */
    pay(sessionId: string, eventId = `evt_${randomUUID().replaceAll('-', '')}`) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`stripe-stand-in: no session ${sessionId}`);
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: session.payment_intent ?? `pi_${randomUUID().replaceAll('-', '')}`,
        url: null,
      });
      return JSON.stringify({
        id: eventId,
        object: 'event',
        type: 'checkout.session.completed',
        data: { object: session },
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
