import { createHash } from 'node:crypto';
import { CLOSED_CHECKOUT, orderIdIn } from './gateway-shared.ts';
import {
  MoyasarError,
  type MoyasarInvoice,
  type MoyasarPayment,
  type MoyasarSettings,
  moyasarCall,
} from './moyasar-api.ts';
import { verifiedMoyasarEvent } from './moyasar-webhook.ts';
import type { CheckoutState, PaymentProvider } from './provider.ts';

/*
 * Moyasar (https://docs.moyasar.com/), the Saudi gateway (decision 105). The buyer pays a hosted
 * Invoice on Moyasar's page, which offers the methods enabled on the account: mada, Visa/Mastercard,
 * Apple Pay and STC Pay. The invoice's id is the checkout session; the payment made on it is the
 * reference a refund names. Moyasar's dashboard webhook (with its Secret Token) tells the shop of the
 * payment, and the return page asks for the invoice server to server.
 */

/** The invoice as the shop reads it: paid once one of its payments is. */
export function readInvoice(invoice: MoyasarInvoice): CheckoutState {
  const payment = (invoice.payments ?? []).find((p) => p.status === 'paid' || p.status === 'refunded');
  const paid = invoice.status === 'paid' && payment !== undefined;
  return {
    paid,
    open: invoice.status === 'initiated',
    url: invoice.url,
    reference: paid ? payment.id : null,
    amountCents: paid ? payment.amount : invoice.amount,
    currency: (paid ? payment.currency : invoice.currency).toUpperCase(),
    orderId: orderIdIn(invoice.metadata),
  };
}

/**
 * Moyasar takes no idempotency key on refunds, so the key is kept on the payment itself: before the
 * refund is asked, the payment's metadata records, under a short digest of the key, the refunded total
 * the payment reaches once that refund is made. Asked again with the same key, only what is missing
 * of that total is refunded (nothing once it is reached).
 */
export const refundMarker = (idempotencyKey: string) =>
  `refund_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}`;

/** The refund's reference for staff: the payment and the refunded total it reached. */
const refundId = (payment: string, total: number) => `${payment}/refunded-${total}`;

export class RefundExceedsPaymentError extends Error {}

async function refundOnce(settings: MoyasarSettings, reference: string, amount: number, key: string) {
  const path = `/v1/payments/${encodeURIComponent(reference)}`;
  const payment = await moyasarCall<MoyasarPayment>(settings, 'GET', path);
  const marker = refundMarker(key);
  const recorded = Number(payment.metadata?.[marker] ?? Number.NaN);
  let target: number;
  if (Number.isInteger(recorded) && recorded > 0) {
    target = recorded;
  } else {
    const left = payment.amount - payment.refunded;
    if (amount > left) {
      throw new RefundExceedsPaymentError(
        `Refund of ${amount} exceeds the ${left} left on Moyasar payment ${reference}`,
      );
    }
    target = payment.refunded + amount;
    // Moyasar merges the keys sent with the payment's metadata (https://docs.moyasar.com/api/metadata).
    await moyasarCall(settings, 'PUT', path, { metadata: { [marker]: String(target) } });
  }
  const missing = Math.min(target, payment.amount) - payment.refunded;
  if (missing > 0) await moyasarCall<MoyasarPayment>(settings, 'POST', `${path}/refund`, { amount: missing });
  return { id: refundId(reference, target) };
}

/** Moyasar's hosted invoice; `settings.apiUrl` points at the API (a stand-in in tests). */
export function moyasarProvider(settings: MoyasarSettings): PaymentProvider {
  return {
    name: 'moyasar',
    methods: ['card', 'mada', 'apple_pay', 'stc_pay'],
    sandbox: false,
    async createCheckout(request) {
      // Amounts are integers in the smallest unit (halalas for SAR, cents for USD).
      if (!Number.isInteger(request.amountCents)) throw new Error('Moyasar takes whole minor units');
      const invoice = await moyasarCall<MoyasarInvoice>(settings, 'POST', '/v1/invoices', {
        amount: request.amountCents,
        currency: request.currency.toUpperCase(),
        description: request.description,
        success_url: request.successUrl,
        back_url: request.cancelUrl,
        metadata: { order_id: String(request.orderId) },
      });
      if (!invoice.url) throw new Error('Moyasar answered an invoice without a URL');
      return { sessionId: invoice.id, url: invoice.url };
    },
    async retrieve(sessionId) {
      const invoice = await moyasarCall<MoyasarInvoice>(
        settings,
        'GET',
        `/v1/invoices/${encodeURIComponent(sessionId)}`,
      ).catch((err) => {
        // An invoice Moyasar does not know (e.g. opened by another provider before a switch) is closed.
        if (err instanceof MoyasarError && err.status === 404) return null;
        throw err;
      });
      return invoice ? readInvoice(invoice) : CLOSED_CHECKOUT;
    },
    parseWebhook(rawBody) {
      return verifiedMoyasarEvent(rawBody, settings.webhookSecret);
    },
    refund(reference, amountCents, idempotencyKey = `refund-${reference}`) {
      return refundOnce(settings, reference, amountCents, idempotencyKey);
    },
  };
}
