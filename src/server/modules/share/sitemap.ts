import type { ListedBook } from '#server/modules/catalog/index.ts';
import type { listedArticles } from '#server/modules/content/index.ts';
import { articleShareUrl } from './article-page.ts';
import { boxSetShareUrl } from './box-set-page.ts';
import { seriesShareUrl, shareUrl, writerShareUrl } from './pages.ts';

/* What crawlers read first: where they may go, and every page worth finding. */

const escapeXml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** The ids of these books' writers or series, each once, in order. */
const idsOf = (books: ListedBook[], key: 'writerId' | 'seriesId') =>
  [...new Set(books.flatMap((book) => (book[key] === null ? [] : [book[key]])))].sort((a, b) => a - b);

export function robotsTxt(publicUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
}

/**
 * The shop's home; each book's share address; each news item's and Kashkoul article's, dated by the
 * day it was published; the share address of each writer and of each series with a book listed (a
 * writer's page changes with their biography too, a series' with its name, which no date here
 * follows, so they have no lastmod); and each box set switched on, dated by its last change. The
 * shop's other pages are hash routes (`/#/books`), which crawlers fold into the home page, so they
 * have no address of their own to list.
 */
export function sitemapXml(
  publicUrl: string,
  books: ListedBook[],
  boxSets: { id: number; updatedAt: Date }[],
  articles: Awaited<ReturnType<typeof listedArticles>>,
): string {
  const entry = (loc: string, lastmod?: Date) =>
    `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
  const urls = [
    entry(`${publicUrl}/`),
    ...books.map((book) => entry(shareUrl(publicUrl, book.id), book.updatedAt)),
    ...idsOf(books, 'writerId').map((id) => entry(writerShareUrl(publicUrl, id))),
    ...idsOf(books, 'seriesId').map((id) => entry(seriesShareUrl(publicUrl, id))),
    ...boxSets.map((boxSet) => entry(boxSetShareUrl(publicUrl, boxSet.id), boxSet.updatedAt)),
    ...(['news', 'kashkoul'] as const).flatMap((kind) =>
      articles[kind].map((item) =>
        entry(articleShareUrl(publicUrl, kind, item.id), new Date(`${item.articleDate}T00:00:00Z`)),
      ),
    ),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
