import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '#shared/contract/endpoints.ts';
import { toast } from '#web/api/toast.ts';
import { downloadStaffFile, toastRefusal } from '../bulk/index.ts';
import { staffApi, useStaffList } from '../console/api.ts';

/* The subscribers' calls (admin, editor), cached under ['staff', 'subscribers', …]. */

export type SubscribersQuery = NonNullable<RequestOf<'GET /staff/subscribers'>['query']>;

const subscribersKey = ['staff', 'subscribers'] as const;

export function useSubscribers(query: SubscribersQuery) {
  return useStaffList([...subscribersKey, 'list', query], (signal) =>
    staffApi('GET /staff/subscribers', { query, signal }),
  );
}

/** The list as it is filtered, as a CSV file. */
export function useDownloadSubscribers() {
  return useMutation({
    mutationFn: (query: Pick<SubscribersQuery, 'search' | 'state'>) => {
      const params = new URLSearchParams(
        Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])),
      );
      const search = params.size > 0 ? `?${params}` : '';
      return downloadStaffFile(`/staff/subscribers/export.csv${search}`, 'subscribers.csv');
    },
    onError: toastRefusal,
  });
}

export function useDeleteSubscriber() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => staffApi('DELETE /staff/subscribers/:id', { params: { id } }),
    onSuccess: ({ message }) => {
      void queries.invalidateQueries({ queryKey: subscribersKey });
      toast.success(message);
    },
  });
}
