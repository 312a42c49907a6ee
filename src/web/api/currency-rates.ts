import { useQuery } from '@tanstack/react-query';
import { BASE_CURRENCY } from '#shared/contract/currencies.ts';
import type { CurrencyRate } from '#shared/contract/currency.ts';
import { useDisplayCurrency } from '#web/state/currency.ts';
import { api } from './client.ts';

/**
 * The rate of the reader's display currency (GET /currency-rates, one small answer fetched once per
 * visit and shared by every price); undefined for the dollar, before it arrives, or when staff have
 * set no rate for that currency. Nothing is fetched while the reader sees dollars only.
 */
export function useDisplayRate(): CurrencyRate | undefined {
  const currency = useDisplayCurrency();
  const rates = useQuery({
    queryKey: ['currency-rates'],
    queryFn: ({ signal }) => api('GET /currency-rates', { signal }),
    select: (answer) => answer.data,
    enabled: currency !== BASE_CURRENCY,
    staleTime: 30 * 60 * 1000,
  });
  if (currency === BASE_CURRENCY) return undefined;
  return rates.data?.find((rate) => rate.code === currency);
}
