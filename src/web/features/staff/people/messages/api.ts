import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactReplyBody, StaffContactMessage } from '#shared/contract/staff-messages.ts';
import { toast } from '#web/api/toast.ts';
import { staffApi } from '../../console/api.ts';
import { type QueryOf, staffResource } from '../../console/resource/index.ts';

/* The contact inbox's calls (admin, orders), cached under ['staff', 'messages', …]. */

export type MessagesQuery = QueryOf<'/staff/messages'>;

export const messages = staffResource('/staff/messages', { localized: true });
const messagesKey = messages.key;

/** One message; opening it marks it read, so the lists are asked again once it arrives. */
export function useMessage(id: number) {
  const queries = useQueryClient();
  return useQuery({
    queryKey: [...messagesKey, 'one', id],
    queryFn: async ({ signal }) => {
      const answer = await staffApi('GET /staff/messages/:id', { params: { id }, signal });
      void queries.invalidateQueries({ queryKey: [...messagesKey, 'list'] });
      return answer.data;
    },
    staleTime: 0,
    retry: false,
  });
}

function useChanged(id: number) {
  const queries = useQueryClient();
  return (answer: { data: StaffContactMessage; message: string }) => {
    queries.setQueryData<StaffContactMessage>([...messagesKey, 'one', id], answer.data);
    void queries.invalidateQueries({ queryKey: [...messagesKey, 'list'] });
    toast.success(answer.message);
  };
}

export function useMarkMessage(id: number) {
  const changed = useChanged(id);
  return useMutation({
    mutationFn: (read: boolean) =>
      read
        ? staffApi('POST /staff/messages/:id/read', { params: { id } })
        : staffApi('POST /staff/messages/:id/unread', { params: { id } }),
    onSuccess: changed,
  });
}

export function useReply(id: number) {
  const changed = useChanged(id);
  return useMutation({
    mutationFn: (body: ContactReplyBody) =>
      staffApi('POST /staff/messages/:id/reply', { params: { id }, body }),
    onSuccess: changed,
  });
}
