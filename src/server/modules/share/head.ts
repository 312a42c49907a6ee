import { escapeHtml } from '#server/services/mail-layout.ts';
import { SHOP_NAME } from '#shared/brand.ts';

/*
 * The head every share page writes for link previews and crawlers: the title, the description, the
 * canonical address, Open Graph and Twitter card tags, and the meta refresh that moves people on to
 * the page in the shop. What differs from page to page (JSON-LD, a price) comes after, as `extra`.
 */

export const meta = (attribute: 'property' | 'name', key: string, value: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;

export type ShareHead = {
  /** The page's name in Arabic, shown before the shop's name in the title. */
  title: string;
  description: string;
  /** The share address, the canonical one. */
  url: string;
  /** Where the shop shows the page (a hash route). */
  target: string;
  /** Open Graph's kind of page: a book is a product, a writer a profile, an article an article. */
  type: 'product' | 'profile' | 'website' | 'article';
  image?: string;
  /** Tags of this kind of page, after the common ones. */
  extra?: string[];
};

export function shareHead(head: ShareHead): string {
  const { title, description, url, image } = head;
  return [
    `<title>${escapeHtml(`${title} | ${SHOP_NAME.ar}`)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta('property', 'og:type', head.type),
    meta('property', 'og:site_name', SHOP_NAME.ar),
    meta('property', 'og:locale', 'ar_AR'),
    meta('property', 'og:locale:alternate', 'en_US'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    ...(image ? [meta('property', 'og:image', image), meta('property', 'og:image:alt', title)] : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
    `<meta http-equiv="refresh" content="0;url=${escapeHtml(head.target)}">`,
    ...(head.extra ?? []),
  ].join('\n');
}
