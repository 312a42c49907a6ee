import type { Article, LinkItem } from '#shared/contract/content.ts';
import { paginationMeta } from '#shared/pagination.ts';

/** A news item or article shaped as GET /akhbars and GET /new-articles answer it. */
export function articleOf(id: number, overrides: Partial<Article> & { pdf?: string | null } = {}): Article {
  const { pdf = `akhbars/${id}.pdf`, ...rest } = overrides;
  const image = [{ file_name: `akhbars/${id}.png` }];
  const pdfs = pdf ? [{ file_name: pdf }] : [];
  return {
    id,
    title: `خبر ${id}`,
    title_ar: `خبر ${id}`,
    title_en: `News ${id}`,
    description: `<p>تفاصيل الخبر ${id}</p>`,
    description_ar: `<p>تفاصيل الخبر ${id}</p>`,
    description_en: `<p>Details of news ${id}</p>`,
    article_date: '2025-09-24',
    issue_number: 100 + id,
    files: { image, pdf: pdfs, columns: { image, pdf: pdfs } },
    ...rest,
  };
}

/** `{data, meta}` of one page, as the API answers `page&pagination=1`. */
export function pageOf<T>(data: T[], page: number, lastPage: number, path: string) {
  const perPage = 10;
  return {
    data,
    meta: paginationMeta({ page, perPage, total: (lastPage - 1) * perPage + data.length, path }),
  };
}

export function linkOf(id: number, overrides: Partial<LinkItem> = {}): LinkItem {
  return {
    id,
    name: `رابط ${id}`,
    name_ar: `رابط ${id}`,
    name_en: `Link ${id}`,
    link: `https://site${id}.example.org/path`,
    link_type_id: 3,
    link_type_title_ar: 'مواقع صديقة',
    link_type_title_en: 'Friendly sites',
    files: { columns: { image: [{ file_name: `links/${id}.png` }] } },
    ...overrides,
  };
}
