import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '#shared/contract/endpoints.ts';
import { toast } from '#web/api/toast.ts';
import { useLanguage } from '#web/state/language.ts';
import { staffApi, useStaffList } from '../../console/api.ts';

/* Gifts in the console (admin, orders), cached under ['staff', 'gifts', …]. */

export type GiftsQuery = NonNullable<RequestOf<'GET /staff/gifts'>['query']>;

const giftsKey = ['staff', 'gifts'] as const;

export function useStaffGifts(query: GiftsQuery) {
  const { language } = useLanguage();
  return useStaffList([...giftsKey, 'list', query, language], (signal) =>
    staffApi('GET /staff/gifts', { query, signal }),
  );
}

/** A gift mailed again with a new link; the list is asked again whatever the answer. */
export function useResendGift(done: string) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => staffApi('POST /staff/gifts/:id/resend', { params: { id } }),
    onSuccess: () => {
      toast.success(done);
      void queries.invalidateQueries({ queryKey: ['staff', 'activity'] });
    },
    onSettled: () => queries.invalidateQueries({ queryKey: [...giftsKey, 'list'] }),
  });
}
