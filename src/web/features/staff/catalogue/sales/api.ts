import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '#web/api/client.ts';
import { staffApi } from '../../console/api.ts';
import { useCategoryChoices, useWriterChoices } from '../../console/choices.ts';
import { type QueryOf, staffResource } from '../../console/resource/index.ts';

/* The calls of the sales screen, cached under ['staff', 'sales']. */

export type SalesQuery = QueryOf<'/staff/sales'>;

/** Every write shows in the activity log. */
export const sales = staffResource('/staff/sales', { alsoChanges: [['staff', 'activity']] });

/** Ends a running sale now. */
export function useEndSale() {
  const written = sales.useWritten();
  return useMutation({
    mutationFn: (id: number) => staffApi('POST /staff/sales/:id/end', { params: { id } }),
    onSuccess: written,
  });
}

/** The shop's categories and writers, for the form's selects. */
export function useSaleChoices() {
  const writers = useWriterChoices();
  const categories = useCategoryChoices();
  return { writers: writers.data ?? [], categories: categories.data ?? [] };
}

/** The titles of the books a sale names, as the catalogue shows them (hidden books are missing). */
export function useSaleBooks(ids: unknown) {
  const wanted = (Array.isArray(ids) ? ids : [])
    .filter((id): id is number => Number.isInteger(id) && id > 0)
    .slice(0, 50)
    .sort((a, b) => a - b);
  return useQuery({
    queryKey: ['staff', 'sale-books', wanted],
    queryFn: ({ signal }) => api('GET /books', { query: { ids: wanted }, signal, quiet: true }),
    select: (answer) => answer.data,
    enabled: wanted.length > 0,
  });
}
