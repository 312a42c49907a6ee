import { keepPreviousData, skipToken, useMutation, useQuery } from '@tanstack/react-query';
import type { WaitlistBody } from '#shared/contract/preorders.ts';
import { api, preloadedAnswer } from '#web/api/client.ts';

/** A query's first data when the app's first script has it already (see preloadedAnswer); else nothing. */
export function initially<T>(answer: T | undefined): { initialData: T } | Record<string, never> {
  return answer === undefined ? {} : { initialData: answer };
}

/**
 * The books of the given ids (GET /books?ids[]=…), in one request. Books removed from the
 * catalogue are simply missing from the answer. Stock changes, so it is asked again on every visit.
 */
export function useBooksByIds(ids: number[]) {
  const sorted = [...ids].sort((a, b) => a - b);
  return useQuery({
    queryKey: ['cart-books', sorted],
    queryFn: ({ signal }) => api('GET /books', { query: { ids: sorted }, signal }),
    select: (answer) => answer.data,
    enabled: sorted.length > 0,
    staleTime: 0,
    // Removing a line keeps the other lines on screen while the smaller list loads.
    placeholderData: keepPreviousData,
  });
}

/** What the catalogue's `GET /books` accepts (spec §7); empty values are left out of the URL. */
export type BooksFilter = {
  page?: number;
  limit?: number;
  comming_soon?: 1;
  most_popular?: 1;
  book_category_id?: number;
  writer_id?: number;
  search?: string;
  title?: string;
  topic?: string;
  writer_name?: string;
  isbn?: string;
  publish_date?: string;
};

/** One list or page of books. Paginated answers keep the previous page on screen while the next loads. */
export function useBooks(filter: BooksFilter, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['books', filter],
    queryFn: ({ signal }) => api('GET /books', { query: filter, signal }),
    // Shown at once when the app's first script asked for it already.
    ...initially(preloadedAnswer('GET /books', { query: filter })),
    enabled: options.enabled ?? true,
    placeholderData: filter.page === undefined ? undefined : keepPreviousData,
  });
}

/**
 * One book for its details page. Opened again, the page shows what it had at once and asks the server
 * anew: the price and the stock a reader buys from must be today's, whatever staff changed meanwhile.
 */
export function useBook(id: number | undefined) {
  return useQuery({
    queryKey: ['book', id],
    queryFn: id === undefined ? skipToken : ({ signal }) => api('GET /books/:id', { params: { id }, signal }),
    // Shown at once when the app's first script asked for it already; asked anew all the same.
    ...initially(id === undefined ? undefined : preloadedAnswer('GET /books/:id', { params: { id } })),
    select: (answer) => answer.data,
    staleTime: 0,
  });
}

export function useCategories() {
  return useQuery({
    queryKey: ['book-categories'],
    queryFn: ({ signal }) => api('GET /book-categories', { signal }),
    select: (answer) => answer.data,
  });
}

export function useWriters() {
  return useQuery({
    queryKey: ['writers'],
    queryFn: ({ signal }) => api('GET /writers', { signal }),
    select: (answer) => answer.data,
  });
}

/** 'Tell me when it's out' (decision 056): a visitor sends an address, a signed-in reader nothing. */
export function useJoinWaitlist(bookId: number) {
  return useMutation({
    mutationFn: (body: WaitlistBody) => api('POST /books/:id/waitlist', { params: { id: bookId }, body }),
  });
}
