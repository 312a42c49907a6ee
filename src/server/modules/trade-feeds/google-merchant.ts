import { create } from 'xmlbuilder2';
import { text } from '#server/i18n/index.ts';
import type { TradeBook } from '#server/modules/catalog/index.ts';
import { BASE_CURRENCY } from '#shared/contract/currency.ts';
import type { Lang } from '#shared/lang.ts';
import { amount, coverLink, type House } from './onix.ts';
import type { TradeProduct } from './products.ts';

/*
 * The printed books as a Google Merchant Center feed (decision 087): RSS 2.0 with Google's `g:`
 * namespace, from the same products as the ONIX message, so a book left out there is left out here.
 * Only printed books with their ISBN as GTIN: Google Shopping lists physical goods by GTIN, and the
 * PDF has no ISBN of its own. Built with xmlbuilder2, which escapes every text.
 */

export const GOOGLE_NAMESPACE = 'http://base.google.com/ns/1.0';

/** Google's product category, by its name in Google's taxonomy. */
const PRINT_BOOKS = 'Media > Books > Print Books';

/** A description's text without its markup, spaces folded. */
const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const inLang = (lang: Lang, ar: string, en: string) => (lang === 'en' ? en || ar : ar || en);

function availability(book: TradeBook): string {
  return !book.comingSoon && book.stock >= 1 ? 'in_stock' : 'out_of_stock';
}

function item(product: TradeProduct, house: House, lang: Lang) {
  const { book } = product;
  const description = plainText(inLang(lang, book.descriptionAr, book.descriptionEn));
  return {
    'g:id': `book-${book.id}-print`,
    title: inLang(lang, book.titleAr, book.titleEn),
    description: description || inLang(lang, book.titleAr, book.titleEn),
    link: `${house.publicUrl}/b/${book.id}`,
    ...(book.cover ? { 'g:image_link': coverLink(house, book.cover) } : {}),
    'g:availability': availability(book),
    'g:price': `${amount(product.priceCents)} ${BASE_CURRENCY}`,
    'g:gtin': product.isbn!,
    'g:brand': house.name,
    'g:condition': 'new',
    'g:google_product_category': PRINT_BOOKS,
    ...(book.writer ? { 'g:product_detail': writerDetail(book, lang) } : {}),
  };
}

const writerDetail = (book: TradeBook, lang: Lang) => ({
  'g:attribute_name': text(lang, 'tradeFeeds', 'author'),
  'g:attribute_value': inLang(lang, book.writer!.nameAr, book.writer!.nameEn),
});

/** The feed of the printed books among `products`, in `lang`. */
export function googleMerchantFeed(products: TradeProduct[], house: House, lang: Lang): string {
  const printed = products.filter((product) => product.format === 'print' && product.isbn);
  const feed = {
    rss: {
      '@version': '2.0',
      '@xmlns:g': GOOGLE_NAMESPACE,
      channel: {
        title: house.name,
        link: house.publicUrl,
        description: text(lang, 'tradeFeeds', 'googleChannel', { house: house.name }),
        item: printed.map((product) => item(product, house, lang)),
      },
    },
  };
  return create({ version: '1.0', encoding: 'UTF-8' }, feed).end({ prettyPrint: true });
}
