import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '#shared/contract/endpoints.ts';
import type {
  StaffContactBody,
  StaffSeoBody,
  StaffSocialMediaBody,
  StaffTermsBody,
} from '#shared/contract/staff-pages.ts';
import { toast } from '#web/api/toast.ts';
import { staffApi, useStaffList } from '../console/api.ts';

/* The site pages' and settings' calls, cached under ['staff', 'pages', …]. */

const pagesKey = ['staff', 'pages'] as const;

export type SocialMediaQuery = NonNullable<RequestOf<'GET /staff/social-media'>['query']>;

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

export function useSocialMediaList(query: SocialMediaQuery) {
  return useStaffList([...pagesKey, 'social', query], (signal) =>
    staffApi('GET /staff/social-media', { query, signal }),
  );
}

/** Adds an entry (no id) or changes one. */
export function useSaveSocialMedia() {
  const written = useAfterWrite('social');
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: StaffSocialMediaBody }) =>
      id === undefined
        ? staffApi('POST /staff/social-media', { body })
        : staffApi('PUT /staff/social-media/:id', { params: { id }, body }),
    onSuccess: ({ message }) => written(message),
  });
}

export function useDeleteSocialMedia() {
  const written = useAfterWrite('social');
  return useMutation({
    mutationFn: (id: number) => staffApi('DELETE /staff/social-media/:id', { params: { id } }),
    onSuccess: ({ message }) => written(message),
  });
}
