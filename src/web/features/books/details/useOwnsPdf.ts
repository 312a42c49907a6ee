import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '#web/api/client.ts';
import { ownedActions, useOwned } from '#web/state/owned.ts';
import { useSession } from '#web/state/session.ts';

/**
 * Whether the reader owns this book's PDF (spec §4): the local `owned` list, or, for a logged-in
 * client, the server's answer to GET /client-pdf-books (non-empty = owned), which is then
 * remembered locally. A local claim the server does not confirm is left alone: buying the PDF
 * again is refused by the server anyway.
 */
export function useOwnsPdf(bookId: number): boolean {
  const owned = useOwned();
  const { client, loggedIn } = useSession();
  const server = useQuery({
    // Under 'orders' so that a paid order (which invalidates the orders) asks again.
    queryKey: ['orders', 'owns-pdf', client.id, bookId],
    queryFn: ({ signal }) =>
      api('GET /client-pdf-books', {
        query: { client_id: client.id, book_id: bookId },
        signal,
        // A background check: a failure only means the local list decides.
        quiet: true,
      }),
    select: (answer) => answer.data.length > 0,
    enabled: loggedIn,
    staleTime: 0,
  });
  const ownedOnServer = server.data === true;
  useEffect(() => {
    if (ownedOnServer) ownedActions.add(bookId);
  }, [ownedOnServer, bookId]);
  return owned.has(bookId) || ownedOnServer;
}
