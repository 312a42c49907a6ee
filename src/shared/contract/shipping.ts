import { z } from 'zod';
import { MAX_ID } from '../ids.ts';
import { requiredWhenMissing } from './fields.ts';
import { PAYMENT_METHODS } from './payment-methods.ts';
import {
  requiredText,
  staffListAnswer,
  staffListQuerySchema,
  staffOneAnswer,
  staffSavedAnswer,
} from './staff-taxonomy.ts';

/*
 * Shipping zones and their weight bands, tax rules per country and format, the settings of both
 * (the back office), and the price of an order as the server computes it before it is placed.
 * Money in dollars with cents as the API shows it everywhere; weights in grams; tax rates in percent.
 */

export const SHIPPING_LIMITS = {
  name: 200,
  label: 100,
  price: 100_000,
  grams: 1_000_000,
  days: 365,
  bands: 50,
  countries: 300,
} as const;

export const BOOK_FORMATS = ['printed', 'digital'] as const;

const number = () => z.number({ error: (issue) => (issue.input === undefined ? 'required' : 'number') });
/** Whole cents: `12.5` and `12.50` are, `12.505` is not. */
const inCents = (dollars: number) => Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6;
const money = () => number().min(0).max(SHIPPING_LIMITS.price).refine(inCents, { error: 'cents' });
const whole = (min: number, max: number) => number().int({ error: 'wholeNumber' }).min(min).max(max);
const flag = z.boolean({ error: (issue) => (issue.input === undefined ? 'required' : 'yesNo') });
const countryId = whole(1, MAX_ID);

/* ---------- zones ---------- */

export const shippingBandSchema = z.object({
  /** Parcels up to this weight (inclusive), packaging included. */
  max_grams: whole(1, SHIPPING_LIMITS.grams),
  price: money(),
});

const zoneFields = {
  name_ar: requiredText(SHIPPING_LIMITS.name),
  name_en: requiredText(SHIPPING_LIMITS.name),
  country_ids: z.array(countryId, { error: requiredWhenMissing }).max(SHIPPING_LIMITS.countries),
  rates: z.array(shippingBandSchema, { error: requiredWhenMissing }).min(1).max(SHIPPING_LIMITS.bands),
  /** Shipping is free from this subtotal on; null: never. */
  free_shipping_from: money().nullable().default(null),
  cod_offered: flag,
  cod_fee: money().default(0),
  delivery_days_min: whole(0, SHIPPING_LIMITS.days),
  delivery_days_max: whole(0, SHIPPING_LIMITS.days),
};

type ZoneChecked = {
  rates?: { max_grams: number }[];
  delivery_days_min?: number;
  delivery_days_max?: number;
};
const zoneRules = (zone: ZoneChecked, ctx: z.RefinementCtx) => {
  const { delivery_days_min: min, delivery_days_max: max } = zone;
  if (min !== undefined && max !== undefined && max < min) {
    ctx.addIssue({ code: 'custom', message: 'deliveryDays', path: ['delivery_days_max'] });
  }
  const limits = (zone.rates ?? []).map((band) => band.max_grams);
  if (new Set(limits).size !== limits.length) {
    ctx.addIssue({ code: 'custom', message: 'weightBands', path: ['rates'] });
  }
};

/** A zone as created. */
export const staffShippingZoneBodySchema = z.object(zoneFields).superRefine(zoneRules);
/** PUT: the same fields, each optional (missing = unchanged; `rates` and `country_ids` replace the lists). */
export const staffShippingZoneUpdateSchema = z
  .object({
    ...zoneFields,
    free_shipping_from: money().nullable().optional(),
    cod_fee: money().optional(),
  })
  .partial()
  .superRefine(zoneRules);
export type ShippingZoneBody = z.output<typeof staffShippingZoneBodySchema>;
export type ShippingZoneUpdate = z.output<typeof staffShippingZoneUpdateSchema>;

export const SHIPPING_ZONE_SORTS = ['name', 'id'] as const;
export const staffShippingZonesQuerySchema = staffListQuerySchema(SHIPPING_ZONE_SORTS);
export type StaffShippingZonesQuery = z.output<typeof staffShippingZonesQuerySchema>;

export const shippingZoneSchema = z.object({
  id: z.number(),
  name_ar: z.string(),
  name_en: z.string(),
  country_ids: z.array(z.number()),
  /** The zone's countries by their ISO code, in the order of `country_ids`. */
  country_codes: z.array(z.string()),
  rates: z.array(z.object({ max_grams: z.number(), price: z.number() })),
  free_shipping_from: z.number().nullable(),
  cod_offered: z.boolean(),
  cod_fee: z.number(),
  delivery_days_min: z.number(),
  delivery_days_max: z.number(),
});
export type ShippingZone = z.infer<typeof shippingZoneSchema>;

export const staffShippingZonesAnswerSchema = staffListAnswer(shippingZoneSchema);
export const staffShippingZoneAnswerSchema = staffOneAnswer(shippingZoneSchema);
export const staffShippingZoneSavedSchema = staffSavedAnswer(shippingZoneSchema);

/* ---------- tax rules ---------- */

/** A percentage with at most two decimals (15, 7.5, 0.25), kept as basis points. */
const percent = () =>
  number()
    .min(0, { error: 'taxRate' })
    .max(100, { error: 'taxRate' })
    .refine((rate) => Math.abs(rate * 100 - Math.round(rate * 100)) < 1e-6, { error: 'taxRate' });

