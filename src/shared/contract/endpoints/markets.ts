import {
  bookMarketPricesAnswerSchema,
  bookMarketPricesBodySchema,
  bookMarketPricesSavedSchema,
  MARKET_PRICE_ROLES,
  MARKET_READ_ROLES,
  MARKET_ROLES,
  marketBodySchema,
  marketParamsSchema,
  marketSavedSchema,
  marketsAnswerSchema,
  readerPricesAnswerSchema,
  readerPricesQuerySchema,
} from '../markets.ts';
import type { EndpointEntry } from './entry.ts';

/** Markets (server/modules/markets, decision 109): every member reads them; admins change them. */
export const marketsEndpoints = {
  // A reader's prices in the market of their country: the book page and the cart (decision 110).
  'GET /market-prices': { query: readerPricesQuerySchema, response: readerPricesAnswerSchema },
  'GET /staff/markets': { roles: MARKET_READ_ROLES, response: marketsAnswerSchema },
  'POST /staff/markets': {
    roles: MARKET_ROLES,
    body: marketBodySchema,
    response: marketSavedSchema,
    statuses: [201],
  },
  'PUT /staff/markets/:id': {
    roles: MARKET_ROLES,
    params: marketParamsSchema,
    body: marketBodySchema,
    response: marketSavedSchema,
  },
  // A book's fixed prices per market: as the book's own prices, its editors set them.
  'GET /staff/books/:id/market-prices': {
    roles: MARKET_READ_ROLES,
    params: marketParamsSchema,
    response: bookMarketPricesAnswerSchema,
  },
  'PUT /staff/books/:id/market-prices': {
    roles: MARKET_PRICE_ROLES,
    params: marketParamsSchema,
    body: bookMarketPricesBodySchema,
    response: bookMarketPricesSavedSchema,
  },
} as const satisfies Record<string, EndpointEntry>;
