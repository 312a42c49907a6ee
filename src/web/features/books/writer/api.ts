import { skipToken, useQuery } from '@tanstack/react-query';
import { api, preloadedAnswer } from '#web/api/client.ts';
import { initially } from '../api.ts';

/* The writers' own calls, loaded with the pages that show writers, not with the shop's first script. */

/** One writer's page (GET /writers/{id}): life, biography, photo. */
export function useWriter(id: number | undefined) {
  return useQuery({
    queryKey: ['writer', id],
    queryFn:
      id === undefined ? skipToken : ({ signal }) => api('GET /writers/:id', { params: { id }, signal }),
    // Shown at once when the app's first script asked for it already.
    ...initially(id === undefined ? undefined : preloadedAnswer('GET /writers/:id', { params: { id } })),
    select: (answer) => answer.data,
  });
}

/** The writers whose name holds every word of `search` (folded as the books' search folds it). */
export function useWritersNamed(search: string) {
  const text = search.trim();
  return useQuery({
    queryKey: ['writers', 'named', text],
    queryFn: ({ signal }) => api('GET /writers', { query: { search: text }, signal }),
    select: (answer) => answer.data,
    enabled: text !== '',
  });
}
