import { keepPreviousData, skipToken, useMutation, useQuery } from '@tanstack/react-query';
import type { RightsEnquiryBody } from '#shared/contract/rights.ts';
import { mainMarketsFirst } from '#shared/country-order.ts';
import { api } from '#web/api/client.ts';
import { useLanguage } from '#web/state/language.ts';

/* The rights enquiry page's calls (decision 093): finding the book, and sending the enquiry. */

/** Fewer letters find too much to choose from. */
export const BOOK_SEARCH_MIN = 2;
const BOOK_RESULTS = 8;

/** Books of the catalogue matching `search` (title, writer), a few at a time. */
export function useBookSearch(search: string) {
  const { language } = useLanguage();
  const text = search.trim();
  return useQuery({
    queryKey: ['rights-books', text, language],
    queryFn:
      text.length < BOOK_SEARCH_MIN
        ? skipToken
        : ({ signal }) =>
            api('GET /books', { query: { search: text, limit: BOOK_RESULTS }, signal, quiet: true }),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
  });
}

/** The book a link chose (`?book=ID`); nothing without one. */
export function useChosenBook(id: number | undefined) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: ['rights-book', id, language],
    queryFn:
      id === undefined
        ? skipToken
        : ({ signal }) => api('GET /books/:id', { params: { id }, signal, quiet: true }),
    select: (answer) => answer.data,
  });
}

/** The shop's countries named in the page's language (GET /countries), the Arab countries first. */
export function useCountryList() {
  const { language } = useLanguage();
  return useQuery({
    queryKey: ['countries', language],
    queryFn: ({ signal }) => api('GET /countries', { signal, quiet: true }),
    select: (answer) => mainMarketsFirst(answer.data),
  });
}

/** POST /rights/enquiries. */
export function useSendEnquiry() {
  return useMutation({
    mutationFn: (body: RightsEnquiryBody) => api('POST /rights/enquiries', { body }),
  });
}
