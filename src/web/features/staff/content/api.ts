import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '#shared/contract/endpoints.ts';
import {
  type StaffArticleBody,
  type StaffLinkBody,
  type StaffLinkType,
  staffLinkTypeBodySchema,
} from '#shared/contract/staff-content.ts';
import { toast } from '#web/api/toast.ts';
import { useLanguage } from '#web/state/language.ts';
import { staffApi, useStaffList } from '../console/api.ts';
import type { NamedRow, NamedSource } from '../taxonomy/index.ts';

/* The calls of the news, Kashkoul and links screens, cached under ['staff', 'news' | 'kashkoul' | …]. */

export type ArticleKind = 'news' | 'kashkoul';
export type ArticlesQuery = NonNullable<RequestOf<'GET /staff/news'>['query']>;
export type LinksQuery = NonNullable<RequestOf<'GET /staff/links'>['query']>;

const listCall = (kind: ArticleKind, query: ArticlesQuery, signal: AbortSignal) =>
  kind === 'news'
    ? staffApi('GET /staff/news', { query, signal })
    : staffApi('GET /staff/kashkoul', { query, signal });

export function useArticles(kind: ArticleKind, query: ArticlesQuery) {
  const { language } = useLanguage();
  return useStaffList(['staff', kind, 'list', query, language], (signal) => listCall(kind, query, signal));
}

export function useArticle(kind: ArticleKind, id: number | undefined) {
  return useQuery({
    queryKey: ['staff', kind, 'one', id],
    queryFn: async ({ signal }) => {
      const params = { id: id! };
      const answer =
        kind === 'news'
          ? await staffApi('GET /staff/news/:id', { params, signal })
          : await staffApi('GET /staff/kashkoul/:id', { params, signal });
      return answer.data;
    },
    enabled: id !== undefined,
    staleTime: 0,
    retry: false,
  });
}

/** After a write: every list and the item asked again, and the server's message shown. */
function useWritten(key: string) {
  const queries = useQueryClient();
  return ({ message }: { message: string }) => {
    void queries.invalidateQueries({ queryKey: ['staff', key] });
    void queries.invalidateQueries({ queryKey: ['staff', 'dashboard'] });
    toast.success(message);
  };
}

/** Adds an item (no id) or changes one. */
export function useSaveArticle(kind: ArticleKind) {
  const written = useWritten(kind);
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: StaffArticleBody }) => {
      if (kind === 'news') {
        return id === undefined
          ? staffApi('POST /staff/news', { body })
          : staffApi('PUT /staff/news/:id', { params: { id }, body });
      }
      return id === undefined
        ? staffApi('POST /staff/kashkoul', { body })
        : staffApi('PUT /staff/kashkoul/:id', { params: { id }, body });
    },
    onSuccess: written,
  });
}

export function useDeleteArticle(kind: ArticleKind) {
  const written = useWritten(kind);
  return useMutation({
    mutationFn: (id: number) =>
      kind === 'news'
        ? staffApi('DELETE /staff/news/:id', { params: { id } })
        : staffApi('DELETE /staff/kashkoul/:id', { params: { id } }),
    onSuccess: written,
  });
}

/** A new picture or PDF: the item and the lists show it. */
export function useFilesChanged(key: string) {
  const queries = useQueryClient();
  return () => void queries.invalidateQueries({ queryKey: ['staff', key] });
}

/* ---------- link types (the shared named list) and links ---------- */

const linkType = (row: StaffLinkType): NamedRow => ({
  id: row.id,
  ar: row.title_ar,
  en: row.title_en,
  sort: row.sort,
  count: row.links_count,
});

export const linkTypesSource: NamedSource = {
  key: 'link-types',
  ns: 'staff-content',
  prefix: 'linkTypes',
  field: 'title',
  ordered: true,
  sorts: { text: 'title', count: 'links', place: 'sort' },
  defaultSort: { sort: 'sort', dir: 'asc' },
  schema: staffLinkTypeBodySchema,
  async list(query, signal) {
    const answer = await staffApi('GET /staff/link-types', {
      query: { ...query, sort: query.sort as 'sort' },
      signal,
    });
    return { data: answer.data.map(linkType), meta: answer.meta };
  },
  async save(id, body) {
    const answer =
      id === undefined
        ? await staffApi('POST /staff/link-types', { body: body as never })
        : await staffApi('PUT /staff/link-types/:id', { params: { id }, body });
    return { data: linkType(answer.data), message: answer.message };
  },
  remove: (id) => staffApi('DELETE /staff/link-types/:id', { params: { id } }),
  // A link type's name shows beside each of its links.
  alsoChanges: [['staff', 'links']],
};

export function useLinks(query: LinksQuery, enabled: boolean) {
  const { language } = useLanguage();
  return useStaffList(
    ['staff', 'links', 'list', query, language],
    (signal) => staffApi('GET /staff/links', { query, signal }),
    enabled,
  );
}

/** Adds a link (no id) or changes one; the link types' counts change with it. */
export function useSaveLink() {
  const written = useWritten('links');
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: StaffLinkBody }) =>
      id === undefined
        ? staffApi('POST /staff/links', { body })
        : staffApi('PUT /staff/links/:id', { params: { id }, body }),
    onSuccess: (answer) => {
      void queries.invalidateQueries({ queryKey: ['staff', 'link-types'] });
      written(answer);
    },
  });
}

export function useDeleteLink() {
  const written = useWritten('links');
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => staffApi('DELETE /staff/links/:id', { params: { id } }),
    onSuccess: (answer) => {
      void queries.invalidateQueries({ queryKey: ['staff', 'link-types'] });
      written(answer);
    },
  });
}
