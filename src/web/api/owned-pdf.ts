import { skipToken, useQuery } from '@tanstack/react-query';
import { useSession } from '#web/state/session.ts';
import { api } from './client.ts';

/**
 * The client's owned copy of the book as the server lists it (GET /client-pdf-books with `book_id`,
 * downloads left among it): null once the server says they do not own it; a failure is left to the
 * caller (quiet).
 */
export function useOwnedPdf(bookId: number | undefined) {
  const { client, loggedIn } = useSession();
  return useQuery({
    // Under 'orders' so that a paid order (which invalidates the orders) asks again.
    queryKey: ['orders', 'owns-pdf', client.id, bookId],
    queryFn:
      loggedIn && bookId !== undefined
        ? ({ signal }) =>
            api('GET /client-pdf-books', {
              query: { client_id: client.id, book_id: bookId },
              signal,
              quiet: true,
            })
        : skipToken,
    select: (answer) => answer.data[0] ?? null,
    staleTime: 0,
  });
}
