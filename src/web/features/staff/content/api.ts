import { useQueryClient } from '@tanstack/react-query';
import { type StaffLinkType, staffLinkTypeBodySchema } from '#shared/contract/staff-content.ts';
import type { NamedRow, NamedSource } from '../catalogue/index.ts';
import { staffApi } from '../console/api.ts';
import { type QueryOf, staffResource } from '../console/resource/index.ts';

/* The calls of the news, Kashkoul and links screens, cached under ['staff', 'news' | 'kashkoul' | …]. */

export type ArticleKind = 'news' | 'kashkoul';
export type ArticlesQuery = QueryOf<'/staff/news'>;
export type LinksQuery = QueryOf<'/staff/links'>;

/** The dashboard counts the news and the articles. */
const articleOptions = { localized: true, alsoChanges: [['staff', 'dashboard']] };

export const articles = {
  news: staffResource('/staff/news', articleOptions),
  kashkoul: staffResource('/staff/kashkoul', articleOptions),
};

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

/** The links; the link types' counts change with them. */
export const links = staffResource('/staff/links', {
  localized: true,
  alsoChanges: [['staff', 'link-types']],
});
