import type { ListedBook } from '#server/modules/catalog/index.ts';
import { shareUrl, writerShareUrl } from './pages.ts';

/* What crawlers read first: where they may go, and every page worth finding. */

const escapeXml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** The writers of these books, each once, by id. */
const writersOf = (books: ListedBook[]) =>
  [...new Set(books.flatMap((book) => (book.writerId === null ? [] : [book.writerId])))].sort(
    (a, b) => a - b,
  );

export function robotsTxt(publicUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
}

/**
 * The shop's home, each book's share address, and the share address of each writer with a book listed
 * (a writer's page changes with their biography too, which no date here follows, so it has no
 * lastmod). The shop's other pages are hash routes (`/#/books`), which crawlers fold into the home
 * page, so they have no address of their own to list.
 */
export function sitemapXml(publicUrl: string, books: ListedBook[]): string {
  const entry = (loc: string, lastmod?: Date) =>
    `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
  const urls = [
    entry(`${publicUrl}/`),
    ...books.map((book) => entry(shareUrl(publicUrl, book.id), book.updatedAt)),
    ...writersOf(books).map((id) => entry(writerShareUrl(publicUrl, id))),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
