import type { PaymentMethod } from '#shared/contract/payment-methods.ts';

/*
 * A card payment gateway with a hosted page: the buyer types the card on the provider's page, never
 * on ours, so no card number or security code reaches this server or its logs.
 */

export type CheckoutRequest = {
  orderId: number;
  amountCents: number;
  currency: string;
  /** What the buyer sees on the provider's page. */
  description: string;
  /** Where the provider sends the buyer back after paying, and after giving up. */
  successUrl: string;
  cancelUrl: string;
  customerEmail?: string;
  /** A method the buyer asked for (e.g. 'knet'), for a gateway that opens its page directly. */
  method?: string;
};

export type Checkout = {
  /** The provider's id of the hosted checkout, kept on the order until it is paid. */
  sessionId: string;
  /** The hosted page the buyer is sent to. */
  url: string;
};

export type CheckoutState = {
  /** True once the provider holds the money. */
  paid: boolean;
  /** False once the page can no longer be paid (expired, declined, completed). */
  open: boolean;
  url: string | null;
  /** The provider's id of the payment, kept on the paid order and used to refund it. */
  reference: string | null;
  amountCents: number | null;
  /** The payment's currency (ISO 4217, upper case), when the provider tells it. */
  currency?: string | null;
  orderId: number | null;
};

/** A reference to pay at an outlet or in an app (Fawry), asked for an order's amount. */
export type VoucherRequest = {
  orderId: number;
  amountCents: number;
  currency: string;
  description: string;
  /** When the reference stops being payable. */
  expiresAt: Date;
  customerEmail?: string;
};

export type Voucher = {
  /** The provider's id of the charge, kept on the order as a checkout's id is (`retrieve` asks it). */
  sessionId: string;
  /** The number the buyer gives at the outlet or types in the app. */
  reference: string;
  /** When the provider stops taking it (the provider's own time when it answers one). */
  expiresAt: Date;
};

/** A signature-verified notice from the provider. */
export type PaymentEvent = {
  /** The provider's event id: a replayed event carries the same one. */
  id: string;
  /** `checkout.completed` when the money is taken; other events are acknowledged and ignored. */
  type: 'checkout.completed' | 'other';
  sessionId: string | null;
  orderId: number | null;
  reference: string | null;
  amountCents: number | null;
  /** The payment's currency (ISO 4217, upper case), when the provider tells it. */
  currency?: string | null;
};

/** Thrown by `parseWebhook` when the signature is missing, wrong or stale. */
export class BadSignatureError extends Error {}

export interface PaymentProvider {
  readonly name: string;
  /** True when no real money moves; the shop says so on screen. */
  readonly sandbox: boolean;
  /** False for a gateway that only gives references to pay at an outlet (Fawry): no card page. */
  readonly cardPage?: false;
  /** The methods its page takes (a card by default), which the buyer may choose before going there. */
  readonly methods?: readonly PaymentMethod[];
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /**
   * A gateway that takes payments which wait (a reference paid later at an outlet) opens one here.
   * It is then asked with `retrieve(sessionId)` and notifies through the webhook like a checkout.
   */
  createVoucher?(request: VoucherRequest): Promise<Voucher>;
  /** Asks the provider, server to server, where a checkout stands. */
  retrieve(sessionId: string): Promise<CheckoutState>;
  /** Verifies the signature over the raw body, then reads the event; throws BadSignatureError. */
  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): PaymentEvent;
  /**
   * Gives `amountCents` of the payment back and answers the provider's id of the refund. The same
   * `idempotencyKey` (by default one per payment reference) asked twice moves money once.
   */
  refund(reference: string, amountCents: number, idempotencyKey?: string): Promise<{ id: string | null }>;
}
