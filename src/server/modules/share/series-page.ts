import { list } from '#server/i18n/index.ts';
import type { SharedSeries } from '#server/modules/catalog/index.ts';
import { escapeHtml } from '#server/services/mail-layout.ts';
import { SHOP_NAME } from '#shared/brand.ts';
import {
  bothLinks,
  mediaUrl,
  meta,
  missingPage,
  page,
  seriesLinks,
  seriesPagePath,
  shareTexts,
  shareUrl,
  shortened,
  writerShareUrl,
} from './pages.ts';
import { jsonLdScript, seriesGraph } from './structured-data.ts';

/*
 * The page a shared series link opens: the series' name in Arabic then English, its books shown by
 * their number, each by its share address, as tags for link previews and schema.org JSON-LD for
 * crawlers; then the series' page in the shop, through a meta refresh and a plain link.
 */

/** A series' share page; `mediaBase` where /media is read (the shop's own or the CDN's). */
export function seriesSharePage(
  series: SharedSeries,
  publicUrl: string,
  mediaBase = `${publicUrl}/media`,
): string {
  const links = seriesLinks(publicUrl, series.id);
  const target = seriesPagePath(series.id);
  const nameEn = series.nameEn.trim() !== series.nameAr ? series.nameEn.trim() : '';
  const titles = list(
    'ar',
    series.books.map((book) => book.titleAr),
  );
  const description = shortened([nameEn, titles].filter(Boolean).join(' — ')) || series.nameAr;
  const image = series.coverJpeg ? mediaUrl(mediaBase, series.coverJpeg) : undefined;
  const tags = [
    `<title>${escapeHtml(`${series.nameAr} | ${SHOP_NAME.ar}`)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(links.url)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', SHOP_NAME.ar),
    meta('property', 'og:locale', 'ar_AR'),
    meta('property', 'og:locale:alternate', 'en_US'),
    meta('property', 'og:title', series.nameAr),
    meta('property', 'og:description', description),
    meta('property', 'og:url', links.url),
    ...(image ? [meta('property', 'og:image', image), meta('property', 'og:image:alt', series.nameAr)] : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', series.nameAr),
    meta('name', 'twitter:description', description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
    `<meta http-equiv="refresh" content="0;url=${escapeHtml(target)}">`,
    jsonLdScript(
      seriesGraph(series, {
        ...links,
        publicUrl,
        image,
        bookUrl: (id) => shareUrl(publicUrl, id),
        writerUrl: (id) => writerShareUrl(publicUrl, id),
      }),
    ),
  ];
  // An ordered list numbered as the series numbers its books, gaps and all.
  const books = series.books.map(
    (book) => `<li value="${book.number}"><a href="/b/${book.id}">${escapeHtml(book.titleAr)}</a></li>`,
  );
  const body = [
    image ? `<img src="${escapeHtml(image)}" alt="${escapeHtml(series.nameAr)}">` : '',
    `<h1>${escapeHtml(series.nameAr)}</h1>`,
    nameEn ? `<p lang="en" dir="ltr">${escapeHtml(nameEn)}</p>` : '',
    books.length
      ? `<h2>${escapeHtml(shareTexts.ar.seriesBooks)} · <span lang="en">${escapeHtml(shareTexts.en.seriesBooks)}</span></h2>\n<ol>${books.join('')}</ol>`
      : '',
    bothLinks(target, 'openSeries'),
  ];
  return page(tags.join('\n'), body.filter(Boolean).join('\n'));
}

export const seriesMissingPage = () => missingPage('seriesMissingTitle', 'seriesMissingHeading');
