export { shippingMessages } from './messages.ts';
export { chargeRows, formatPercent } from './price-rows.ts';
export { divideRounded, PricingRefusal } from './pricing.ts';
export { presentOrderPrice, type QuotedPrice, quoteOrderPrice } from './quote.ts';
export { shippingRoutes } from './routes.ts';
export { readShippingSettings } from './settings.ts';
export { readTrackingCsv } from './tracking-csv.ts';
export { zoneNames, zoneOfCountry } from './zone-of.ts';
