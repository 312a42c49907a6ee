import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PreorderBody, StaffPreorder } from '#shared/contract/preorders.ts';
import { toast } from '#web/api/toast.ts';
import { staffApi } from '../../console/api.ts';
import { type QueryOf, staffResource } from '../../console/resource/index.ts';

/* Pre-orders and waiting lists in the console (admin, editor), cached under ['staff', 'preorders' | 'waitlists', …]. */

export type WaitlistsQuery = QueryOf<'/staff/waitlists'>;

export const waitlists = staffResource('/staff/waitlists');

const preorderKey = (bookId: number) => ['staff', 'preorders', bookId] as const;

export function usePreorder(bookId: number) {
  return useQuery({
    queryKey: preorderKey(bookId),
    queryFn: async ({ signal }) =>
      (await staffApi('GET /staff/books/:id/preorder', { params: { id: bookId }, signal })).data,
    staleTime: 0,
    retry: false,
  });
}

/** After a write: the pre-order as the server has it now, the book, the lists and the activity asked again. */
function useSaved(bookId: number) {
  const queries = useQueryClient();
  return ({ data, message }: { data: StaffPreorder; message: string }) => {
    queries.setQueryData(preorderKey(bookId), data);
    void queries.invalidateQueries({ queryKey: ['staff', 'books'] });
    void queries.invalidateQueries({ queryKey: waitlists.key });
    void queries.invalidateQueries({ queryKey: ['staff', 'activity'] });
    toast.success(message);
  };
}

export function useSavePreorder(bookId: number) {
  return useMutation({
    mutationFn: (body: PreorderBody) =>
      staffApi('PUT /staff/books/:id/preorder', { params: { id: bookId }, body }),
    onSuccess: useSaved(bookId),
  });
}

export function useReleaseBook(bookId: number) {
  return useMutation({
    mutationFn: () => staffApi('POST /staff/books/:id/release', { params: { id: bookId } }),
    onSuccess: useSaved(bookId),
  });
}
