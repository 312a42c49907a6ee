export { shippingMessages } from './messages.ts';
export { divideRounded, PricingRefusal } from './pricing.ts';
export { presentOrderPrice, type QuotedPrice, quoteOrderPrice } from './quote.ts';
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
