import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { orderableBooks } from '#server/modules/catalog/index.ts';
import { route } from '#server/plugins/route.ts';
import type { ReaderPrices } from '#shared/contract/markets.ts';
import { minorToUnits } from '#shared/minor-units.ts';
import { marketBookPrices } from './charge.ts';
import { marketOfCountry } from './store.ts';

/*
 * What a reader in a country pays for books (decision 110), for the book page and the cart to show in
 * the currency the order will be charged in: the prices an order from that country takes, by the same
 * functions (a running sale's price in dollars, then the market's fixed price or the converted and
 * rounded one).
 */

export async function readerPrices(db: Db, countryId: number, bookIds: number[]): Promise<ReaderPrices> {
  const market = await marketOfCountry(db, countryId);
  const found = new Map((await orderableBooks(db, bookIds)).map((book) => [book.id, book]));
  const books = bookIds.flatMap((id) => found.get(id) ?? []);
  const inMarket = (format: 'pdf' | 'hardcopy', key: 'pdfPriceCents' | 'hardcopyPriceCents') =>
    marketBookPrices(
      db,
      market,
      format,
      books.map((book) => ({ bookId: book.id, baseCents: book[key] })),
    );
  const [pdf, hardcopy] = await Promise.all([
    inMarket('pdf', 'pdfPriceCents'),
    inMarket('hardcopy', 'hardcopyPriceCents'),
  ]);
  const units = (minor: number) => minorToUnits(minor, market.decimals);
  return {
    currency: market.currency,
    decimals: market.decimals,
    market_ar: market.nameAr,
    market_en: market.nameEn,
    books: books.map((book, i) => ({
      book_id: book.id,
      pdf: book.hasPdf ? units(pdf[i]!) : null,
      hardcopy: book.hardcopyPriceCents > 0 ? units(hardcopy[i]!) : null,
    })),
  };
}

export const readerPriceRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    'GET /market-prices',
    {
      tags: ['markets'],
      summary: 'Books’ prices in the market of a country, in its currency, as an order from there is charged',
      description:
        'For the book page and the cart: `books` is up to 50 comma-separated ids (books not on sale are left out). A country in no market answers dollars. 422 when the market’s currency has no rate.',
    },
    async (request) => ({
      data: await readerPrices(app.db, request.query.country_id, request.query.books),
    }),
  );
};
