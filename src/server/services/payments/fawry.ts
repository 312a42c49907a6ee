import { createHash, randomBytes } from 'node:crypto';
import {
  FAWRY_NOT_FOUND,
  FawryError,
  type FawryOrder,
  type FawrySettings,
  fawryCall,
  fawrySignature,
  fawryToMinor,
  minorToFawry,
  payAtFawryCharge,
} from './fawry-api.ts';
import { orderIdOfRef, verifiedFawryEvent } from './fawry-webhook.ts';
import { CLOSED_CHECKOUT } from './gateway-shared.ts';
import type { CheckoutState, PaymentProvider } from './provider.ts';

/*
 * Fawry (https://developer.fawrystaging.com/), Egypt (decision 107): the buyer is given a reference
 * number to pay at a Fawry outlet, an ATM or in the myFawry app ("Pay at Fawry"). The shop's merchant
 * reference (`<order id>-<8 hex>`, one per charge) is the session the order keeps and the key of
 * Fawry's status question; Fawry's reference number is what the buyer pays and what a refund names.
 * Fawry posts every change of the order to the callback URL set on the merchant account.
 */

const CHARGE = '/ECommerceWeb/Fawry/payments/charge';
const STATUS = '/ECommerceWeb/Fawry/payments/status/v2';
const REFUND = '/ECommerceWeb/Fawry/payments/refund';

/** Statuses of an order Fawry was paid for (refunds came after the payment). */
const PAID = new Set(['PAID', 'REFUNDED', 'PARTIAL_REFUNDED', 'PARTIALLY_REFUNDED']);
/** Statuses of an order the buyer can still pay. */
const OPEN = new Set(['NEW', 'UNPAID']);

/** Fawry's status answer as the shop reads it; a reference has no page, so no URL. */
export function readFawryOrder(order: FawryOrder): CheckoutState {
  const status = order.orderStatus ?? order.paymentStatus ?? '';
  const reference = order.referenceNumber ?? order.fawryRefNumber;
  return {
    paid: PAID.has(status),
    open: OPEN.has(status),
    url: null,
    reference: reference === undefined || reference === '' ? null : String(reference),
    // The order's amount, without the fees Fawry may add for the buyer (`paymentAmount` holds both).
    amountCents: fawryToMinor(order.orderAmount) ?? fawryToMinor(order.paymentAmount),
    currency: typeof order.currencyCode === 'string' ? order.currencyCode.toUpperCase() : 'EGP',
    orderId: orderIdOfRef(order.merchantRefNumber),
  };
}

/**
 * Fawry takes no idempotency key on refunds and tells neither the refunds of an order nor their
 * total, so a refund's key is kept two ways: the refund's `reason` carries a short digest of it (seen
 * beside the refund in Fawry's dashboard), and this server remembers the refunds it asked, by payment
 * reference and key, answering the same key again without asking Fawry. A refund whose answer was
 * lost, asked again after a restart, is asked again: Fawry refuses what goes beyond the payment.
 */
export const fawryRefundMarker = (idempotencyKey: string) =>
  `refund_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}`;

/** Fawry's reference-number payments; `settings.apiUrl` points at the API (a stand-in in tests). */
export function fawryProvider(settings: FawrySettings): PaymentProvider {
  const { merchantCode, secureKey } = settings;
  const asked = new Map<string, Promise<{ id: string | null }>>();

  async function refundOnce(reference: string, amountCents: number, key: string) {
    if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
      throw new Error('A Fawry refund is a positive whole number of minor units');
    }
    const refundAmount = minorToFawry(amountCents, 'EGP');
    const reason = fawryRefundMarker(key);
    await fawryCall(settings, 'POST', REFUND, {
      body: {
        merchantCode,
        referenceNumber: reference,
        refundAmount: Number(refundAmount),
        reason,
        signature: fawrySignature([merchantCode, reference, refundAmount, reason], secureKey),
      },
    });
    return { id: `${reference}/${reason}` };
  }

  return {
    name: 'fawry',
    sandbox: false,
    cardPage: false,
    methods: [],
    createCheckout() {
      return Promise.reject(
        new Error('Fawry gives a reference to pay at an outlet, not a card page: ask for a voucher'),
      );
    },
    async createVoucher(request) {
      const amount = minorToFawry(request.amountCents, request.currency);
      const merchantRefNum = `${request.orderId}-${randomBytes(4).toString('hex')}`;
      const charge = await fawryCall<FawryOrder>(settings, 'POST', CHARGE, {
        body: payAtFawryCharge(settings, request, merchantRefNum, amount),
      });
      const reference = charge.referenceNumber;
      if (reference === undefined || reference === '') {
        throw new Error('Fawry answered a charge without a reference number');
      }
      const expiry = charge.expirationTime;
      const expiresAt = typeof expiry === 'number' && expiry > 0 ? new Date(expiry) : request.expiresAt;
      return { sessionId: merchantRefNum, reference: String(reference), expiresAt };
    },
    async retrieve(sessionId) {
      const order = await fawryCall<FawryOrder>(settings, 'GET', STATUS, {
        query: {
          merchantCode,
          merchantRefNumber: sessionId,
          signature: fawrySignature([merchantCode, sessionId], secureKey),
        },
      }).catch((err) => {
        // A charge Fawry does not know (e.g. opened by another provider before a switch) is closed.
        if (err instanceof FawryError && err.code === FAWRY_NOT_FOUND) return null;
        throw err;
      });
      return order ? readFawryOrder(order) : CLOSED_CHECKOUT;
    },
    parseWebhook(rawBody) {
      return verifiedFawryEvent(rawBody, secureKey);
    },
    refund(reference, amountCents, idempotencyKey = `refund-${reference}`) {
      const slot = `${reference}\n${idempotencyKey}`;
      const known = asked.get(slot);
      if (known) return known;
      const answer = refundOnce(reference, amountCents, idempotencyKey);
      asked.set(slot, answer);
      // A refusal or a lost answer is forgotten, so the same key can be asked again.
      answer.catch(() => asked.delete(slot));
      return answer;
    },
  };
}
