import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '#shared/contract/endpoints.ts';
import { toast } from '#web/api/toast.ts';
import { useLanguage } from '#web/state/language.ts';
import { staffApi, useStaffList } from '../../console/api.ts';

/* The mail outbox's calls (admin, orders), cached under ['staff', 'mail', …]. */

export type MailQuery = NonNullable<RequestOf<'GET /staff/mail'>['query']>;

const mailKey = ['staff', 'mail'] as const;

export function useMailOutbox(query: MailQuery) {
  const { language } = useLanguage();
  return useStaffList([...mailKey, 'list', query, language], (signal) =>
    staffApi('GET /staff/mail', { query, signal }),
  );
}

/** A failed mail tried again; the list is asked again whatever the answer (409: it changed meanwhile). */
export function useRetryMail() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => staffApi('POST /staff/mail/:id/retry', { params: { id } }),
    onSuccess: (answer) => {
      toast.success(answer.message);
      void queries.invalidateQueries({ queryKey: ['staff', 'activity'] });
    },
    onSettled: () => queries.invalidateQueries({ queryKey: [...mailKey, 'list'] }),
  });
}
