import type { Db } from '#server/db/client.ts';
import type { MarketBody } from '#shared/contract/markets.ts';
import { setBookMarketPrices } from './prices.ts';
import { createMarket } from './save.ts';
import { findMarket, type Market } from './store.ts';

export { setRate } from '#server/modules/reference/testing.ts';

/* For other modules' tests: a market added as an admin adds one, and a book's fixed price in it. */

let made = 0;

/** Adds an active market (dollars, cards, no countries unless given) and answers it as stored. */
export async function addMarket(db: Db, body: Partial<MarketBody> = {}): Promise<Market> {
  made += 1;
  const full: MarketBody = {
    code: `test-${made}-${Date.now().toString(36)}`,
    name_ar: `سوق ${made}`,
    name_en: `Market ${made}`,
    currency: 'USD',
    rounding: 'none',
    payment_methods: ['card'],
    country_ids: [],
    active: true,
    ...body,
  };
  const id = await db.transaction((tx) => createMarket(tx as unknown as Db, full));
  return (await findMarket(db, id))!;
}

/** Sets a book's fixed prices (minor units; null clears) in one market. */
export async function setFixedPrice(
  db: Db,
  bookId: number,
  marketId: number,
  prices: { pdf?: number | null; hardcopy?: number | null },
): Promise<void> {
  await db.transaction((tx) =>
    setBookMarketPrices(tx as unknown as Db, bookId, {
      prices: [
        {
          market_id: marketId,
          pdf_price_minor: prices.pdf ?? null,
          hardcopy_price_minor: prices.hardcopy ?? null,
        },
      ],
    }),
  );
}
