import { keepPreviousData, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/api/client.ts';
import { paged } from '#web/api/paged.ts';
import { useLanguage } from '#web/state/language.ts';
import { ownedActions } from '#web/state/owned.ts';
import { useSession } from '#web/state/session.ts';

/*
 * The client's orders and PDFs. Names in the answers (status, payment type, type) come in the
 * request's language, so every key carries the language and a switch asks again.
 */

export function useOrders(page: number) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: ['orders', 'list', page, language],
    queryFn: ({ signal }) => api('GET /orders', { query: { page }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useOrder(id: number | undefined) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: ['orders', 'one', id, language],
    queryFn:
      id === undefined ? skipToken : ({ signal }) => api('GET /orders/:id', { params: { id }, signal }),
    select: (answer) => answer.data,
    staleTime: 0,
  });
}

export function useOrderLines(id: number | undefined) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: ['orders', 'lines', id, language],
    queryFn:
      id === undefined
        ? skipToken
        : ({ signal }) => api('GET /order-details', { query: { order_id: id }, signal }),
    select: (answer) => answer.data,
  });
}

export function useCancelOrder() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api('POST /orders/:id/cancel', { params: { id } }),
    onSuccess: () => queries.invalidateQueries({ queryKey: ['orders'] }),
  });
}

/** The PDFs the client bought, a page at a time, for /my-books. */
export function useOwnedPdfs(page: number) {
  const { language } = useLanguage();
  const { client } = useSession();
  return useQuery({
    queryKey: ['orders', 'owned-pdfs', client.id, page, language],
    queryFn: async ({ signal }) =>
      paged(await api('GET /client-pdf-books', { query: { client_id: client.id, page }, signal })),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Sets the local `owned` list (spec §3) to what the server says the client owns. */
export async function refreshOwned(clientId: number): Promise<void> {
  const answer = await api('GET /client-pdf-books', {
    query: { client_id: clientId },
    quiet: true,
  });
  ownedActions.replace(answer.data.map((owned) => owned.book_id));
}

/**
 * Keeps the local `owned` list the server's once a client is logged in on this browser: at login
 * (a new browser has none), at start, and after each change of the orders (a paid order).
 */
function useOwnedSync() {
  const { client, loggedIn } = useSession();
  useQuery({
    queryKey: ['orders', 'owned-ids', client.id],
    queryFn: async () => {
      await refreshOwned(client.id);
      return client.id;
    },
    enabled: loggedIn,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The owned list's sync (`useOwnedSync`) as the frame renders it, for a signed-in client. */
export function OwnedSync(): null {
  useOwnedSync();
  return null;
}
