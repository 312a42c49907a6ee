import { useMutation, useQuery } from '@tanstack/react-query';
import type { SubscribeBody } from '#shared/contract/content.ts';
import { useLanguage } from '#web/state/language.ts';
import { api } from './client.ts';

/** Record 1 holds the shop's own contact details (spec §9). */
export const CONTACT_RECORD_ID = 1;

/** Answers that depend on the language are cached per language: switching refetches them. */
function useLanguageKey() {
  return useLanguage().language;
}

/** `enabled: false` holds a query back (the frame's extras wait for the first page, see page-settled.ts). */
type QueryWhen = { enabled?: boolean };

export function useSocialMedias({ enabled = true }: QueryWhen = {}) {
  return useQuery({
    queryKey: ['social-medias'],
    queryFn: ({ signal }) => api('GET /social-medias', { signal }),
    select: (answer) => answer.data,
    enabled,
  });
}

export function useContactInfo({ enabled = true }: QueryWhen = {}) {
  const lang = useLanguageKey();
  return useQuery({
    queryKey: ['contact-us', CONTACT_RECORD_ID, lang],
    queryFn: ({ signal }) => api('GET /contact-us/:id', { params: { id: CONTACT_RECORD_ID }, signal }),
    select: (answer) => answer.data,
    enabled,
  });
}

export function useLinkTypes() {
  return useQuery({
    queryKey: ['link-types'],
    queryFn: ({ signal }) => api('GET /link-types', { signal }),
    select: (answer) => answer.data,
  });
}

export function useSeo({ enabled = true }: QueryWhen = {}) {
  const lang = useLanguageKey();
  return useQuery({
    queryKey: ['seos', lang],
    queryFn: ({ signal }) => api('GET /seos', { signal }),
    select: (answer) => answer.data,
    enabled,
  });
}

export function useSubscribe() {
  return useMutation({
    mutationFn: (body: SubscribeBody) => api('POST /subscribes', { body }),
  });
}
