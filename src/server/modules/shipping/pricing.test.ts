import { describe, expect, it } from 'vitest';
import { divideRounded, type PriceInput, PricingRefusal, priceOrder } from './pricing.ts';

/* The price of an order from its lines and the rules, in cents: a table of cases a shop meets. */

const jordan = { freeShippingFrom: 5000, codOffered: true, codFee: 150, deliveryDays: { min: 1, max: 3 } };
const bands = [
  { maxGrams: 1000, price: 500 },
  { maxGrams: 500, price: 300 },
  { maxGrams: 2000, price: 800 },
];
const vat = { label: 'VAT', rateBp: 1500, taxesShipping: true, taxesCodFee: true };

/** One printed book of 490 g at $12.50, shipped to Jordan, paid by card, prices without tax. */
const base: PriceInput = {
  lines: [{ unitPrice: 1250, quantity: 1, weightGrams: 490, format: 'printed' }],
  zone: jordan,
  rates: bands,
  taxRule: null,
  pricesIncludeTax: false,
  paymentIsCod: false,
  packagingGrams: 0,
};
const book = (unitPrice: number, quantity = 1, weightGrams: number | null = 490) => ({
  unitPrice,
  quantity,
  weightGrams,
  format: 'printed' as const,
});

describe('the price of an order', () => {
  const cases: [string, Partial<PriceInput>, Partial<ReturnType<typeof priceOrder>>][] = [
    [
      'a printed book: its price and the band of its weight',
      {},
      { subtotal: 1250, shipping_price: 300, cod_fee: 0, tax: 0, net_price: 1550, weight_grams: 490 },
    ],
    [
      'the packaging counts in the weight',
      { packagingGrams: 10 },
      { weight_grams: 500, shipping_price: 300 },
    ],
    ['exactly at a band’s limit: that band', { lines: [book(1250, 1, 500)] }, { shipping_price: 300 }],
    ['one gram over a band’s limit: the next band', { lines: [book(1250, 1, 501)] }, { shipping_price: 500 }],
    [
      'the weight is per copy: two copies of 600 g are in the 2 kg band',
      { lines: [book(1000, 2, 600)] },
      { weight_grams: 1200, shipping_price: 800, subtotal: 2000 },
    ],
    [
      'a book without a weight weighs its packaging only',
      { lines: [book(1250, 1, null)], packagingGrams: 80 },
      { weight_grams: 80, shipping_price: 300 },
    ],
    [
      'free shipping at the threshold',
      { lines: [book(2500, 2)] },
      { subtotal: 5000, shipping_price: 0, net_price: 5000 },
    ],
    [
      'one cent below the threshold: shipping is paid',
      { lines: [book(4999, 1)] },
      { subtotal: 4999, shipping_price: 300, net_price: 5299 },
    ],
    [
      'a zone without free shipping',
      { zone: { ...jordan, freeShippingFrom: null }, lines: [book(9000, 1)] },
      { shipping_price: 300 },
    ],
    ['cash on delivery adds the zone’s fee', { paymentIsCod: true }, { cod_fee: 150, net_price: 1700 }],
    [
      'tax on the books, shipping and the fee, added (15% of 17.00 = 2.55)',
      { paymentIsCod: true, taxRule: vat },
      {
        tax: 255,
        tax_included: false,
        net_price: 1955,
        tax_lines: [{ label: 'VAT', rateBp: 1500, amount: 255 }],
      },
    ],
    [
      'the fee untaxed: 15% of 15.50 = 2.325, rounded half up once to 2.33',
      { paymentIsCod: true, taxRule: { ...vat, taxesCodFee: false } },
      { tax: 233, net_price: 1933 },
    ],
    [
      'shipping untaxed: 15% of the books only (12.50 → 1.875 → 1.88)',
      { taxRule: { ...vat, taxesShipping: false } },
      { tax: 188, net_price: 1738 },
    ],
    [
      'rounded once per invoice, not per line: 3 × 0.33 at 15% is 0.1485 → 0.15 (per line it would be 3 × 0.05)',
      {
        lines: [book(33), book(33), book(33)].map((line, i) => ({ ...line, weightGrams: 100 + i })),
        zone: { ...jordan, freeShippingFrom: 0 },
        taxRule: vat,
      },
      { subtotal: 99, shipping_price: 0, tax: 15, net_price: 114 },
    ],
    [
      'prices including tax: the tax is taken out of them (15.50 × 15/115 = 2.0217 → 2.02)',
      { taxRule: vat, pricesIncludeTax: true },
      { subtotal: 1250, shipping_price: 300, tax: 202, tax_included: true, net_price: 1550 },
    ],
    [
      'prices including tax on an odd amount: 0.23 × 15/115 = 0.03 (0.030)',
      { lines: [book(23)], zone: { ...jordan, freeShippingFrom: 0 }, taxRule: vat, pricesIncludeTax: true },
      { subtotal: 23, tax: 3, net_price: 23 },
    ],
    [
      'prices including tax and cash on delivery, the fee untaxed',
      { taxRule: { ...vat, taxesCodFee: false }, pricesIncludeTax: true, paymentIsCod: true },
      { tax: 202, cod_fee: 150, net_price: 1700 },
    ],
    [
      'a country without tax: no tax line',
      { taxRule: null, pricesIncludeTax: true },
      { tax: 0, tax_lines: [], net_price: 1550 },
    ],
    ['a rate of 0%: no tax line', { taxRule: { ...vat, rateBp: 0 } }, { tax: 0, tax_lines: [] }],
    [
      'a digital order: no shipping, no weight, no delivery estimate, taxed on the books',
      {
        lines: [{ unitPrice: 999, quantity: 1, weightGrams: 490, format: 'digital' }],
        zone: null,
        taxRule: vat,
        packagingGrams: 100,
      },
      { subtotal: 999, shipping_price: 0, weight_grams: 0, delivery_days: null, tax: 150, net_price: 1149 },
    ],
    [
      'a shop without zones ships anywhere, free, without an estimate',
      { zone: 'anywhere', paymentIsCod: true, packagingGrams: 20 },
      { shipping_price: 0, cod_fee: 0, net_price: 1250, weight_grams: 510, delivery_days: null },
    ],
    ['the zone’s delivery estimate', {}, { delivery_days: { min: 1, max: 3 } }],
  ];

  it.each(cases)('%s', (_name, change, expected) => {
    expect(priceOrder({ ...base, ...change })).toMatchObject(expected);
  });

  it('adds up: the total is the subtotal, shipping, the fee and the added tax', () => {
    const price = priceOrder({ ...base, paymentIsCod: true, taxRule: vat });
    expect(price).toEqual({
      subtotal: 1250,
      discount: 0,
      shipping_price: 300,
      cod_fee: 150,
      tax: 255,
      tax_included: false,
      tax_lines: [{ label: 'VAT', rateBp: 1500, amount: 255 }],
      net_price: 1955,
      weight_grams: 490,
      delivery_days: { min: 1, max: 3 },
    });
  });

  const refusals: [string, Partial<PriceInput>, string][] = [
    ['a destination in no zone', { zone: null }, 'no_zone'],
    ['heavier than the last band', { lines: [book(1250, 1, 2001)] }, 'too_heavy'],
    ['at the last band’s limit is still shipped', { lines: [book(1250, 1, 1990)], packagingGrams: 10 }, ''],
    [
      'cash on delivery where the zone does not offer it',
      { zone: { ...jordan, codOffered: false }, paymentIsCod: true },
      'cod_not_offered',
    ],
  ];

  it.each(refusals)('refuses %s', (_name, change, reason) => {
    const price = () => priceOrder({ ...base, ...change });
    if (!reason) {
      expect(price().shipping_price).toBe(800);
      return;
    }
    expect(price).toThrow(PricingRefusal);
    expect(() => price()).toThrow(expect.objectContaining({ reason }));
  });

  it('rounds halves up and everything else to the nearest cent', () => {
    expect([
      divideRounded(5, 2),
      divideRounded(7, 2),
      divideRounded(149, 100),
      divideRounded(150, 100),
    ]).toEqual([3, 4, 1, 2]);
    expect(divideRounded(0, 10_000)).toBe(0);
  });
});
