import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RightsStatusBody, StaffRightsEnquiry } from '#shared/contract/staff-rights.ts';
import { toast } from '#web/api/toast.ts';
import { staffApi } from '../console/api.ts';
import { type QueryOf, staffResource } from '../console/resource/index.ts';

/* The rights enquiries' calls (admin, editor), cached under ['staff', 'rights', 'enquiries', …]. */

export type EnquiriesQuery = QueryOf<'/staff/rights/enquiries'>;

export const enquiries = staffResource('/staff/rights/enquiries', { key: ['staff', 'rights', 'enquiries'] });

/** A move of the enquiry's status with its note: the record and the lists asked again. */
export function useChangeStatus(id: number) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (body: RightsStatusBody) =>
      staffApi('POST /staff/rights/enquiries/:id/status', { params: { id }, body }),
    onSuccess: (answer) => {
      queries.setQueryData<StaffRightsEnquiry>([...enquiries.key, 'one', id], answer.data);
      void queries.invalidateQueries({ queryKey: [...enquiries.key, 'list'] });
      toast.success(answer.message);
    },
  });
}
