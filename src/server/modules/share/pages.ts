import { textsOf } from '#server/i18n/index.ts';
import type { SharedBook } from '#server/modules/catalog/index.ts';
import { escapeHtml } from '#server/services/mail-layout.ts';
import { SHOP_NAME } from '#shared/brand.ts';
import { centsToDollars } from '#shared/price.ts';
import { bookGraph, jsonLdScript } from './structured-data.ts';

/** Both languages on one page: the page is for link previews and crawlers, before any choice of language. */
const shareTexts = textsOf('share');

/*
 * The page a shared book link opens: what a chat app or a search engine reads of the book (Open Graph
 * and Twitter card tags and schema.org JSON-LD, in Arabic first and English second), then the book's
 * page in the shop. The
 * shop's CSP allows no inline script, so people move on through a meta refresh and a plain link.
 */

const DESCRIPTION_CHARS = 200;

/** The book's page in the shop (a hash route of the single page). */
export const bookPagePath = (id: number) => `/#/book-details/${id}`;

/** The share address of a book, as links and the sitemap give it. */
export const shareUrl = (publicUrl: string, id: number) => `${publicUrl}/b/${id}`;

const mediaUrl = (mediaBase: string, key: string) =>
  `${mediaBase}/${key.split('/').map(encodeURIComponent).join('/')}`;

/** Plain text of a description that may hold markup, cut at a word to fit a link preview. */
function excerpt(text: string): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= DESCRIPTION_CHARS) return plain;
  const cut = plain.slice(0, DESCRIPTION_CHARS);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** The lowest price the book sells at (a PDF-only book has no print price). */
function lowestPrice(book: SharedBook): number | undefined {
  const prices = [book.hardcopyPriceCents, book.pdfPriceCents].filter((cents) => cents > 0);
  return prices.length ? centsToDollars(Math.min(...prices)) : undefined;
}

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding-inline:1rem;color:#1f2937;text-align:start}' +
  'img{max-width:10rem;height:auto;border-radius:.5rem}a{color:#7c2d12}';

function page(head: string, body: string): string {
  return `<!doctype html>
<html lang="ar" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${head}
<style>${STYLE}</style>
</head>
<body>
${body}
</body>
</html>
`;
}

const meta = (attribute: 'property' | 'name', key: string, value: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;

/** `mediaBase`: where /media is read, the shop's own or the CDN's (`MEDIA_PUBLIC_URL`). */
export function bookSharePage(book: SharedBook, publicUrl: string, mediaBase = `${publicUrl}/media`): string {
  const url = shareUrl(publicUrl, book.id);
  const target = bookPagePath(book.id);
  const titleEn = book.titleEn.trim();
  const title = `${book.titleAr} | ${SHOP_NAME.ar}`;
  const about = excerpt(book.descriptionAr) || excerpt(book.descriptionEn);
  const description = titleEn && titleEn !== book.titleAr ? `${titleEn} — ${about}` : about;
  const image = book.coverJpeg ? mediaUrl(mediaBase, book.coverJpeg) : undefined;
  const price = lowestPrice(book);
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta('property', 'og:type', 'product'),
    meta('property', 'og:site_name', SHOP_NAME.ar),
    meta('property', 'og:locale', 'ar_AR'),
    meta('property', 'og:locale:alternate', 'en_US'),
    meta('property', 'og:title', book.titleAr),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    ...(image ? [meta('property', 'og:image', image), meta('property', 'og:image:alt', book.titleAr)] : []),
    ...(price !== undefined
      ? [
          meta('property', 'product:price:amount', price.toFixed(2)),
          meta('property', 'product:price:currency', 'USD'),
        ]
      : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', book.titleAr),
    meta('name', 'twitter:description', description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
    `<meta http-equiv="refresh" content="0;url=${escapeHtml(target)}">`,
    jsonLdScript(bookGraph(book, { publicUrl, url, shopUrl: `${publicUrl}${target}`, image, description })),
  ];
  const body = [
    image ? `<img src="${escapeHtml(image)}" alt="${escapeHtml(book.titleAr)}">` : '',
    `<h1>${escapeHtml(book.titleAr)}</h1>`,
    titleEn ? `<p lang="en" dir="ltr">${escapeHtml(titleEn)}</p>` : '',
    price !== undefined ? `<p dir="ltr">$${price.toFixed(2)}</p>` : '',
    `<p><a href="${escapeHtml(target)}">${escapeHtml(shareTexts.ar.openBook)}</a> · <a lang="en" href="${escapeHtml(target)}">${escapeHtml(shareTexts.en.openBook)}</a></p>`,
  ];
  return page(tags.join('\n'), body.filter(Boolean).join('\n'));
}

export function bookMissingPage(): string {
  return page(
    `<title>${escapeHtml(`${shareTexts.ar.missingTitle} | ${SHOP_NAME.ar}`)}</title>\n<meta name="robots" content="noindex">`,
    [
      `<h1>${escapeHtml(shareTexts.ar.missingHeading)}</h1>`,
      `<p lang="en" dir="ltr">${escapeHtml(shareTexts.en.missingHeading)}</p>`,
      `<p><a href="/#/books">${escapeHtml(shareTexts.ar.browse)}</a> · <a lang="en" href="/#/books">${escapeHtml(shareTexts.en.browse)}</a></p>`,
    ].join('\n'),
  );
}
