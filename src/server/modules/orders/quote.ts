import type { Db } from '#server/db/client.ts';
import { checkCoupon } from '#server/modules/coupons/index.ts';
import { countryCodesById } from '#server/modules/reference/index.ts';
import type { QuotedPrice } from '#server/modules/shipping/index.ts';
import { AppError } from '#server/plugins/errors.ts';
import type { CreateOrderInput } from '#shared/contract/orders.ts';
import type { PaymentMethod } from '#shared/contract/payment-methods.ts';
import type { Lang } from '#shared/lang.ts';
import { checkLineCap } from './caps.ts';
import { type CodRefusal, codGateRequestOf, codRefusalOf } from './cod-hooks.ts';
import { checkPaymentType } from './create-order.ts';
import { marketMethods } from './market-methods.ts';
import { invalid, orderMessages } from './messages.ts';
import { checkLines } from './order-lines.ts';
import { COD_PAYMENT_CODE, priceLines } from './price.ts';
import { withTaxCountry } from './tax-country.ts';

/*
 * POST /orders/quote: the price an order would be charged, under today's zones, rates and tax rules,
 * computed by the shipping module from the lines the catalogue prices. Nothing is written.
 */

export type QuoteSettings = { lineMax: number; cardPayments: boolean };

/**
 * The countries a printed order names exist (422 naming each that does not). A PDF order's one country,
 * where it is taxed, is checked by `withTaxCountry`.
 */
async function checkCountries(db: Db, input: CreateOrderInput) {
  if (!input.is_hard_copy) return;
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
): Promise<
  QuotedPrice & { couponCode: string | null; codRefusal: CodRefusal | null; paymentMethods: PaymentMethod[] }
> {
  checkLineCap(input, settings.lineMax);
  input = await withTaxCountry(db, clientId, input);
  const paymentType = await checkPaymentType(db, input, settings.cardPayments);
  await checkCountries(db, input);
  const { lines } = await checkLines(db, clientId, input);
  const coupon = input.coupon_code
    ? await checkCoupon(db, {
        code: input.coupon_code,
        clientId,
        lines,
        format: input.is_hard_copy ? 'printed' : 'digital',
      })
    : null;
  const cod = paymentType.code === COD_PAYMENT_CODE;
  const price = await priceLines(db, input, lines, cod, lang, coupon?.discountCents ?? 0);
  // Why cash on delivery is not offered for this order (decision 103): refused when chosen, else told.
  const codRefusal = input.is_hard_copy
    ? await codRefusalOf(db, codGateRequestOf(clientId, input, price))
    : null;
  if (cod && codRefusal) throw new AppError(422, codRefusal.code, codRefusal.message);
  // The ways to pay the buyer's market offers, for the checkout to show (decision 109).
  const country = (input.is_hard_copy ? input.shipping_country_id : input.billing_country_id) ?? null;
  const paymentMethods = await marketMethods(db, country);
  return { ...price, couponCode: coupon?.code ?? null, codRefusal, paymentMethods };
}
