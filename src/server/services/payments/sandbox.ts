import { randomBytes, randomUUID } from 'node:crypto';
import type { CheckoutRequest, CheckoutState, PaymentProvider } from './provider.ts';
import { signatureHeader, verifiedEvent } from './signed-events.ts';
import { stripeUnits } from './stripe-amounts.ts';

/*
 * The sandbox imitates a hosted checkout with a page of our own (sandbox-page.ts): the buyer presses
 * 'Pay (test)' and the server sends itself the signed notice a provider would send. No card is asked
 * for and no money moves. config.ts refuses it when NODE_ENV=production.
 */

export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';

/** The secret the sandbox signs its notices with; it lives as long as the process. */
const secret = `whsec_sandbox_${randomBytes(24).toString('hex')}`;

type SandboxSession = CheckoutRequest & {
  id: string;
  state: 'open' | 'paid' | 'declined';
  reference: string;
  /** The number a buyer would pay at an outlet, for a reference rather than a card page. */
  voucher?: string;
};

/** Nine digits, as an outlet's reference is typed on a keypad. */
const voucherNumber = () => String(100_000_000 + (randomBytes(4).readUInt32BE() % 900_000_000));

/** The sandbox's checkouts, in memory: a restart forgets them and the order simply gets a new one. */
const sessions = new Map<string, SandboxSession>();

export const sandboxSession = (id: string) => sessions.get(id);

/** The checkout's page path on our server. */
export const sandboxPagePath = (sessionId: string) => `/api/payments/sandbox/checkout/${sessionId}`;

/**
 * The buyer's choice on the sandbox page: the session is settled and, when paid, the signed
 * notice the provider would send is returned for the caller to deliver to our webhook.
 */
export function settleSandboxSession(id: string, choice: 'pay' | 'decline') {
  const session = sessions.get(id);
  if (session?.state !== 'open') return null;
  session.state = choice === 'pay' ? 'paid' : 'declined';
  if (session.state !== 'paid') return { session, notice: null };
  const payload = JSON.stringify({
    id: `evt_sandbox_${randomUUID()}`,
    object: 'event',
    type: 'checkout.session.completed',
    data: { object: sessionObject(session) },
  });
  return { session, notice: { payload, signature: signatureHeader(payload, secret) } };
}

const sessionObject = (session: SandboxSession) => ({
  id: session.id,
  object: 'checkout.session',
  client_reference_id: String(session.orderId),
  payment_intent: session.state === 'paid' ? session.reference : null,
  payment_status: session.state === 'paid' ? 'paid' : 'unpaid',
  // Written as Stripe writes a session: its amount in Stripe's units, the currency in lower case.
  amount_total: stripeUnits(session.amountCents, session.currency),
  currency: session.currency.toLowerCase(),
});

/** The sandbox of the shop at `shop.publicUrl` (read at each checkout: tests learn their port late). */
export function sandboxProvider(shop: { publicUrl: string }): PaymentProvider {
  return {
    name: 'sandbox',
    methods: ['card', 'mada', 'apple_pay', 'stc_pay', 'knet'],
    sandbox: true,
    async createCheckout(request) {
      const id = `cs_sandbox_${randomUUID()}`;
      sessions.set(id, { ...request, id, state: 'open', reference: `pi_sandbox_${randomUUID()}` });
      return { sessionId: id, url: `${shop.publicUrl}${sandboxPagePath(id)}` };
    },
    async createVoucher(request) {
      const id = `cs_sandbox_${randomUUID()}`;
      const back = `${shop.publicUrl}/#/order-details?id=${request.orderId}`;
      const voucher = voucherNumber();
      const session = { ...request, successUrl: back, cancelUrl: back, id, voucher };
      sessions.set(id, { ...session, state: 'open', reference: `pi_sandbox_${randomUUID()}` });
      return { sessionId: id, reference: voucher, expiresAt: request.expiresAt };
    },
    async retrieve(sessionId): Promise<CheckoutState> {
      const session = sessions.get(sessionId);
      if (!session) {
        return { paid: false, open: false, url: null, reference: null, amountCents: null, orderId: null };
      }
      return {
        paid: session.state === 'paid',
        open: session.state === 'open',
        url: `${shop.publicUrl}${sandboxPagePath(session.id)}`,
        reference: session.state === 'paid' ? session.reference : null,
        amountCents: session.amountCents,
        currency: session.currency.toUpperCase(),
        orderId: session.orderId,
      };
    },
    parseWebhook(rawBody, headers) {
      return verifiedEvent(rawBody, headers[SANDBOX_SIGNATURE_HEADER], secret);
    },
    async refund() {
      // No money moved, so none goes back; the refund still gets a reference, as a real provider's
      // does, for staff to find it by.
      return { id: `re_sandbox_${randomUUID()}` };
    },
  };
}
