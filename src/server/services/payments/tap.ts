import { createHash } from 'node:crypto';
import { CLOSED_CHECKOUT, orderIdIn } from './gateway-shared.ts';
import type { CheckoutState, PaymentProvider } from './provider.ts';
import {
  decimalToMinor,
  minorToDecimal,
  type TapCharge,
  TapError,
  type TapRefund,
  type TapSettings,
  tapCall,
} from './tap-api.ts';
import { verifiedTapEvent } from './tap-webhook.ts';

/*
 * Tap Payments (https://developers.tap.company/), the Gulf gateway (decision 106). The buyer pays a
 * charge on Tap's hosted page (`source.id` 'src_all': the methods enabled on the account), or on
 * KNET's own page (`src_kw.knet`) when the charge is in KWD and KNET is asked. The charge id is both
 * the checkout session and the payment reference a refund names. Tap posts the charge to our webhook
 * (`post.url`) signed with `hashstring`, and the return page asks for the charge server to server.
 */

/** The methods a checkout may ask Tap to open directly. */
export const TAP_KNET = 'knet';

/** Tap's source: KNET only for a KWD charge (KNET takes nothing else), Tap's own page otherwise. */
export const tapSourceFor = (currency: string, method?: string) =>
  method === TAP_KNET && currency.toUpperCase() === 'KWD' ? 'src_kw.knet' : 'src_all';

/** The charge as the shop reads it: paid once CAPTURED. */
export function readCharge(charge: TapCharge): CheckoutState {
  const currency = charge.currency.toUpperCase();
  const paid = charge.status === 'CAPTURED';
  return {
    paid,
    open: charge.status === 'INITIATED',
    url: charge.transaction?.url ?? null,
    reference: paid ? charge.id : null,
    amountCents: decimalToMinor(charge.amount, currency),
    currency,
    orderId: orderIdIn({ order_id: charge.reference?.order }) ?? orderIdIn(charge.metadata),
  };
}

/**
 * Tap takes no idempotency key on refunds, but keeps the merchant's reference on each refund and
 * lists a charge's refunds (https://developers.tap.company/reference/list-all-refunds). So a refund
 * carries a short digest of its key as `reference.merchant`; before asking one, the charge's refunds
 * are listed: one already carrying the key is answered again, and no refund goes beyond what is left.
 */
export const tapRefundMarker = (idempotencyKey: string) =>
  `refund_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}`;

export class TapRefundExceedsPaymentError extends Error {}

const counted = (refund: TapRefund) => !['FAILED', 'DECLINED', 'CANCELLED'].includes(refund.status);

async function refundOnce(settings: TapSettings, reference: string, amount: number, key: string) {
  const charge = await tapCall<TapCharge>(settings, 'GET', `/v2/charges/${encodeURIComponent(reference)}`);
  const currency = charge.currency.toUpperCase();
  const listed = await tapCall<{ refunds?: TapRefund[] }>(settings, 'POST', '/v2/refunds/list', {
    charge_id: reference,
    limit: 50,
  });
  const refunds = (listed.refunds ?? []).filter((r) => r.charge_id === reference && counted(r));
  const marker = tapRefundMarker(key);
  const done = refunds.find((r) => r.reference?.merchant === marker);
  if (done) return { id: done.id };
  const paid = decimalToMinor(charge.amount, currency) ?? 0;
  const refunded = refunds.reduce((sum, r) => sum + (decimalToMinor(r.amount, currency) ?? 0), 0);
  const left = paid - refunded;
  if (amount > left) {
    throw new TapRefundExceedsPaymentError(
      `Refund of ${amount} exceeds the ${left} left on Tap charge ${reference}`,
    );
  }
  const refund = await tapCall<TapRefund>(settings, 'POST', '/v2/refunds', {
    charge_id: reference,
    amount: Number(minorToDecimal(amount, currency)),
    currency,
    reason: 'requested_by_customer',
    reference: { merchant: marker },
  });
  return { id: refund.id };
}

/** Tap's hosted charge page; `settings.apiUrl` points at the API (a stand-in in tests). */
export function tapProvider(settings: TapSettings): PaymentProvider {
  return {
    name: 'tap',
    methods: ['card', 'knet', 'apple_pay'],
    sandbox: false,
    async createCheckout(request) {
      const currency = request.currency.toUpperCase();
      const charge = await tapCall<TapCharge>(settings, 'POST', '/v2/charges', {
        amount: Number(minorToDecimal(request.amountCents, currency)),
        currency,
        description: request.description,
        source: { id: tapSourceFor(currency, request.method) },
        redirect: { url: request.successUrl },
        post: { url: settings.webhookUrl },
        reference: { order: String(request.orderId) },
        metadata: { order_id: String(request.orderId) },
        ...(request.customerEmail ? { customer: { email: request.customerEmail } } : {}),
      });
      const url = charge.transaction?.url;
      if (!url) throw new Error('Tap answered a charge without a transaction URL');
      return { sessionId: charge.id, url };
    },
    async retrieve(sessionId) {
      const charge = await tapCall<TapCharge>(
        settings,
        'GET',
        `/v2/charges/${encodeURIComponent(sessionId)}`,
      ).catch((err) => {
        // A charge Tap does not know (e.g. opened by another provider before a switch) is closed.
        if (err instanceof TapError && err.status === 404) return null;
        throw err;
      });
      return charge ? readCharge(charge) : CLOSED_CHECKOUT;
    },
    parseWebhook(rawBody, headers) {
      return verifiedTapEvent(rawBody, headers, settings.secretKey);
    },
    refund(reference, amountCents, idempotencyKey = `refund-${reference}`) {
      return refundOnce(settings, reference, amountCents, idempotencyKey);
    },
  };
}
