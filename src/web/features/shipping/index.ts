/* Where printed books go: the countries shipped to, the reader's country, and prices before checkout. */
export { useCodOffered, useCountries, useQuote, useShippingCountries } from './api.ts';
export { CartEstimate } from './CartEstimate.tsx';
export { MarketPrice, type MarketPrices, useMarketPrices } from './market-prices.tsx';
export { PriceBreakdown } from './PriceBreakdown.tsx';
export { ShippingEstimate } from './ShippingEstimate.tsx';
export { useLastAddress } from './useReaderCountry.ts';
