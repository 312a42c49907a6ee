import { useMutation } from '@tanstack/react-query';
import { type QueryOf, staffResource } from '../../console/resource/index.ts';
import { downloadStaffFile, toastRefusal } from '../../console/staff-fetch.ts';

/* The subscribers' calls (admin, editor), cached under ['staff', 'subscribers', …]. */

export type SubscribersQuery = QueryOf<'/staff/subscribers'>;

export const subscribers = staffResource('/staff/subscribers');

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
