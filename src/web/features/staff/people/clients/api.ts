import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '#shared/contract/endpoints.ts';
import type { StaffClient } from '#shared/contract/staff-clients.ts';
import { ApiError } from '#web/api/client.ts';
import { toast } from '#web/api/toast.ts';
import { staffApi, useStaffList } from '../../console/api.ts';

/* The clients' calls (admin, orders), cached under ['staff', 'clients', …]. */

export type ClientsQuery = NonNullable<RequestOf<'GET /staff/clients'>['query']>;

const clientsKey = ['staff', 'clients'] as const;

export function useClients(query: ClientsQuery) {
  return useStaffList([...clientsKey, 'list', query], (signal) =>
    staffApi('GET /staff/clients', { query, signal }),
  );
}

export function useClient(id: number) {
  return useQuery({
    queryKey: [...clientsKey, 'one', id],
    queryFn: async ({ signal }) =>
      (await staffApi('GET /staff/clients/:id', { params: { id }, signal })).data,
    staleTime: 0,
    retry: false,
  });
}

/** What staff do on a client's page; each answers with the client as the server now has them. */
export const CLIENT_ACTIONS = {
  code: 'POST /staff/clients/:id/activation-code',
  signOut: 'POST /staff/clients/:id/sessions/revoke',
  deactivate: 'POST /staff/clients/:id/deactivate',
  reactivate: 'POST /staff/clients/:id/reactivate',
  dismiss: 'POST /staff/clients/:id/deactivation-request/dismiss',
} as const;
export type ClientAction = keyof typeof CLIENT_ACTIONS;

/** Gives the client their downloads of a book back (POST …/books/:bookId/downloads/reset). */
export function useResetDownloads(id: number) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (bookId: number) =>
      staffApi('POST /staff/clients/:id/books/:bookId/downloads/reset', { params: { id, bookId } }),
    onSuccess: (answer) => {
      queries.setQueryData<StaffClient>([...clientsKey, 'one', id], answer.data);
      void queries.invalidateQueries({ queryKey: ['staff', 'activity'] });
      toast.success(answer.message);
    },
  });
}

export function useClientAction(id: number) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (action: ClientAction) => staffApi(CLIENT_ACTIONS[action], { params: { id } }),
    onSuccess: (answer: { data: StaffClient; message: string }) => {
      queries.setQueryData<StaffClient>([...clientsKey, 'one', id], answer.data);
      void queries.invalidateQueries({ queryKey: [...clientsKey, 'list'] });
      void queries.invalidateQueries({ queryKey: ['staff', 'activity'] });
      toast.success(answer.message);
    },
    // Refused (409: another member acted meanwhile): show the client as they are now.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        void queries.invalidateQueries({ queryKey: [...clientsKey, 'one', id] });
      }
    },
  });
}
