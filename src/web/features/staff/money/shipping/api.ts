import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShippingSettings } from '#shared/contract/shipping.ts';
import { api } from '#web/api/client.ts';
import { toast } from '#web/api/toast.ts';
import { useLanguage } from '#web/state/language.ts';
import { staffApi } from '../../console/api.ts';
import { type QueryOf, staffResource } from '../../console/resource/index.ts';

/* The calls of the shipping zones and tax rules screens, cached under ['staff', 'shipping-zones' | …]. */

export type ZonesQuery = QueryOf<'/staff/shipping-zones'>;
export type TaxRulesQuery = QueryOf<'/staff/tax-rules'>;

/** Every write shows in the activity log. */
const logged = { alsoChanges: [['staff', 'activity']] } as const;

export const zones = staffResource('/staff/shipping-zones', logged);
export const taxRules = staffResource('/staff/tax-rules', logged);

/** The reference list of countries, named in the console's language (GET /countries). */
export function useCountries() {
  const { language } = useLanguage();
  return useQuery({
    queryKey: ['countries', language],
    queryFn: ({ signal }) => api('GET /countries', { signal }),
    select: (answer) => answer.data,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

const settingsKey = ['staff', 'shipping-settings'] as const;

export function useShippingSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: async ({ signal }) => (await staffApi('GET /staff/shipping-settings', { signal })).data,
    staleTime: 0,
    retry: false,
  });
}

/** Changes the fields given; the others stay as they are. */
export function useSaveShippingSettings() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<ShippingSettings>) => staffApi('PUT /staff/shipping-settings', { body }),
    onSuccess: ({ data, message }) => {
      queries.setQueryData(settingsKey, data);
      void queries.invalidateQueries({ queryKey: ['staff', 'activity'] });
      toast.success(message);
    },
  });
}
