import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, serialId, updatedAt } from './columns.ts';
import { countries } from './reference.ts';

/*
 * Tables of the shipping module: where printed books are sent and at what price (zones, their
 * countries and weight bands), the tax charged per country and format, and the settings of both.
 * Money in integer minor units (US cents), weights in grams, tax rates in basis points (1500 = 15%).
 */

export const shippingZones = pgTable(
  'shipping_zones',
  {
    id: serialId(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    /** Shipping is free from this subtotal on (the catalogue prices, as charged); null: never free. */
    freeShippingFromCents: integer('free_shipping_from_cents'),
    codOffered: boolean('cod_offered').notNull().default(false),
    codFeeCents: integer('cod_fee_cents').notNull().default(0),
    deliveryDaysMin: integer('delivery_days_min').notNull(),
    deliveryDaysMax: integer('delivery_days_max').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('shipping_zones_free_from_non_negative', sql`${t.freeShippingFromCents} >= 0`),
    check('shipping_zones_cod_fee_non_negative', sql`${t.codFeeCents} >= 0`),
    check(
      'shipping_zones_delivery_days',
      sql`${t.deliveryDaysMin} >= 0 AND ${t.deliveryDaysMax} >= ${t.deliveryDaysMin}`,
    ),
  ],
);

/** A country belongs to one zone at most; a country in none is not shipped to (once zones exist). */
export const shippingZoneCountries = pgTable(
  'shipping_zone_countries',
  {
    zoneId: integer('zone_id')
      .notNull()
      .references(() => shippingZones.id, { onDelete: 'cascade' }),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
  },
  (t) => [
    primaryKey({ columns: [t.zoneId, t.countryId] }),
    uniqueIndex('shipping_zone_countries_country_unique').on(t.countryId),
  ],
);

/** A weight band: parcels up to `max_grams` (inclusive) cost `price_cents`; the next band starts a gram over. */
export const shippingRates = pgTable(
  'shipping_rates',
  {
    id: serialId(),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => shippingZones.id, { onDelete: 'cascade' }),
    maxGrams: integer('max_grams').notNull(),
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [
    uniqueIndex('shipping_rates_zone_max_unique').on(t.zoneId, t.maxGrams),
    check('shipping_rates_max_grams_positive', sql`${t.maxGrams} > 0`),
    check('shipping_rates_price_non_negative', sql`${t.priceCents} >= 0`),
  ],
);

/** The tax of one country on one format ('printed' or 'digital'), and what else it applies to. */
export const taxRules = pgTable(
  'tax_rules',
  {
    id: serialId(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    format: text('format', { enum: ['printed', 'digital'] }).notNull(),
    /** Basis points: 1500 is 15%. */
    rateBp: integer('rate_bp').notNull(),
    labelAr: text('label_ar').notNull(),
    labelEn: text('label_en').notNull(),
    taxesShipping: boolean('taxes_shipping').notNull().default(true),
    taxesCodFee: boolean('taxes_cod_fee').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('tax_rules_country_format_unique').on(t.countryId, t.format),
    check('tax_rules_format', sql`${t.format} IN ('printed', 'digital')`),
    check('tax_rules_rate_bp', sql`${t.rateBp} >= 0 AND ${t.rateBp} <= 10000`),
  ],
);

/** The settings of shipping and tax: one row (id 1); missing, the defaults hold. */
export const shippingSettings = pgTable(
  'shipping_settings',
  {
    id: integer('id').primaryKey(),
    /** Added once to the books' weight of every printed order: the box, the padding. */
    packagingGrams: integer('packaging_grams').notNull().default(0),
    /** Whether the catalogue's prices (and the shipping rates and fees) already include the tax. */
    pricesIncludeTax: boolean('prices_include_tax').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('shipping_settings_one_row', sql`${t.id} = 1`),
    check('shipping_settings_packaging_non_negative', sql`${t.packagingGrams} >= 0`),
  ],
);
