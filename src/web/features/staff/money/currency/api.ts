import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '#web/api/toast.ts';
import { staffApi } from '../../console/api.ts';

/* The calls of the currency rates screen, cached under ['staff', 'currency-rates']. */

const ratesKey = ['staff', 'currency-rates'] as const;

export function useStaffCurrencyRates() {
  return useQuery({
    queryKey: ratesKey,
    queryFn: async ({ signal }) => (await staffApi('GET /staff/currency-rates', { signal })).data,
    staleTime: 0,
    retry: false,
  });
}

/** Sets one currency's rate; the list and the activity log are asked again. */
export function useSaveCurrencyRate() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ code, rate }: { code: string; rate: number }) =>
      staffApi('PUT /staff/currency-rates/:code', { params: { code }, body: { rate } }),
    onSuccess: ({ message }) => {
      void queries.invalidateQueries({ queryKey: ratesKey });
      void queries.invalidateQueries({ queryKey: ['staff', 'activity'] });
      toast.success(message);
    },
  });
}
