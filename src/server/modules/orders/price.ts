import type { Db } from '#server/db/client.ts';
import {
  PricingRefusal,
  type QuotedPrice,
  quoteOrderPrice,
  shippingMessages,
} from '#server/modules/shipping/index.ts';
import type { CreateOrderInput } from '#shared/contract/orders.ts';
import type { Lang, Localized } from '#shared/lang.ts';
import { invalid } from './messages.ts';

/*
 * The price of an order's checked lines under today's shipping and tax rules, as quoted and as charged:
 * lines priced in the buyer's market's currency, the zone's dollar amounts converted by `money`.
 */

export { COD_PAYMENT_CODE } from '#server/services/payments/index.ts';

/** The field a refusal of the shipping rules names, and what it says. */
const refusals: Record<PricingRefusal['reason'], [string, Localized]> = {
  no_zone: ['shipping_country_id', shippingMessages.noZone],
  too_heavy: ['books', shippingMessages.tooHeavy],
  cod_not_offered: ['payment_type_id', shippingMessages.codNotOffered],
};

/** The price of lines the catalogue has checked; 422 naming the field when the shipping rules refuse. */
export async function priceLines(
  db: Db,
  input: CreateOrderInput,
  lines: { unitPriceCents: number; quantity: number; weightGrams: number | null }[],
  {
    paymentIsCod,
    lang,
    discountCents = 0,
    money,
  }: { paymentIsCod: boolean; lang: Lang; discountCents?: number; money?: (cents: number) => number },
): Promise<QuotedPrice> {
  const printed = input.is_hard_copy;
  try {
    return await quoteOrderPrice(db, {
      // A PDF goes nowhere: its tax is the buyer's country's, when the order names one.
      countryId: printed
        ? (input.shipping_country_id ?? null)
        : (input.billing_country_id ?? input.shipping_country_id ?? null),
      format: printed ? 'printed' : 'digital',
      lines,
      paymentIsCod,
      lang,
      discountCents,
      money,
    });
  } catch (error) {
    if (!(error instanceof PricingRefusal)) throw error;
    const [field, message] = refusals[error.reason];
    throw invalid({ [field]: [message] });
  }
}
