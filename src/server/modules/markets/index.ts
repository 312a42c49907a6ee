import type { FastifyPluginAsync } from 'fastify';
import { readerPriceRoutes } from './reader-prices.ts';
import { marketsRoutes } from './routes.ts';

/*
 * Markets (decision 109): countries grouped under a currency, with the reference module's rate for
 * it, a rounding rule and the payment methods offered there, and a book's fixed prices in a market.
 * Other modules ask which market a country is in and what a book costs there.
 */

export { type MarketCharge, marketBookPrices, marketCharge } from './charge.ts';
export { marketPrice } from './prices.ts';
export { marketOfCountry } from './store.ts';

export const marketsModule: FastifyPluginAsync = async (app) => {
  await app.register(marketsRoutes);
  await app.register(readerPriceRoutes);
};
