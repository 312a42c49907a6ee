import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookMarketPricesBody, MarketBody } from '#shared/contract/markets.ts';
import { toast } from '#web/api/toast.ts';
import { staffApi } from '../../console/api.ts';

/* The calls of the markets screen, cached under ['staff', 'markets'] and ['staff', 'market-prices', id]. */

const marketsKey = ['staff', 'markets'] as const;
const pricesKey = (bookId: number) => ['staff', 'market-prices', bookId] as const;

export function useMarkets() {
  return useQuery({
    queryKey: marketsKey,
    queryFn: async ({ signal }) => (await staffApi('GET /staff/markets', { signal })).data,
    staleTime: 0,
    retry: false,
  });
}

/** Adds a market (no id) or changes one; the list and the activity log are asked again. */
export function useSaveMarket() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: MarketBody }) =>
      id === null
        ? staffApi('POST /staff/markets', { body })
        : staffApi('PUT /staff/markets/:id', { params: { id: String(id) }, body }),
    onSuccess: ({ message }) => {
      void queries.invalidateQueries({ queryKey: marketsKey });
      void queries.invalidateQueries({ queryKey: ['staff', 'activity'] });
      toast.success(message);
    },
  });
}

/** A book's prices in every market; off until a book is named. */
export function useBookMarketPrices(bookId: number | null) {
  return useQuery({
    queryKey: pricesKey(bookId ?? 0),
    queryFn: async ({ signal }) =>
      (await staffApi('GET /staff/books/:id/market-prices', { params: { id: String(bookId) }, signal })).data,
    enabled: bookId !== null,
    staleTime: 0,
    retry: false,
  });
}

export function useSaveBookMarketPrices(bookId: number) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (body: BookMarketPricesBody) =>
      staffApi('PUT /staff/books/:id/market-prices', { params: { id: String(bookId) }, body }),
    onSuccess: (answer) => {
      queries.setQueryData(pricesKey(bookId), answer.data);
      void queries.invalidateQueries({ queryKey: ['staff', 'activity'] });
      toast.success(answer.message);
    },
  });
}
