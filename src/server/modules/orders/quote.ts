import type { Db } from '#server/db/client.ts';
import { countryCodesById } from '#server/modules/reference/index.ts';
import {
  type OrderPricing,
  PricingRefusal,
  quoteOrderPrice,
  shippingMessages,
} from '#server/modules/shipping/index.ts';
import type { CreateOrderInput } from '#shared/contract/orders.ts';
import type { Lang, Localized } from '#shared/lang.ts';
import { checkLineCap } from './caps.ts';
import { checkBooks, checkPaymentType, invalid } from './create-order.ts';
import { orderMessages } from './messages.ts';

/*
 * POST /orders/quote: the price an order would be charged, under today's zones, rates and tax rules,
 * computed by the shipping module from the lines the catalogue prices. Nothing is written.
 */

export type QuoteSettings = { lineMax: number; cardPayments: boolean };

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
  paymentIsCod: boolean,
  lang: Lang,
): Promise<OrderPricing> {
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
    });
  } catch (error) {
    if (!(error instanceof PricingRefusal)) throw error;
    const [field, message] = refusals[error.reason];
    throw invalid({ [field]: [message] });
  }
}

/** The countries the order names exist (422 naming each that does not). */
async function checkCountries(db: Db, input: CreateOrderInput) {
  const named = (['shipping_country_id', 'billing_country_id'] as const).filter(
    (field) => input[field] !== undefined,
  );
  const codes = await countryCodesById(
    db,
    named.map((field) => input[field] as number),
  );
  const unknown = named.filter((field) => !codes.has(input[field] as number));
  if (unknown.length > 0) {
    throw invalid(Object.fromEntries(unknown.map((field) => [field, [orderMessages.unknownCountry]])));
  }
}

/** The price of the order `input` describes, checked as POST /orders checks it; creates nothing. */
export async function quoteOrder(
  db: Db,
  clientId: number | null,
  input: CreateOrderInput,
  settings: QuoteSettings,
  lang: Lang,
): Promise<OrderPricing> {
  checkLineCap(input, settings.lineMax);
  const paymentType = await checkPaymentType(db, input, settings.cardPayments);
  await checkCountries(db, input);
  const lines = await checkBooks(db, clientId, input);
  return priceLines(db, input, lines, paymentType.code === COD_PAYMENT_CODE, lang);
}

/** The payment type of cash on delivery, as the reference list names it. */
export const COD_PAYMENT_CODE = 'cod';
