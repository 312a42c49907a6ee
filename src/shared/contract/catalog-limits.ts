/* The catalogue's limits, apart from its schemas: the shop's pages read them without loading zod. */

export const CATALOG_LIMITS = {
  /** `limit` without `page`: the home sliders ask for 20, 12 and 10. */
  maxLimit: 50,
  /** Library and search pages (DESIGN.md). */
  perPage: 12,
  /** Cart and favourites send their ids in one request. */
  maxIds: 200,
  /** Longest search text and most words looked at. */
  maxSearchLength: 200,
  maxSearchWords: 8,
} as const;
