import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BASE_CURRENCY } from '#shared/contract/currencies.ts';
import type { ReaderPrices } from '#shared/contract/markets.ts';
import { formatPrice } from '#shared/price.ts';
import { api } from '#web/api/client.ts';
import { useLanguage } from '#web/state/language.ts';
import { useReaderCountry } from './useReaderCountry.ts';

/*
 * The books' prices in the reader's market (decision 110): what an order from the reader's country is
 * charged, in its currency, shown beside the dollar price on the book page and in the cart.
 */

/** A book's prices in the reader's market, by id; undefined while the market sells in dollars, or until known. */
export type MarketPrices = ReaderPrices & {
  of: (bookId: number) => ReaderPrices['books'][number] | undefined;
};

/** The prices of `bookIds` in the market of the reader's country (GET /market-prices). */
export function useMarketPrices(bookIds: readonly number[]): MarketPrices | undefined {
  const { country } = useReaderCountry();
  const ids = [...new Set(bookIds)].sort((a, b) => a - b);
  const { data } = useQuery({
    queryKey: ['market-prices', country?.id, ids],
    queryFn: ({ signal }) =>
      api('GET /market-prices', {
        query: { country_id: country!.id, books: ids.join(',') },
        signal,
        quiet: true,
      }),
    enabled: country !== undefined && ids.length > 0,
    select: (answer) => answer.data,
    staleTime: 5 * 60 * 1000,
  });
  if (!data || data.currency === BASE_CURRENCY) return undefined;
  return { ...data, of: (bookId) => data.books.find((book) => book.book_id === bookId) };
}

/** '46.95 ر.س in Saudi Arabia': an amount in the reader's market's currency, as their order is charged. */
export function MarketPrice({
  amount,
  prices,
  className = '',
}: {
  amount: number | null | undefined;
  prices: MarketPrices;
  className?: string;
}) {
  const { t } = useTranslation('orders');
  const { language } = useLanguage();
  if (amount === null || amount === undefined) return null;
  const market = language === 'ar' ? prices.market_ar : prices.market_en;
  return (
    <span className={`text-sm whitespace-nowrap text-brand-700 ${className}`} data-testid="market-price">
      <bdi dir="ltr" className="font-bold text-brand-900">
        {formatPrice(amount, { currency: prices.currency })}
      </bdi>{' '}
      {t('shipping.inMarket', { market })}
    </span>
  );
}
