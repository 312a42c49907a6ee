import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CodOutcomeName, CodRiskSettings } from '#shared/contract/cod-risk.ts';
import { toast } from '#web/api/toast.ts';
import { useLanguage } from '#web/state/language.ts';
import { staffApi } from '../../console/api.ts';

/*
 * A COD order's risk panel and the prepayment settings (decision 103), cached under
 * ['staff', 'cod-risk', …].
 */

const riskKey = ['staff', 'cod-risk'] as const;

export function useCodRisk(id: number) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: [...riskKey, 'order', id, language],
    queryFn: async ({ signal }) =>
      (await staffApi('GET /staff/orders/:id/cod-risk', { params: { id }, signal })).data,
    staleTime: 0,
    retry: false,
  });
}

/** Records what became of the order's parcel; the panel is asked again whatever the answer. */
export function useSaveCodOutcome(id: number) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (outcome: CodOutcomeName | null) =>
      staffApi('PUT /staff/orders/:id/cod-risk/outcome', { params: { id }, body: { outcome } }),
    onSuccess: ({ message }) => toast.success(message),
    onSettled: () => queries.invalidateQueries({ queryKey: [...riskKey, 'order', id] }),
  });
}

export function useCodRiskSettings() {
  return useQuery({
    queryKey: [...riskKey, 'settings'],
    queryFn: async ({ signal }) => (await staffApi('GET /staff/cod-risk/settings', { signal })).data,
    staleTime: 0,
    retry: false,
  });
}

export function useSaveCodRiskSettings(saved: string) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (body: CodRiskSettings) => staffApi('PUT /staff/cod-risk/settings', { body }),
    onSuccess: (answer) => {
      queries.setQueryData([...riskKey, 'settings'], answer.data);
      toast.success(saved);
    },
  });
}
