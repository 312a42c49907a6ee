import { list } from '#server/i18n/index.ts';
import type { SharedSeries } from '#server/modules/catalog/index.ts';
import { escapeHtml } from '#server/services/mail-layout.ts';
import { shareHead } from './head.ts';
import {
  bothLinks,
  mediaUrl,
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
  const head = shareHead({
    title: series.nameAr,
    description,
    url: links.url,
    target,
    type: 'website',
    image,
    extra: [
      jsonLdScript(
        seriesGraph(series, {
          ...links,
          publicUrl,
          image,
          bookUrl: (id) => shareUrl(publicUrl, id),
          writerUrl: (id) => writerShareUrl(publicUrl, id),
        }),
      ),
    ],
  });
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
  return page(head, body.filter(Boolean).join('\n'));
}

export const seriesMissingPage = () => missingPage('seriesMissingTitle', 'seriesMissingHeading');
