import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffContactBody, StaffSeoBody, StaffTermsBody } from '#shared/contract/staff-pages.ts';
import { toast } from '#web/api/toast.ts';
import { staffApi } from '../../console/api.ts';
import { type QueryOf, staffResource } from '../../console/resource/index.ts';

/* The site pages' and settings' calls, cached under ['staff', 'pages', …]. */

const pagesKey = ['staff', 'pages'] as const;

export type SocialMediaQuery = QueryOf<'/staff/social-media'>;

/** What the shop's own pages keep of each, asked again after a change made in this browser. */
const shopKeys = {
  privacy: ['our-terms'],
  contact: ['contact-us'],
  seo: ['seos'],
  social: ['social-medias'],
} as const;

function useAfterWrite(part: keyof typeof shopKeys) {
  const queries = useQueryClient();
  return (message: string) => {
    void queries.invalidateQueries({ queryKey: [...pagesKey, part] });
    void queries.invalidateQueries({ queryKey: shopKeys[part] });
    void queries.invalidateQueries({ queryKey: ['staff', 'activity'] });
    toast.success(message);
  };
}

const one = { staleTime: 0, retry: false } as const;

export function usePrivacy() {
  return useQuery({
    queryKey: [...pagesKey, 'privacy'],
    queryFn: async ({ signal }) => (await staffApi('GET /staff/pages/privacy', { signal })).data,
    ...one,
  });
}

export function useSavePrivacy() {
  const written = useAfterWrite('privacy');
  return useMutation({
    mutationFn: (body: StaffTermsBody) => staffApi('PUT /staff/pages/privacy', { body }),
    onSuccess: ({ message }) => written(message),
  });
}

export function useContact() {
  return useQuery({
    queryKey: [...pagesKey, 'contact'],
    queryFn: async ({ signal }) => (await staffApi('GET /staff/pages/contact', { signal })).data,
    ...one,
  });
}

export function useSaveContact() {
  const written = useAfterWrite('contact');
  return useMutation({
    mutationFn: (body: StaffContactBody) => staffApi('PUT /staff/pages/contact', { body }),
    onSuccess: ({ message }) => written(message),
  });
}

export function useSeoTexts() {
  return useQuery({
    queryKey: [...pagesKey, 'seo'],
    queryFn: async ({ signal }) => (await staffApi('GET /staff/pages/seo', { signal })).data,
    ...one,
  });
}

export function useSaveSeo() {
  const written = useAfterWrite('seo');
  return useMutation({
    mutationFn: (body: StaffSeoBody) => staffApi('PUT /staff/pages/seo', { body }),
    onSuccess: ({ message }) => written(message),
  });
}

/** The social media entries of the shop's top bar. */
export const socialMedia = staffResource('/staff/social-media', {
  key: [...pagesKey, 'social'],
  alsoChanges: [shopKeys.social, ['staff', 'activity']],
});