const taxRuleFields = {
  country_id: countryId,
  format: z.enum(BOOK_FORMATS, { error: requiredWhenMissing }),
  rate: percent(),
  label_ar: requiredText(SHIPPING_LIMITS.label),
  label_en: requiredText(SHIPPING_LIMITS.label),
  taxes_shipping: flag.default(true),
  taxes_cod_fee: flag.default(true),
};
export const staffTaxRuleBodySchema = z.object(taxRuleFields);
export const staffTaxRuleUpdateSchema = z
  .object({ ...taxRuleFields, taxes_shipping: flag, taxes_cod_fee: flag })
  .partial();
export type TaxRuleBody = z.output<typeof staffTaxRuleBodySchema>;
export type TaxRuleUpdate = z.output<typeof staffTaxRuleUpdateSchema>;

export const TAX_RULE_SORTS = ['country', 'id'] as const;
export const staffTaxRulesQuerySchema = staffListQuerySchema(TAX_RULE_SORTS);
export type StaffTaxRulesQuery = z.output<typeof staffTaxRulesQuerySchema>;

export const taxRuleSchema = z.object({
  id: z.number(),
  country_id: z.number(),
  country_code: z.string(),
  format: z.enum(BOOK_FORMATS),
  /** Percent: 15 is 15%. */
  rate: z.number(),
  label_ar: z.string(),
  label_en: z.string(),
  taxes_shipping: z.boolean(),
  taxes_cod_fee: z.boolean(),
});
export type TaxRule = z.infer<typeof taxRuleSchema>;

export const staffTaxRulesAnswerSchema = staffListAnswer(taxRuleSchema);
export const staffTaxRuleAnswerSchema = staffOneAnswer(taxRuleSchema);
export const staffTaxRuleSavedSchema = staffSavedAnswer(taxRuleSchema);

/* ---------- settings ---------- */

export const shippingSettingsSchema = z.object({
  /** Added once to the books' weight of every printed order. */
  packaging_grams: z.number(),
  /** The catalogue's prices, the shipping rates and the fees include the tax. */
  prices_include_tax: z.boolean(),
});
export type ShippingSettings = z.infer<typeof shippingSettingsSchema>;
export const shippingSettingsBodySchema = z.object({
  packaging_grams: whole(0, SHIPPING_LIMITS.grams).optional(),
  prices_include_tax: flag.optional(),
});
export const shippingSettingsAnswerSchema = z.object({ data: shippingSettingsSchema });
export const shippingSettingsSavedSchema = staffSavedAnswer(shippingSettingsSchema);

/* ---------- the price of an order ---------- */

export const taxLineSchema = z.object({
  label: z.string(),
  /** Percent: 15 is 15%. */
  rate: z.number(),
  amount: z.number(),
});

export const orderPriceSchema = z.object({
  /**
   * The currency of every amount (ISO 4217): the buyer's market's (decision 110). Amounts are numbers
   * in its units, with its decimals (3 for KWD).
   */
  currency: z.string(),
  /** The books at the catalogue's prices. */
  subtotal: z.number(),
  /** Taken off the books by the coupon `coupon_code`, before tax (0 and null without one). */
  discount: z.number(),
  coupon_code: z.string().nullable(),
  shipping_price: z.number(),
  cod_fee: z.number(),
  /** The tax of the order: added to the total, or already in the prices when `tax_included`. */
  tax: z.number(),
  tax_included: z.boolean(),
  tax_lines: z.array(taxLineSchema),
  /** What the buyer pays. */
  net_price: z.number(),
  /** Books and packaging, in grams (0 for a digital order). */
  weight_grams: z.number(),
  /** The zone's delivery estimate; null for a digital order or a shop without zones. */
  delivery_days: z.object({ min: z.number(), max: z.number() }).nullable(),
});
export type OrderPrice = z.infer<typeof orderPriceSchema>;
/** A book of the quote (not of a box set) at its price in the quote's currency: what its line is charged. */
export const quotedBookLineSchema = z.object({
  book_id: z.number(),
  quantity: z.number(),
  unit_price: z.number(),
  total: z.number(),
});
export type QuotedBookLine = z.infer<typeof quotedBookLineSchema>;
export const quotedPriceSchema = orderPriceSchema.extend({ book_lines: z.array(quotedBookLineSchema) });
export const orderQuoteAnswerSchema = z.object({
  data: quotedPriceSchema,
  /** Why cash on delivery is not offered for this printed order (decision 103); absent while it is. */
  cod_refusal: z.object({ code: z.string(), message: z.string() }).optional(),
  /** The ways to pay the buyer's market offers (decision 109), for the checkout to show. */
  payment_methods: z.array(z.enum(PAYMENT_METHODS)),
});

/* ---------- where the shop ships ---------- */

export const shippingDestinationsAnswerSchema = z.object({
  data: z.object({
    /** No zone is set up: printed books go everywhere, shipping free. */
    ships_everywhere: z.boolean(),
    /** The countries printed books are sent to (when zones exist), with their zone's terms. */
    countries: z.array(
      z.object({
        country_id: z.number(),
        zone_id: z.number(),
        cod_offered: z.boolean(),
        delivery_days: z.object({ min: z.number(), max: z.number() }),
      }),
    ),
  }),
});
export type ShippingDestinations = z.infer<typeof shippingDestinationsAnswerSchema>['data'];
