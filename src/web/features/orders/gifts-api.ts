import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/api/client.ts';
import { paged } from '#web/api/paged.ts';
import { toast } from '#web/api/toast.ts';
import { useLanguage } from '#web/state/language.ts';
import { useSession } from '#web/state/session.ts';
import { refreshOwned } from './api.ts';

/* The gifts a client bought (my gifts, resend) and the claim of a gift's link (decision 055). */

export function useMyGifts(page: number) {
  const { language } = useLanguage();
  const { client } = useSession();
  return useQuery({
    queryKey: ['gifts', client.id, page, language],
    queryFn: async ({ signal }) => paged(await api('GET /gifts', { query: { page }, signal })),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The gift mailed again with a new link; the list is asked again whatever the answer. */
export function useResendGift(done: string) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api('POST /gifts/:id/resend', { params: { id } }),
    onSuccess: () => toast.success(done),
    onSettled: () => queries.invalidateQueries({ queryKey: ['gifts'] }),
  });
}

/** Claims a gift with its link's token; the book joins the client's books. */
export function useClaimGift() {
  const { client } = useSession();
  return useMutation({
    mutationFn: (token: string) => api('POST /gifts/claim', { body: { token } }),
    onSuccess: () => refreshOwned(client.id).catch(() => undefined),
  });
}
