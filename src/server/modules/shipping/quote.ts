import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { shippingRates, shippingZoneCountries, shippingZones, taxRules } from '#server/db/schema/shipping.ts';
import type { OrderPrice } from '#shared/contract/shipping.ts';
import type { Lang, Localized } from '#shared/lang.ts';
import { minorToUnits } from '#shared/minor-units.ts';
import { type OrderPricing, type PricedFormat, type PricedZone, priceOrder } from './pricing.ts';
import { readShippingSettings } from './settings.ts';

/*
 * The price of an order under today's zones, rates, tax rules and settings: what the orders module
 * asks before it places an order or quotes one. Throws PricingRefusal when the rules refuse it.
 */

export type QuoteRequest = {
  /** Printed: where the books go; digital: the buyer's country when known (its tax), else null. */
  countryId: number | null;
  format: PricedFormat;
  lines: { unitPriceCents: number; quantity: number; weightGrams: number | null }[];
  paymentIsCod: boolean;
  lang: Lang;
  /** What a coupon takes off the books (decision 054), in the currency of the lines. */
  discountCents?: number;
  /**
   * The zone's dollar amounts (weight bands, free shipping threshold, COD fee) in the currency the lines
   * are priced in (decision 110); the dollar amounts themselves when not given.
   */
  money?: (cents: number) => number;
};

/** The zone of a country: 'anywhere' while the shop has no zone at all, null when it is in none. */
async function zoneOf(
  db: Db,
  countryId: number | null,
): Promise<{ id: number; zone: PricedZone } | null | 'anywhere'> {
  const [{ zones }] = (await db.select({ zones: count() }).from(shippingZones)) as [{ zones: number }];
  if (zones === 0) return 'anywhere';
  if (countryId === null) return null;
  const [row] = await db
    .select({ zone: shippingZones })
    .from(shippingZoneCountries)
    .innerJoin(shippingZones, eq(shippingZones.id, shippingZoneCountries.zoneId))
    .where(eq(shippingZoneCountries.countryId, countryId));
  if (!row) return null;
  const { zone } = row;
  return {
    id: zone.id,
    zone: {
      freeShippingFrom: zone.freeShippingFromCents,
      codOffered: zone.codOffered,
      codFee: zone.codFeeCents,
      deliveryDays: { min: zone.deliveryDaysMin, max: zone.deliveryDaysMax },
    },
  };
}

async function taxRuleOf(db: Db, countryId: number | null, format: PricedFormat, lang: Lang) {
  if (countryId === null) return null;
  const rules = await db.select().from(taxRules).where(eq(taxRules.countryId, countryId));
  const rule = rules.find((candidate) => candidate.format === format);
  if (!rule) return null;
  return {
    label: lang === 'ar' ? rule.labelAr : rule.labelEn,
    labels: { ar: rule.labelAr, en: rule.labelEn },
    rateBp: rule.rateBp,
    taxesShipping: rule.taxesShipping,
    taxesCodFee: rule.taxesCodFee,
  };
}

/** A zone's amounts in the currency charged. */
function inCurrency(zone: PricedZone, money: (cents: number) => number): PricedZone {
  const from = zone.freeShippingFrom;
  return { ...zone, freeShippingFrom: from === null ? null : money(from), codFee: money(zone.codFee) };
}

/** An order's price in cents, and its tax lines' labels in both languages (to keep with the order). */
export type QuotedPrice = OrderPricing & { taxLabels: Localized[] };

/** The order's price in cents under today's rules. */
export async function quoteOrderPrice(db: Db, request: QuoteRequest): Promise<QuotedPrice> {
  const settings = await readShippingSettings(db);
  const printed = request.format === 'printed';
  const found = printed ? await zoneOf(db, request.countryId) : 'anywhere';
  const rates =
    found !== null && found !== 'anywhere'
      ? await db
          .select({ maxGrams: shippingRates.maxGrams, price: shippingRates.priceCents })
          .from(shippingRates)
          .where(eq(shippingRates.zoneId, found.id))
          .orderBy(asc(shippingRates.maxGrams))
      : [];
  const taxRule = await taxRuleOf(db, request.countryId, request.format, request.lang);
  const money = request.money ?? ((cents: number) => cents);
  const zone = found === null || found === 'anywhere' ? found : inCurrency(found.zone, money);
  const price = priceOrder({
    lines: request.lines.map((line) => ({
      unitPrice: line.unitPriceCents,
      quantity: line.quantity,
      weightGrams: line.weightGrams,
      format: request.format,
    })),
    zone,
    rates: rates.map((rate) => ({ maxGrams: rate.maxGrams, price: money(rate.price) })),
    taxRule,
    pricesIncludeTax: settings.prices_include_tax,
    paymentIsCod: request.paymentIsCod,
    packagingGrams: settings.packaging_grams,
    discount: request.discountCents ?? 0,
  });
  return { ...price, taxLabels: price.tax_lines.map(() => taxRule!.labels) };
}

/** The currency an order's amounts are in, and its decimals. */
export type PricedCurrency = { currency: string; decimals: number };

const DOLLARS: PricedCurrency = { currency: 'USD', decimals: 2 };

/** A price in minor units as the API shows money: in the currency's units, tax rates in percent. */
export function presentOrderPrice(
  price: OrderPricing,
  couponCode: string | null = null,
  { currency, decimals }: PricedCurrency = DOLLARS,
): OrderPrice {
  const centsToDollars = (minor: number) => minorToUnits(minor, decimals);
  return {
    currency,
    subtotal: centsToDollars(price.subtotal),
    discount: centsToDollars(price.discount),
    coupon_code: couponCode,
    shipping_price: centsToDollars(price.shipping_price),
    cod_fee: centsToDollars(price.cod_fee),
    tax: centsToDollars(price.tax),
    tax_included: price.tax_included,
    tax_lines: price.tax_lines.map((line) => ({
      label: line.label,
      rate: line.rateBp / 100,
      amount: centsToDollars(line.amount),
    })),
    net_price: centsToDollars(price.net_price),
    weight_grams: price.weight_grams,
    delivery_days: price.delivery_days,
  };
}
