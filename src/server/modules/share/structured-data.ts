import type {
  Book,
  BookSeries,
  BreadcrumbList,
  Graph,
  ItemAvailability,
  ItemList,
  Offer,
  Organization,
  Person,
  ProfilePage,
} from 'schema-dts';
import { textsOf } from '#server/i18n/index.ts';
import type { SharedBook, SharedSeries, SharedWriter } from '#server/modules/catalog/index.ts';
import { SHOP_NAME } from '#shared/brand.ts';
import { centsToDollars } from '#shared/price.ts';

/*
 * What search engines read of a book (schema.org, JSON-LD): the book with its writer and publisher, one
 * edition per format with its offer (price, currency, availability, pre-order), the way to it from
 * the home page, and the house that publishes it. Of a writer: a profile page about the person, with
 * their life, biography, photo and books. Of a series: the series with its books by their number.
 * Typed with schema-dts, whose types are schema.org's
 * vocabulary. Arabic first, the English name beside it.
 */

const shareTexts = textsOf('share');

const availability = (book: SharedBook, printed: boolean): ItemAvailability | null => {
  if (book.comingSoon) return book.preorderOpen ? 'https://schema.org/PreOrder' : null;
  return !printed || book.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';
};

function offer(book: SharedBook, cents: number, printed: boolean, url: string): Offer | null {
  const state = availability(book, printed);
  if (cents <= 0 || state === null) return null;
  return {
    '@type': 'Offer',
    price: centsToDollars(cents).toFixed(2),
    priceCurrency: 'USD',
    availability: state,
    url,
  };
}

export const publisherId = (publicUrl: string) => `${publicUrl}/#publisher`;

/** The writer's node, the same on the writer's share page and as the author of each book. */
export const writerNodeId = (writerUrl: string) => `${writerUrl}#writer`;

/** The series' node, the same on the series' share page and as what each of its books is part of. */
const seriesNodeId = (seriesUrl: string) => `${seriesUrl}#series`;

/** The English name beside the Arabic one, when it says something more. */
const otherName = (ar: string, en: string) => {
  const name = en.trim();
  return name && name !== ar ? { alternateName: name } : {};
};

/**
 * The subtitle as CreativeWork's `alternativeHeadline` (decision 095): the Arabic one, and the English
 * one beside it when it says something more, as the titles are.
 */
function subtitles(book: SharedBook): Pick<Book, 'alternativeHeadline'> {
  const ar = book.subtitleAr.trim();
  const en = book.subtitleEn.trim();
  const list = [ar, en].filter((text, at, both) => text && both.indexOf(text) === at);
  if (list.length === 0) return {};
  return { alternativeHeadline: list.length === 1 ? list[0]! : list };
}

/** Where a writer's pages are: `url` the share address, `shopUrl` the page in the shop. */
export type WriterLinks = { url: string; shopUrl: string };

/** Where a series' pages are: `url` the share address, `shopUrl` the page in the shop. */
export type SeriesLinks = { url: string; shopUrl: string };

/** The house: the same node on every page, by its `@id`. */
export function publisherNode(publicUrl: string): Organization {
  return {
    '@type': 'Organization',
    '@id': publisherId(publicUrl),
    name: SHOP_NAME.ar,
    alternateName: SHOP_NAME.en,
    url: `${publicUrl}/`,
  };
}

/** The book's graph for its share page; `url` its share address, `shopUrl` its page in the shop. */
export function bookGraph(
  book: SharedBook,
  links: {
    publicUrl: string;
    url: string;
    shopUrl: string;
    image?: string;
    description: string;
    writer?: WriterLinks;
    series?: SeriesLinks;
  },
): Graph {
  const publisher = publisherNode(links.publicUrl);
  const editions: Book[] = [];
  const printed = offer(book, book.hardcopyPriceCents, true, links.shopUrl);
  if (printed) {
    editions.push({
      '@type': 'Book',
      bookFormat: 'https://schema.org/Paperback',
      ...(book.isbn ? { isbn: book.isbn } : {}),
      offers: printed,
    });
  }
  const pdf = offer(book, book.pdfPriceCents, false, links.shopUrl);
  if (pdf) editions.push({ '@type': 'Book', bookFormat: 'https://schema.org/EBook', offers: pdf });
  const main: Book = {
    '@type': 'Book',
    '@id': `${links.url}#book`,
    name: book.titleAr,
    ...(book.titleEn.trim() ? { alternateName: book.titleEn.trim() } : {}),
    ...subtitles(book),
    inLanguage: 'ar',
    url: links.url,
    description: links.description,
    ...(links.image ? { image: links.image } : {}),
    ...(book.isbn ? { isbn: book.isbn } : {}),
    ...(book.category ? { genre: book.category.ar } : {}),
    ...(book.writer
      ? {
          author: {
            '@type': 'Person',
            ...(links.writer ? { '@id': writerNodeId(links.writer.url) } : {}),
            name: book.writer.ar,
            ...otherName(book.writer.ar, book.writer.en),
            ...(links.writer ? { url: links.writer.shopUrl } : {}),
          },
        }
      : {}),
    ...(book.series && links.series
      ? {
          isPartOf: {
            '@type': 'BookSeries',
            '@id': seriesNodeId(links.series.url),
            name: book.series.ar,
            ...otherName(book.series.ar, book.series.en),
            url: links.series.shopUrl,
          },
          position: book.series.number,
        }
      : {}),
    publisher: { '@id': publisherId(links.publicUrl) },
    ...(editions.length ? { workExample: editions } : {}),
  };
  const trail: BreadcrumbList = {
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: shareTexts.ar.home, item: `${links.publicUrl}/` },
      { '@type': 'ListItem', position: 2, name: shareTexts.ar.library, item: `${links.publicUrl}/#/books` },
      { '@type': 'ListItem', position: 3, name: book.titleAr, item: links.url },
    ],
  };
  return { '@context': 'https://schema.org', '@graph': [main, trail, publisher] };
}

