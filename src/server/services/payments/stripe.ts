import Stripe from 'stripe';
import type { PaymentProvider } from './provider.ts';
import { readSession, verifiedEvent } from './signed-events.ts';
import { toStripeAmount } from './stripe-amounts.ts';

export type StripeSettings = {
  secretKey: string;
  webhookSecret: string;
  /** Another address for Stripe's API (`STRIPE_API_BASE`): only tests set it, to a local stand-in. */
  apiBase?: string;
};

function clientFor(settings: StripeSettings) {
  const base = settings.apiBase ? new URL(settings.apiBase) : null;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'http:' ? 80 : 443),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}

/** Stripe Checkout: the buyer pays on Stripe's page; the shop hears of it by a signed webhook. */
export function stripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = clientFor(settings);
  return {
    name: 'stripe',
    sandbox: false,
    async createCheckout(request) {
      const unitAmount = toStripeAmount(request.amountCents, request.currency);
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        client_reference_id: String(request.orderId),
        metadata: { order_id: String(request.orderId) },
        customer_email: request.customerEmail,
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: request.currency.toLowerCase(),
              unit_amount: unitAmount,
              product_data: { name: request.description },
            },
          },
        ],
      });
      if (!session.url) throw new Error('Stripe answered a checkout session without a URL');
      return { sessionId: session.id, url: session.url };
    },
    async retrieve(sessionId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId).catch((err) => {
        // A session Stripe does not know (e.g. opened by another provider before a switch) is closed.
        if ((err as { code?: string }).code === 'resource_missing') return null;
        throw err;
      });
      if (!session) {
        return { paid: false, open: false, url: null, reference: null, amountCents: null, orderId: null };
      }
      const read = readSession(session);
      return {
        paid: read.paid,
        open: session.status === 'open',
        url: session.url ?? null,
        reference: read.reference,
        amountCents: read.amountCents,
        currency: read.currency,
        orderId: read.orderId,
      };
    },
    parseWebhook(rawBody, headers) {
      return verifiedEvent(rawBody, headers['stripe-signature'], settings.webhookSecret);
    },
    async refund(reference, amountCents, idempotencyKey = `refund-${reference}`) {
      // The idempotency key makes a repeated refund (a retry, a second click) move money once.
      const refund = await stripe.refunds.create(
        { payment_intent: reference, amount: amountCents },
        { idempotencyKey },
      );
      return { id: refund.id };
    },
  };
}
