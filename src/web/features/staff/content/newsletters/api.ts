import { useMutation, useQuery } from '@tanstack/react-query';
import { staffApi } from '../../console/api.ts';
import { type QueryOf, staffResource } from '../../console/resource/index.ts';

/* The newsletters' calls (admin, editor), cached under ['staff', 'newsletters', …]. */

export type NewslettersQuery = QueryOf<'/staff/newsletters'>;

export const newsletters = staffResource('/staff/newsletters');
const newslettersKey = newsletters.key;
/** While a newsletter is being sent, its page asks again this often to show how far it got. */
const PROGRESS_MS = 5000;

export function useNewsletter(id: number | undefined) {
  return useQuery({
    queryKey: [...newslettersKey, 'one', id],
    queryFn: ({ signal }) => staffApi('GET /staff/newsletters/:id', { params: { id: id! }, signal }),
    enabled: id !== undefined,
    staleTime: 0,
    retry: false,
    refetchInterval: (query) => (query.state.data?.data.status === 'sending' ? PROGRESS_MS : false),
  });
}

export function useSendNewsletter(id: number) {
  const written = newsletters.useWritten();
  return useMutation({
    mutationFn: () => staffApi('POST /staff/newsletters/:id/send', { params: { id } }),
    onSuccess: written,
  });
}
