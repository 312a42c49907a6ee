import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CodSettingsBody } from '#shared/contract/cod-confirmation.ts';
import { mainMarketsFirst } from '#shared/country-order.ts';
import { api } from '#web/api/client.ts';
import { toast } from '#web/api/toast.ts';
import { useLanguage } from '#web/state/language.ts';
import { staffApi } from '../../console/api.ts';

/* The COD confirmation settings (admin, orders), cached under ['staff', 'cod', 'settings']. */

const settingsKey = ['staff', 'cod', 'settings'] as const;

export function useCodSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: async ({ signal }) => (await staffApi('GET /staff/cod-confirmations/settings', { signal })).data,
    staleTime: 0,
    retry: false,
  });
}

/** Saves the hours and the markets given; `done` is the toast once saved. */
export function useSaveCodSettings(done: string) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (body: CodSettingsBody) => staffApi('PUT /staff/cod-confirmations/settings', { body }),
    onSuccess: ({ data }) => {
      queries.setQueryData(settingsKey, data);
      void queries.invalidateQueries({ queryKey: ['staff', 'activity'] });
      toast.success(done);
    },
  });
}

/** The reference list of countries, named in the console's language, the main markets first (GET /countries). */
export function useCountries() {
  const { language } = useLanguage();
  return useQuery({
    queryKey: ['countries', language],
    queryFn: ({ signal }) => api('GET /countries', { signal }),
    select: (answer) => mainMarketsFirst(answer.data),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
