/* What tests outside the shipping module use of it: its tables, to read what a screen wrote. */
export {
  shippingRates,
  shippingSettings,
  shippingZones,
  taxRules,
} from '#server/db/schema/shipping.ts';
