import { keepPreviousData, skipToken, useMutation, useQuery } from '@tanstack/react-query';
import type { MessageBody } from '#shared/contract/content.ts';
import { api } from '#web/api/client.ts';
import { paged } from '#web/api/paged.ts';
import { useLanguage } from '#web/state/language.ts';

/*
 * Calls of spec §7 that feed the content pages. Answers carry texts in the request's language, so
 * every query key holds the language: switching it fetches the other language's texts.
 */

/** GET /new-articles?page&pagination=1: one page of Kashkoul articles. */
export function useKashkoulArticles(page: number) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: ['new-articles', page, language],
    queryFn: async ({ signal }) =>
      paged(await api('GET /new-articles', { query: { page, pagination: 1 }, signal })),
    placeholderData: keepPreviousData,
  });
}

/** GET /akhbars?page&pagination=1: one page of news items. */
export function useNews(page: number) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: ['akhbars', page, language],
    queryFn: async ({ signal }) =>
      paged(await api('GET /akhbars', { query: { page, pagination: 1 }, signal })),
    placeholderData: keepPreviousData,
  });
}

/** GET /akhbars/{id}: one news item; not called without a valid id. */
export function useNewsItem(id: number | undefined) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: ['akhbars', 'item', id, language],
    queryFn:
      id === undefined ? skipToken : ({ signal }) => api('GET /akhbars/:id', { params: { id }, signal }),
    select: (answer) => answer.data,
  });
}

/** GET /links?link_type_id=: the links of one type. */
export function useLinks(linkTypeId: number | undefined) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: ['links', linkTypeId, language],
    queryFn:
      linkTypeId === undefined
        ? skipToken
        : ({ signal }) => api('GET /links', { query: { link_type_id: linkTypeId }, signal }),
    select: (answer) => answer.data,
  });
}

/** GET /our-terms: the privacy terms. */
export function useTerms() {
  const { language } = useLanguage();
  return useQuery({
    queryKey: ['our-terms', language],
    queryFn: ({ signal }) => api('GET /our-terms', { signal }),
    select: (answer) => answer.data,
  });
}

/** POST /messages: the contact form. */
export function useSendMessage() {
  return useMutation({
    mutationFn: (body: MessageBody) => api('POST /messages', { body }),
  });
}

/** POST /subscribes/unsubscribe?token=: the unsubscribe link's page, once the reader confirms. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) => api('POST /subscribes/unsubscribe', { query: { token } }),
  });
}
