import { localize, textsOf } from '#server/i18n/index.ts';
import type { SharedBook, SharedWriter } from '#server/modules/catalog/index.ts';
import { escapeHtml } from '#server/services/mail-layout.ts';
import { SHOP_NAME } from '#shared/brand.ts';
import { centsToDollars } from '#shared/price.ts';
import { meta, shareHead } from './head.ts';
import {
  bookGraph,
  jsonLdScript,
  type SeriesLinks,
  type WriterLinks,
  writerGraph,
} from './structured-data.ts';

/** Both languages on one page: the page is for link previews and crawlers, before any choice of language. */
export const shareTexts = textsOf('share');

/*
 * The page a shared book or writer link opens (a series' is in series-page.ts): what a chat app or a
 * search engine reads of the book or the writer (Open Graph and Twitter card tags and schema.org
 * JSON-LD, in Arabic first and English second), then the page in the shop. The shop's CSP allows no
 * inline script, so people move on through a meta refresh and a plain link.
 */

const DESCRIPTION_CHARS = 200;

/** The book's page in the shop (a hash route of the single page). */
export const bookPagePath = (id: number) => `/#/book-details/${id}`;

/** The share address of a book, as links and the sitemap give it. */
export const shareUrl = (publicUrl: string, id: number) => `${publicUrl}/b/${id}`;

/** The writer's page in the shop. */
const writerPagePath = (id: number) => `/#/writers/${id}`;

/** The share address of a writer, as the sitemap gives it. */
export const writerShareUrl = (publicUrl: string, id: number) => `${publicUrl}/w/${id}`;

const writerLinks = (publicUrl: string, id: number): WriterLinks => ({
  url: writerShareUrl(publicUrl, id),
  shopUrl: `${publicUrl}${writerPagePath(id)}`,
});

/** The series' page in the shop. */
export const seriesPagePath = (id: number) => `/#/series/${id}`;

/** The share address of a series, as links and the sitemap give it. */
export const seriesShareUrl = (publicUrl: string, id: number) => `${publicUrl}/s/${id}`;

export const seriesLinks = (publicUrl: string, id: number): SeriesLinks => ({
  url: seriesShareUrl(publicUrl, id),
  shopUrl: `${publicUrl}${seriesPagePath(id)}`,
});

export const mediaUrl = (mediaBase: string, key: string) =>
  `${mediaBase}/${key.split('/').map(encodeURIComponent).join('/')}`;

/** The entities the rich-text cleaner writes, as the characters they stand for. */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * The text of rich-text HTML: a block or a line break becomes a space, other tags go, entities become
 * their characters, spaces are folded.
 */
