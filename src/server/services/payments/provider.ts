import type { Localized } from '#shared/lang.ts';

/** Card details as typed by the buyer; they live only for the charge call and are never stored. */
export type Card = {
  number: string;
  expiryMonth: number;
  expiryYear: number;
  cvc: string;
  name: string;
};

export type ChargeRequest = {
  orderId: number;
  amountCents: number;
  currency: string;
  card: Card;
};

export type ChargeResult = {
  approved: boolean;
  /** The provider's id of the attempt, stored on the order when approved. */
  reference: string;
  message: Localized;
};

/** A card payment gateway. Implementations must treat `orderId` as an idempotency key. */
export interface PaymentProvider {
  readonly name: string;
  /** True when no real money moves; the shop says so on screen. */
  readonly sandbox: boolean;
  charge(request: ChargeRequest): Promise<ChargeResult>;
}
