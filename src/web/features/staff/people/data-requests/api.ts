import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '#web/api/toast.ts';
import { staffApi } from '../../console/api.ts';

/* The data requests' calls (admins, decision 085), cached under ['staff', 'data-requests']. */

const requestsKey = ['staff', 'data-requests'] as const;

export function useDataRequests() {
  return useQuery({
    queryKey: requestsKey,
    queryFn: async ({ signal }) => (await staffApi('GET /staff/data-requests', { signal })).data,
    staleTime: 0,
    retry: false,
  });
}

function useRequestAction<V>(call: (vars: V) => Promise<{ message: string }>) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => {
      toast.success(answer.message);
      void queries.invalidateQueries({ queryKey: ['staff', 'activity'] });
    },
    onSettled: () => queries.invalidateQueries({ queryKey: requestsKey }),
  });
}

/** Erases the account of an open deletion request now. */
export const useEraseNow = () =>
  useRequestAction((id: number) => staffApi('POST /staff/data-requests/:id/erase', { params: { id } }));

/** Cancels an open request, with the reason kept beside it. */
export const useCancelRequest = () =>
  useRequestAction(({ id, note }: { id: number; note: string }) =>
    staffApi('POST /staff/data-requests/:id/cancel', { params: { id }, body: { note } }),
  );