function plainText(html: string): string {
  return html
    .replace(/<\/?(?:p|h[1-6]|ul|ol|li|blockquote|br|hr)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? entity;
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** Plain text cut at a word to fit a link preview. */
export function shortened(plain: string): string {
  if (plain.length <= DESCRIPTION_CHARS) return plain;
  const cut = plain.slice(0, DESCRIPTION_CHARS);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** Plain text of a description that may hold markup, cut at a word to fit a link preview. */
export const excerpt = (html: string) => shortened(plainText(html));

/** The lowest price the book sells at (a PDF-only book has no print price). */
function lowestPrice(book: SharedBook): number | undefined {
  const prices = [book.hardcopyPriceCents, book.pdfPriceCents].filter((cents) => cents > 0);
  return prices.length ? centsToDollars(Math.min(...prices)) : undefined;
}

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding-inline:1rem;color:#1f2937;text-align:start}' +
  'img{max-width:10rem;height:auto;border-radius:.5rem}a{color:#7c2d12}';

export function page(head: string, body: string): string {
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

/** A link in Arabic, then the same in English. */
export const bothLinks = (
  href: string,
  key:
    | 'openBook'
    | 'openWriter'
    | 'openSeries'
    | 'openBoxSet'
    | 'openNews'
    | 'openKashkoul'
    | 'browse'
    | 'news'
    | 'kashkoul',
) =>
  `<p><a href="${escapeHtml(href)}">${escapeHtml(shareTexts.ar[key])}</a> · <a lang="en" href="${escapeHtml(href)}">${escapeHtml(shareTexts.en[key])}</a></p>`;

/** `mediaBase`: where /media is read, the shop's own or the CDN's (`MEDIA_PUBLIC_URL`). */
export function bookSharePage(book: SharedBook, publicUrl: string, mediaBase = `${publicUrl}/media`): string {
  const url = shareUrl(publicUrl, book.id);
  const target = bookPagePath(book.id);
  const titleEn = book.titleEn.trim();
  const about = excerpt(book.descriptionAr) || excerpt(book.descriptionEn);
  const description = titleEn && titleEn !== book.titleAr ? `${titleEn} — ${about}` : about;
  const image = book.coverJpeg ? mediaUrl(mediaBase, book.coverJpeg) : undefined;
  const price = lowestPrice(book);
  const head = shareHead({
    title: book.titleAr,
    description,
    url,
    target,
    type: 'product',
    image,
    extra: [
      ...(price !== undefined
        ? [
            meta('property', 'product:price:amount', price.toFixed(2)),
            meta('property', 'product:price:currency', 'USD'),
          ]
        : []),
      jsonLdScript(
        bookGraph(book, {
          publicUrl,
          url,
          shopUrl: `${publicUrl}${target}`,
          image,
          description,
          ...(book.writer ? { writer: writerLinks(publicUrl, book.writer.id) } : {}),
          ...(book.series ? { series: seriesLinks(publicUrl, book.series.id) } : {}),
        }),
      ),
    ],
  });
  const body = [
    image ? `<img src="${escapeHtml(image)}" alt="${escapeHtml(book.titleAr)}">` : '',
    `<h1>${escapeHtml(book.titleAr)}</h1>`,
    titleEn ? `<p lang="en" dir="ltr">${escapeHtml(titleEn)}</p>` : '',
    book.writer ? `<p><a href="/w/${book.writer.id}">${escapeHtml(book.writer.ar)}</a></p>` : '',
    book.series ? seriesPlace(book.series) : '',
    price !== undefined ? `<p dir="ltr">$${price.toFixed(2)}</p>` : '',
    bothLinks(target, 'openBook'),
  ];
  return page(head, body.filter(Boolean).join('\n'));
}

/** Where the book stands in its series, in Arabic then English, linking to the series' share address. */
function seriesPlace(series: NonNullable<SharedBook['series']>): string {
  const name = { ar: series.ar, en: series.en.trim() || series.ar };
  const place = localize('share', 'seriesPlace', { number: series.number, name });
  const href = `/s/${series.id}`;
  return `<p><a href="${href}">${escapeHtml(place.ar)}</a> · <a lang="en" href="${href}">${escapeHtml(place.en)}</a></p>`;
}

/** The years a writer lived: both, or the one known, said in Arabic then English. */
function lifeLine(writer: SharedWriter): string {
  const { bornYear: born, diedYear: died } = writer;
  if (born !== null && died !== null) return `<p dir="ltr">${born} – ${died}</p>`;
  if (born === null && died === null) return '';
  const [key, year] = born !== null ? (['born', born] as const) : (['died', died!] as const);
  return `<p>${escapeHtml(shareTexts.ar[key])} <bdi>${year}</bdi> · <span lang="en" dir="ltr">${escapeHtml(shareTexts.en[key])} ${year}</span></p>`;
}

/** A writer's share page: the name, life, biography and photo, and the books, each by its share address. */
export function writerSharePage(
  writer: SharedWriter,
  publicUrl: string,
  mediaBase = `${publicUrl}/media`,
): string {
  const links = writerLinks(publicUrl, writer.id);
  const target = writerPagePath(writer.id);
  const nameEn = writer.nameEn.trim() !== writer.nameAr ? writer.nameEn.trim() : '';
  const biographyAr = plainText(writer.bioAr);
  const biography = biographyAr || plainText(writer.bioEn);
  const about = shortened(biography);
  const description = [nameEn, about].filter(Boolean).join(' — ') || writer.nameAr;
  const image = writer.photo ? mediaUrl(mediaBase, writer.photo) : undefined;
  const head = shareHead({
    title: writer.nameAr,
    description,
    url: links.url,
    target,
    type: 'profile',
    image,
    extra: [
      jsonLdScript(
        writerGraph(writer, {
          ...links,
          publicUrl,
          image,
          biography,
          bookUrl: (id) => shareUrl(publicUrl, id),
        }),
      ),
    ],
  });
  const books = writer.books.map(
    (book) => `<li><a href="/b/${book.id}">${escapeHtml(book.titleAr)}</a></li>`,
  );
  const body = [
    image ? `<img src="${escapeHtml(image)}" alt="${escapeHtml(writer.nameAr)}">` : '',
    `<h1>${escapeHtml(writer.nameAr)}</h1>`,
    nameEn ? `<p lang="en" dir="ltr">${escapeHtml(nameEn)}</p>` : '',
    lifeLine(writer),
    about ? `<p${biographyAr ? '' : ' lang="en" dir="ltr"'}>${escapeHtml(about)}</p>` : '',
    books.length
      ? `<h2>${escapeHtml(shareTexts.ar.writerBooks)} · <span lang="en">${escapeHtml(shareTexts.en.writerBooks)}</span></h2>\n<ul>${books.join('')}</ul>`
      : '',
    bothLinks(target, 'openWriter'),
  ];
  return page(head, body.filter(Boolean).join('\n'));
}

/**
 * What the share addresses (`/b/:id`, `/w/:id`, `/s/:id`, `/x/:id`, `/n/:id`, `/k/:id`) answer for what readers may not see: a page saying so, never
 * indexed.
 */
export function missingPage(
  title:
    | 'missingTitle'
    | 'writerMissingTitle'
    | 'seriesMissingTitle'
    | 'boxSetMissingTitle'
    | 'newsMissingTitle'
    | 'kashkoulMissingTitle',
  heading:
    | 'missingHeading'
    | 'writerMissingHeading'
    | 'seriesMissingHeading'
    | 'boxSetMissingHeading'
    | 'newsMissingHeading'
    | 'kashkoulMissingHeading',
  back: { href: string; key: 'browse' | 'news' | 'kashkoul' } = { href: '/#/books', key: 'browse' },
) {
  return page(
    `<title>${escapeHtml(`${shareTexts.ar[title]} | ${SHOP_NAME.ar}`)}</title>\n<meta name="robots" content="noindex">`,
    [
      `<h1>${escapeHtml(shareTexts.ar[heading])}</h1>`,
      `<p lang="en" dir="ltr">${escapeHtml(shareTexts.en[heading])}</p>`,
      bothLinks(back.href, back.key),
    ].join('\n'),
  );
}

export const bookMissingPage = () => missingPage('missingTitle', 'missingHeading');

export const writerMissingPage = () => missingPage('writerMissingTitle', 'writerMissingHeading');
