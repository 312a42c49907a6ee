/*
 * The price of an order, computed from what it holds and the rules that apply, without the database:
 * integer minor units (cents) in and out, weights in grams, tax rates in basis points (1500 = 15%).
 * Tax is computed once on the invoice's taxable total and rounded once, half up (decision 042).
 */

export type PricedFormat = 'printed' | 'digital';

export type PricedLine = {
  unitPrice: number;
  quantity: number;
  /** The book's weight; a book without one weighs nothing but the order's packaging. */
  weightGrams: number | null;
  format: PricedFormat;
};

export type PricedZone = {
  /** Shipping is free from this subtotal on (less a coupon's discount); null: never. */
  freeShippingFrom: number | null;
  codOffered: boolean;
  codFee: number;
  deliveryDays: { min: number; max: number };
};

/** A weight band: parcels up to `maxGrams` (inclusive) cost `price`. */
export type PricedRate = { maxGrams: number; price: number };

export type PricedTaxRule = {
  label: string;
  rateBp: number;
  taxesShipping: boolean;
  taxesCodFee: boolean;
};

export type PriceInput = {
  lines: PricedLine[];
  /**
   * Where printed books go: the zone of the destination, `null` for a destination in no zone, or
   * `'anywhere'` when the shop has no zones at all (every destination, shipping free, no estimate).
   */
  zone: PricedZone | null | 'anywhere';
  rates: PricedRate[];
  taxRule: PricedTaxRule | null;
  pricesIncludeTax: boolean;
  paymentIsCod: boolean;
  packagingGrams: number;
  /** Taken off the books by a coupon (at most the subtotal), before shipping and tax (decision 054). */
  discount?: number;
};

export type TaxLine = { label: string; rateBp: number; amount: number };

export type OrderPricing = {
  subtotal: number;
  /** Taken off the subtotal by a coupon; the tax is computed on what remains. */
  discount: number;
  shipping_price: number;
  cod_fee: number;
  tax: number;
  tax_included: boolean;
  tax_lines: TaxLine[];
  net_price: number;
  weight_grams: number;
  delivery_days: { min: number; max: number } | null;
};

export type PricingRefusalReason = 'no_zone' | 'too_heavy' | 'cod_not_offered';

/** An order the rules cannot price: sent nowhere it may go, heavier than every band, or COD where there is none. */
export class PricingRefusal extends Error {
  constructor(readonly reason: PricingRefusalReason) {
    super(`order not priceable: ${reason}`);
    this.name = 'PricingRefusal';
  }
}

/** numerator / denominator (both ≥ 0, denominator > 0) rounded to the nearest integer, halves up. */
export function divideRounded(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** The price of the band that holds `grams`: the smallest band whose limit is at least the weight. */
function bandPrice(rates: PricedRate[], grams: number): number {
  const band = [...rates].sort((a, b) => a.maxGrams - b.maxGrams).find((rate) => rate.maxGrams >= grams);
  if (!band) throw new PricingRefusal('too_heavy');
  return band.price;
}

export function priceOrder(input: PriceInput): OrderPricing {
  const { lines, zone, taxRule, pricesIncludeTax, paymentIsCod } = input;
  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const discount = Math.min(Math.max(input.discount ?? 0, 0), subtotal);
  const books = subtotal - discount;
  const printed = lines.filter((line) => line.format === 'printed');
  const ships = printed.length > 0;

  let weight = 0;
  let shipping = 0;
  let codFee = 0;
  let deliveryDays: OrderPricing['delivery_days'] = null;
  if (ships) {
    weight =
      printed.reduce((sum, line) => sum + (line.weightGrams ?? 0) * line.quantity, 0) + input.packagingGrams;
    if (zone === null) throw new PricingRefusal('no_zone');
    if (zone !== 'anywhere') {
      if (paymentIsCod && !zone.codOffered) throw new PricingRefusal('cod_not_offered');
      const rate = bandPrice(input.rates, weight);
      const free = zone.freeShippingFrom !== null && books >= zone.freeShippingFrom;
      shipping = free ? 0 : rate;
      codFee = paymentIsCod ? zone.codFee : 0;
      deliveryDays = { ...zone.deliveryDays };
    }
  }

  const rateBp = taxRule?.rateBp ?? 0;
  let tax = 0;
  const taxLines: TaxLine[] = [];
  if (taxRule && rateBp > 0) {
    const base = books + (taxRule.taxesShipping ? shipping : 0) + (taxRule.taxesCodFee ? codFee : 0);
    // Inclusive prices hold the tax already: it is the part rate/(1+rate) of them.
    tax = pricesIncludeTax
      ? divideRounded(base * rateBp, 10_000 + rateBp)
      : divideRounded(base * rateBp, 10_000);
    taxLines.push({ label: taxRule.label, rateBp, amount: tax });
  }

  return {
    subtotal,
    discount,
    shipping_price: shipping,
    cod_fee: codFee,
    tax,
    tax_included: pricesIncludeTax,
    tax_lines: taxLines,
    net_price: books + shipping + codFee + (pricesIncludeTax ? 0 : tax),
    weight_grams: weight,
    delivery_days: deliveryDays,
  };
}
