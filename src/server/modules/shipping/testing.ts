/* What tests outside the shipping module use of it. */

/** The module's tables, for tests that arrange or read rows directly. */
export {
  shippingRates,
  shippingSettings,
  shippingZoneCountries,
  shippingZones,
  taxRules,
} from '#server/db/schema/shipping.ts';
