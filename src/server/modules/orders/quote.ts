import type { Db } from '#server/db/client.ts';
import { checkCoupon } from '#server/modules/coupons/index.ts';
import type { MarketCharge } from '#server/modules/markets/index.ts';
import { countryCodesById } from '#server/modules/reference/index.ts';
import type { QuotedPrice } from '#server/modules/shipping/index.ts';
import { AppError } from '#server/plugins/errors.ts';
import type { CreateOrderInput } from '#shared/contract/orders.ts';
import type { PaymentMethod } from '#shared/contract/payment-methods.ts';
import type { QuotedBookLine } from '#shared/contract/shipping.ts';
import type { Lang } from '#shared/lang.ts';
import { minorToUnits } from '#shared/minor-units.ts';
import { checkLineCap } from './caps.ts';
import { type CodRefusal, codGateRequestOf, codRefusalOf } from './cod-hooks.ts';
import { chargeOf, discountInCurrency, linesInMarket } from './market-charge.ts';
import { invalid, orderMessages } from './messages.ts';
import { checkPaymentType } from './order-checks.ts';
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
  QuotedPrice & {
    couponCode: string | null;
    codRefusal: CodRefusal | null;
    paymentMethods: PaymentMethod[];
    charge: MarketCharge;
    bookLines: QuotedBookLine[];
  }
> {
  checkLineCap(input, settings.lineMax);
  input = await withTaxCountry(db, clientId, input);
  const paymentType = await checkPaymentType(db, input, settings.cardPayments);
  await checkCountries(db, input);
  const checked = await checkLines(db, clientId, input);
  const { lines } = checked;
  const coupon = input.coupon_code
    ? await checkCoupon(db, {
        code: input.coupon_code,
        clientId,
        lines,
        format: input.is_hard_copy ? 'printed' : 'digital',
      })
    : null;
  const cod = paymentType.code === COD_PAYMENT_CODE;
  // In the buyer's market's currency, as the order will be charged (decision 110).
  const market = await chargeOf(db, input);
  const { charge } = market;
  const charged = await linesInMarket(db, market, input, checked);
  const discount = discountInCurrency(coupon?.discountCents ?? 0, checked, charged);
  const price = await priceLines(db, input, charged.lines, {
    paymentIsCod: cod,
    lang,
    discountCents: discount,
    money: charge.exact,
  });
  // Why cash on delivery is not offered for this order (decision 103): refused when chosen, else told.
  const inDollars = { net_price: charge.toBase(price.net_price), cod_fee: charge.toBase(price.cod_fee) };
  const codRefusal = input.is_hard_copy
    ? await codRefusalOf(db, codGateRequestOf(clientId, input, inDollars))
    : null;
  if (cod && codRefusal) throw new AppError(422, codRefusal.code, codRefusal.message);
  // The ways to pay the buyer's market offers, for the checkout to show (decision 109).
  const paymentMethods = market.market.paymentMethods;
  // Each book's line as charged, for the checkout to show beside its dollar price.
  const bookLines = charged.lines
    .filter((line) => line.box === undefined)
    .map((line) => ({
      book_id: line.bookId,
      quantity: line.quantity,
      unit_price: minorToUnits(line.unitPriceCents, charge.decimals),
      total: minorToUnits(line.unitPriceCents * line.quantity, charge.decimals),
    }));
  return { ...price, couponCode: coupon?.code ?? null, codRefusal, paymentMethods, charge, bookLines };
}
