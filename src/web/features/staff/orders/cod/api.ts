import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '#shared/contract/endpoints.ts';
import { toast } from '#web/api/toast.ts';
import { useLanguage } from '#web/state/language.ts';
import { staffApi, useStaffList } from '../../console/api.ts';

/* Orders awaiting their buyer's confirmation (admin, orders), cached under ['staff', 'cod', …]. */

export type CodWaitingQuery = NonNullable<RequestOf<'GET /staff/cod-confirmations'>['query']>;

const codKey = ['staff', 'cod'] as const;

export function useCodWaiting(query: CodWaitingQuery) {
  const { language } = useLanguage();
  return useStaffList([...codKey, 'list', query, language], (signal) =>
    staffApi('GET /staff/cod-confirmations', { query, signal }),
  );
}

/** 'Confirmed by phone': the list and the order are asked again whatever the answer. */
export function useConfirmByPhone(done: string) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => staffApi('POST /staff/cod-confirmations/:id/confirm', { params: { id } }),
    onSuccess: () => {
      toast.success(done);
      void queries.invalidateQueries({ queryKey: ['staff', 'orders'] });
    },
    onSettled: () => queries.invalidateQueries({ queryKey: [...codKey, 'list'] }),
  });
}
