import type { Book, BreadcrumbList, Graph, ItemAvailability, ProductCollection } from 'schema-dts';
import { textsOf } from '#server/i18n/index.ts';
import type { SharedBoxSet } from '#server/modules/box-sets/index.ts';
import { centsToDollars } from '#shared/price.ts';
import { publisherId, publisherNode, writerNodeId } from './structured-data.ts';

/*
 * What search engines read of a box set (decision 096): a ProductCollection, schema.org's product
 * made of other products and, being a collection, a creative work with parts. Its offer (price,
 * currency, availability from its books' state), its books as its parts (each a Book by its share
 * address, with its ISBN, writer and format), the way from the home page, and the house.
 */

const shareTexts = textsOf('share');

/**
 * Whether the box set can be bought now: not while it is not sold; as a pre-order while one of its
 * books is coming; a printed one while every book has a copy in stock.
 */
function availability(boxSet: SharedBoxSet): ItemAvailability {
  if (!boxSet.sellable) return 'https://schema.org/OutOfStock';
  if (boxSet.books.some((book) => book.comingSoon)) return 'https://schema.org/PreOrder';
  if (boxSet.format === 'hardcopy' && boxSet.books.some((book) => book.stock <= 0)) {
    return 'https://schema.org/OutOfStock';
  }
  return 'https://schema.org/InStock';
}

export type BoxSetLinks = {
  publicUrl: string;
  /** The share address. */
  url: string;
  /** Where the shop shows it. */
  shopUrl: string;
  /** Its books' covers, in the box set's order. */
  images: string[];
  description: string;
  bookUrl: (id: number) => string;
  writerUrl: (id: number) => string;
};

export function boxSetGraph(boxSet: SharedBoxSet, links: BoxSetLinks): Graph {
  const titleEn = boxSet.titleEn.trim();
  const parts: Book[] = boxSet.books.map((book) => ({
    '@type': 'Book',
    '@id': `${links.bookUrl(book.id)}#book`,
    name: book.titleAr,
    ...(book.titleEn.trim() && book.titleEn.trim() !== book.titleAr
      ? { alternateName: book.titleEn.trim() }
      : {}),
    url: links.bookUrl(book.id),
    bookFormat: boxSet.format === 'pdf' ? 'https://schema.org/EBook' : 'https://schema.org/Paperback',
    ...(book.isbn ? { isbn: book.isbn } : {}),
    ...(book.writer
      ? {
          author: {
            '@type': 'Person',
            '@id': writerNodeId(links.writerUrl(book.writer.id)),
            name: book.writer.ar,
          },
        }
      : {}),
  }));
  const [image, ...more] = links.images;
  const node: ProductCollection = {
    '@type': 'ProductCollection',
    '@id': `${links.url}#box-set`,
    name: boxSet.titleAr,
    ...(titleEn && titleEn !== boxSet.titleAr ? { alternateName: titleEn } : {}),
    inLanguage: 'ar',
    url: links.url,
    description: links.description,
    ...(image ? { image: more.length ? links.images : image } : {}),
    publisher: { '@id': publisherId(links.publicUrl) },
    collectionSize: parts.length,
    ...(parts.length ? { hasPart: parts } : {}),
    offers: {
      '@type': 'Offer',
      price: centsToDollars(boxSet.priceCents).toFixed(2),
      priceCurrency: 'USD',
      availability: availability(boxSet),
      url: links.shopUrl,
    },
  };
  const trail: BreadcrumbList = {
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: shareTexts.ar.home, item: `${links.publicUrl}/` },
      { '@type': 'ListItem', position: 2, name: boxSet.titleAr, item: links.url },
    ],
  };
  return { '@context': 'https://schema.org', '@graph': [node, trail, publisherNode(links.publicUrl)] };
}
