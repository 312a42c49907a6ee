import type { RequestOf } from '#shared/contract/endpoints.ts';
import { staffApi, useStaffList } from '../../console/api.ts';

/* The activity log's call (admins only), cached under ['staff', 'activity', …]. */

export type ActivityQuery = NonNullable<RequestOf<'GET /staff/activity'>['query']>;

export function useActivity(query: ActivityQuery) {
  return useStaffList(['staff', 'activity', query], (signal) =>
    staffApi('GET /staff/activity', { query, signal }),
  );
}
