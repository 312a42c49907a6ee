export { shippingMessages } from './messages.ts';
export { divideRounded, PricingRefusal } from './pricing.ts';
export { presentOrderPrice, type QuotedPrice, quoteOrderPrice } from './quote.ts';
export { shippingRoutes } from './routes.ts';
