import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '#shared/contract/endpoints.ts';
import type { NewsletterBody } from '#shared/contract/staff-newsletters.ts';
import { toast } from '#web/api/toast.ts';
import { staffApi, useStaffList } from '../console/api.ts';

/* The newsletters' calls (admin, editor), cached under ['staff', 'newsletters', …]. */

export type NewslettersQuery = NonNullable<RequestOf<'GET /staff/newsletters'>['query']>;

const newslettersKey = ['staff', 'newsletters'] as const;
/** While a newsletter is being sent, its page asks again this often to show how far it got. */
const PROGRESS_MS = 5000;

export function useNewsletters(query: NewslettersQuery) {
  return useStaffList([...newslettersKey, 'list', query], (signal) =>
    staffApi('GET /staff/newsletters', { query, signal }),
  );
}

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

function useWritten() {
  const queries = useQueryClient();
  return ({ message }: { message: string }) => {
    void queries.invalidateQueries({ queryKey: newslettersKey });
    toast.success(message);
  };
}

/** Writes a new draft (no id) or rewrites one. */
export function useSaveNewsletter() {
  const written = useWritten();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: NewsletterBody }) =>
      id === undefined
        ? staffApi('POST /staff/newsletters', { body })
        : staffApi('PUT /staff/newsletters/:id', { params: { id }, body }),
    onSuccess: written,
  });
}

export function useSendNewsletter(id: number) {
  const written = useWritten();
  return useMutation({
    mutationFn: () => staffApi('POST /staff/newsletters/:id/send', { params: { id } }),
    onSuccess: written,
  });
}
