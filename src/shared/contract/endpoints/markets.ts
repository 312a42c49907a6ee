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
} from '../markets.ts';
import type { EndpointEntry } from './entry.ts';

/** Markets (server/modules/markets, decision 109): every member reads them; admins change them. */
export const marketsEndpoints = {
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
