import { useQuery } from '@tanstack/react-query';
import { staffApi } from '../../console/api.ts';
import { type QueryOf, staffResource } from '../../console/resource/index.ts';

/* The box sets' calls of the console (decision 096), cached under ['staff', 'box-sets', …]. */

export type BoxSetsQuery = QueryOf<'/staff/box-sets'>;

/** Every write shows in the activity log and on the shop's page of the box set. */
export const boxSets = staffResource('/staff/box-sets', {
  localized: true,
  alsoChanges: [['staff', 'activity'], ['box-set']],
});

/** The books whose title (or ISBN) holds `search`, to put in a box set; nothing is asked for a blank search. */
export function useBookSearch(search: string) {
  const text = search.trim();
  return useQuery({
    queryKey: ['staff', 'books', 'box-set-search', text],
    queryFn: async ({ signal }) =>
      (await staffApi('GET /staff/books', { query: { search: text, per_page: 8 }, signal })).data,
    enabled: text.length > 0,
  });
}
