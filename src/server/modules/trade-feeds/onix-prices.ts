import { decimalAmount, minorUnits } from '#shared/minor-units.ts';
import type { Market } from './markets.ts';

/*
 * A product's prices for the trade (decision 095): one Price per market in the SupplyDetail, each a
 * distinct currency, so the receiver picks the one for its country. ONIX 3.0 lets a price carry the
 * territory it holds in: the dollar's holds wherever the book is sold and names none; each local
 * currency's names the countries whose currency it is. Price type 02 (including tax) or 01 as the shop's
 * prices are, the same for every market, written in the XSD's order.
 */

/** The Price composites of a price of `cents` dollar cents; a market where it rounds to nothing is left out. */
export function onixPrices(cents: number, markets: Market[], includesTax: boolean) {
  return markets.flatMap((market) => {
    const minor = minorUnits(cents, market);
    if (minor <= 0) return [];
    return [
      {
        PriceType: includesTax ? '02' : '01',
        PriceAmount: decimalAmount(minor, market.decimals),
        CurrencyCode: market.currency,
        ...(market.countries.length > 0
          ? { Territory: { CountriesIncluded: market.countries.join(' ') } }
          : {}),
      },
    ];
  });
}
