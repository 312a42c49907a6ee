import type { ListedBook } from '#server/modules/catalog/index.ts';
import { shareUrl } from './pages.ts';

/* What crawlers read first: where they may go, and every page worth finding. */

const escapeXml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

export function robotsTxt(publicUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
}

/**
 * The shop's home and each book's share address. The shop's other pages are hash routes (`/#/books`),
 * which crawlers fold into the home page, so they have no address of their own to list.
 */
export function sitemapXml(publicUrl: string, books: ListedBook[]): string {
  const entry = (loc: string, lastmod?: Date) =>
    `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
  const urls = [
    entry(`${publicUrl}/`),
    ...books.map((book) => entry(shareUrl(publicUrl, book.id), book.updatedAt)),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
