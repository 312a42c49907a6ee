import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RequestOf } from '#shared/contract/endpoints.ts';
import { staffApi } from '../console/api.ts';

/* The activity log's call (admins only), cached under ['staff', 'activity', …]. */

export type ActivityQuery = NonNullable<RequestOf<'GET /staff/activity'>['query']>;

export function useActivity(query: ActivityQuery) {
  return useQuery({
    queryKey: ['staff', 'activity', query],
    queryFn: ({ signal }) => staffApi('GET /staff/activity', { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
