import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RightsTitle, RightsTitleBody } from '#shared/contract/rights-catalogue.ts';
import type { Lang } from '#shared/lang.ts';
import { apiConfig } from '#web/api/client.ts';
import { toast } from '#web/api/toast.ts';
import { staffApi } from '../../console/api.ts';

/* A book's entry on the rights list (admin, editor), cached under ['staff', 'rights-titles', book id]. */

const titleKey = (bookId: number) => ['staff', 'rights-titles', bookId] as const;

/** The public rights catalogue in `lang`, as it is handed out. */
export const catalogueLink = (lang: Lang) => `${apiConfig.base}/rights/catalogue.pdf?lang=${lang}`;

export function useRightsTitle(bookId: number) {
  return useQuery({
    queryKey: titleKey(bookId),
    queryFn: async ({ signal }) =>
      (await staffApi('GET /staff/rights/titles/:id', { params: { id: bookId }, signal })).data,
    staleTime: 0,
    retry: false,
  });
}

/** After a write: the entry as the server has it now (null once removed), and the activity asked again. */
function useSaved(bookId: number) {
  const queries = useQueryClient();
  return (data: RightsTitle | null, message: string) => {
    queries.setQueryData(titleKey(bookId), data);
    void queries.invalidateQueries({ queryKey: ['staff', 'activity'] });
    toast.success(message);
  };
}

export function useSaveRightsTitle(bookId: number) {
  const saved = useSaved(bookId);
  return useMutation({
    mutationFn: (body: RightsTitleBody) =>
      staffApi('PUT /staff/rights/titles/:id', { params: { id: bookId }, body }),
    onSuccess: ({ data, message }) => saved(data, message),
  });
}

export function useRemoveRightsTitle(bookId: number) {
  const saved = useSaved(bookId);
  return useMutation({
    mutationFn: () => staffApi('DELETE /staff/rights/titles/:id', { params: { id: bookId } }),
    onSuccess: ({ message }) => saved(null, message),
  });
}
