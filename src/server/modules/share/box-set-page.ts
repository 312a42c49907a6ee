import { list } from '#server/i18n/index.ts';
import type { SharedBoxSet } from '#server/modules/box-sets/index.ts';
import { escapeHtml } from '#server/services/mail-layout.ts';
import { centsToDollars } from '#shared/price.ts';
import { meta, shareHead } from './head.ts';
import {
  bothLinks,
  excerpt,
  mediaUrl,
  missingPage,
  page,
  shareTexts,
  shareUrl,
  shortened,
  writerShareUrl,
} from './pages.ts';
import { jsonLdScript } from './structured-data.ts';
import { boxSetGraph } from './structured-data-box-sets.ts';

/*
 * The page a shared box set link opens (/x/{id}): its title in Arabic then English, its price, its
 * books in order, each by its share address, as tags for link previews and schema.org JSON-LD for
 * crawlers; then the box set's page in the shop. A box set has no picture of its own: the preview
 * shows its first book's cover.
 */

/** The box set's page in the shop. */
const boxSetPagePath = (id: number) => `/#/box-sets/${id}`;

/** The share address of a box set, as links and the sitemap give it. */
export const boxSetShareUrl = (publicUrl: string, id: number) => `${publicUrl}/x/${id}`;

/** `mediaBase`: where /media is read, the shop's own or the CDN's (`MEDIA_PUBLIC_URL`). */
export function boxSetSharePage(
  boxSet: SharedBoxSet,
  publicUrl: string,
  mediaBase = `${publicUrl}/media`,
): string {
  const url = boxSetShareUrl(publicUrl, boxSet.id);
  const target = boxSetPagePath(boxSet.id);
  const titleEn = boxSet.titleEn.trim() !== boxSet.titleAr ? boxSet.titleEn.trim() : '';
  const titles = list(
    'ar',
    boxSet.books.map((book) => book.titleAr),
  );
  const about = excerpt(boxSet.descriptionAr) || excerpt(boxSet.descriptionEn) || shortened(titles);
  const description = [titleEn, about].filter(Boolean).join(' — ') || boxSet.titleAr;
  const images = boxSet.books.flatMap((book) =>
    book.coverJpeg ? [mediaUrl(mediaBase, book.coverJpeg)] : [],
  );
  const price = centsToDollars(boxSet.priceCents).toFixed(2);
  const head = shareHead({
    title: boxSet.titleAr,
    description,
    url,
    target,
    type: 'product',
    image: images[0],
    extra: [
      meta('property', 'product:price:amount', price),
      meta('property', 'product:price:currency', 'USD'),
      jsonLdScript(
        boxSetGraph(boxSet, {
          publicUrl,
          url,
          shopUrl: `${publicUrl}${target}`,
          images,
          description,
          bookUrl: (id) => shareUrl(publicUrl, id),
          writerUrl: (id) => writerShareUrl(publicUrl, id),
        }),
      ),
    ],
  });
  const books = boxSet.books.map(
    (book) => `<li><a href="/b/${book.id}">${escapeHtml(book.titleAr)}</a></li>`,
  );
  const body = [
    images[0] ? `<img src="${escapeHtml(images[0])}" alt="${escapeHtml(boxSet.titleAr)}">` : '',
    `<h1>${escapeHtml(boxSet.titleAr)}</h1>`,
    titleEn ? `<p lang="en" dir="ltr">${escapeHtml(titleEn)}</p>` : '',
    `<p dir="ltr">$${price}</p>`,
    books.length
      ? `<h2>${escapeHtml(shareTexts.ar.boxSetBooks)} · <span lang="en">${escapeHtml(shareTexts.en.boxSetBooks)}</span></h2>\n<ol>${books.join('')}</ol>`
      : '',
    bothLinks(target, 'openBoxSet'),
  ];
  return page(head, body.filter(Boolean).join('\n'));
}

export const boxSetMissingPage = () => missingPage('boxSetMissingTitle', 'boxSetMissingHeading');
