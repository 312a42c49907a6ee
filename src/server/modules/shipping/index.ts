export { shippingDestinations } from './destinations.ts';
export { countryInOtherZone, shippingMessages } from './messages.ts';
export {
  type OrderPricing,
  type PriceInput,
  PricingRefusal,
  type PricingRefusalReason,
  priceOrder,
} from './pricing.ts';
export { presentOrderPrice, type QuotedPrice, type QuoteRequest, quoteOrderPrice } from './quote.ts';
export { shippingRoutes } from './routes.ts';
export { readShippingSettings, writeShippingSettings } from './settings.ts';
export { createTaxRule, deleteTaxRule, findTaxRule, listTaxRules, updateTaxRule } from './tax-rules.ts';
export {
  createShippingZone,
  deleteShippingZone,
  findShippingZone,
  listShippingZones,
  updateShippingZone,
} from './zones.ts';
