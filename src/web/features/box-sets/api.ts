import { skipToken, useQuery } from '@tanstack/react-query';
import type { BoxSet } from '#shared/contract/box-sets.ts';
import { ApiError, api } from '#web/api/client.ts';

/* The box sets' calls, loaded with the pages that show box sets, never with the shop's first page. */

/** One box set on sale (GET /box-sets/{id}): its books in order, its price and what it saves. */
export function useBoxSet(id: number | undefined) {
  return useQuery({
    queryKey: ['box-set', id],
    queryFn:
      id === undefined ? skipToken : ({ signal }) => api('GET /box-sets/:id', { params: { id }, signal }),
    select: (answer) => answer.data,
  });
}

/** A box set of the cart as the shop answers it now; null once it no longer sells it (404). */
async function cartBoxSet(id: number, signal: AbortSignal): Promise<BoxSet | null> {
  try {
    return (await api('GET /box-sets/:id', { params: { id }, signal, quiet: true })).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * The box sets of the cart, by id, asked together: each one on sale, or null when the shop no longer
 * sells it. Cached under ['box-set'], which a staff change of a box set asks again.
 */
export function useBoxSetsByIds(ids: number[]) {
  const sorted = [...ids].sort((a, b) => a - b);
  const query = useQuery({
    queryKey: ['box-set', 'cart', sorted],
    queryFn: async ({ signal }) =>
      new Map(await Promise.all(sorted.map(async (id) => [id, await cartBoxSet(id, signal)] as const))),
    enabled: sorted.length > 0,
    staleTime: 0,
  });
  return {
    byId: query.data ?? new Map<number, BoxSet | null>(),
    pending: sorted.length > 0 && query.isPending,
    failed: query.isError,
    refetch: query.refetch,
  };
}