/**
 * The writer's graph for their share page: a profile page whose main entity is the person (names,
 * years of birth and death, the biography as plain text, the photo, the page in the shop), the books
 * readers may see as a list, each by its share address, the way from the home page, and the house.
 */
export function writerGraph(
  writer: SharedWriter,
  links: WriterLinks & {
    publicUrl: string;
    image?: string;
    biography: string;
    bookUrl: (id: number) => string;
  },
): Graph {
  const person: Person = {
    '@type': 'Person',
    '@id': writerNodeId(links.url),
    name: writer.nameAr,
    ...otherName(writer.nameAr, writer.nameEn),
    ...(writer.bornYear !== null ? { birthDate: String(writer.bornYear) } : {}),
    ...(writer.diedYear !== null ? { deathDate: String(writer.diedYear) } : {}),
    ...(links.biography ? { description: links.biography } : {}),
    ...(links.image ? { image: links.image } : {}),
    url: links.shopUrl,
  };
  const profile: ProfilePage = {
    '@type': 'ProfilePage',
    '@id': `${links.url}#page`,
    url: links.url,
    name: writer.nameAr,
    inLanguage: 'ar',
    mainEntity: person,
    publisher: { '@id': publisherId(links.publicUrl) },
  };
  const works: ItemList = {
    '@type': 'ItemList',
    '@id': `${links.url}#books`,
    numberOfItems: writer.books.length,
    itemListElement: writer.books.map((book, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'Book',
        '@id': `${links.bookUrl(book.id)}#book`,
        name: book.titleAr,
        ...otherName(book.titleAr, book.titleEn),
        url: links.bookUrl(book.id),
        author: { '@id': writerNodeId(links.url) },
      },
    })),
  };
  const trail: BreadcrumbList = {
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: shareTexts.ar.home, item: `${links.publicUrl}/` },
      { '@type': 'ListItem', position: 2, name: writer.nameAr, item: links.url },
    ],
  };
  const nodes = [profile, ...(writer.books.length ? [works] : []), trail, publisherNode(links.publicUrl)];
  return { '@context': 'https://schema.org', '@graph': nodes };
}

/**
 * The series' graph for its share page: the series (names, the page in the shop, a cover) with the
 * books readers may see as its parts, each by its share address and with its number as `position`,
 * the way from the home page, and the house.
 */
export function seriesGraph(
  series: SharedSeries,
  links: SeriesLinks & {
    publicUrl: string;
    image?: string;
    bookUrl: (id: number) => string;
    writerUrl: (id: number) => string;
  },
): Graph {
  const parts: Book[] = series.books.map((book) => ({
    '@type': 'Book',
    '@id': `${links.bookUrl(book.id)}#book`,
    name: book.titleAr,
    ...otherName(book.titleAr, book.titleEn),
    url: links.bookUrl(book.id),
    position: book.number,
    ...(book.writer
      ? {
          author: {
            '@type': 'Person',
            '@id': writerNodeId(links.writerUrl(book.writer.id)),
            name: book.writer.ar,
            ...otherName(book.writer.ar, book.writer.en),
          },
        }
      : {}),
  }));
  const node: BookSeries = {
    '@type': 'BookSeries',
    '@id': seriesNodeId(links.url),
    name: series.nameAr,
    ...otherName(series.nameAr, series.nameEn),
    inLanguage: 'ar',
    url: links.shopUrl,
    ...(links.image ? { image: links.image } : {}),
    publisher: { '@id': publisherId(links.publicUrl) },
    ...(parts.length ? { hasPart: parts } : {}),
  };
  const trail: BreadcrumbList = {
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: shareTexts.ar.home, item: `${links.publicUrl}/` },
      { '@type': 'ListItem', position: 2, name: series.nameAr, item: links.url },
    ],
  };
  return { '@context': 'https://schema.org', '@graph': [node, trail, publisherNode(links.publicUrl)] };
}

/** The graph as a data block of the page: never run, and no `</script>` can close it early. */
export const jsonLdScript = (graph: Graph) =>
  `<script type="application/ld+json">${JSON.stringify(graph).replace(/</g, '\\u003c')}</script>`;
