import { create } from 'xmlbuilder2';
import type { TradeBook } from '#server/modules/catalog/index.ts';
import { type ThemaKind, themaKind } from '#shared/thema.ts';
import type { Market } from './markets.ts';
import { onixPrices } from './onix-prices.ts';
import type { TradeProduct } from './products.ts';

/*
 * The catalogue as one ONIX for Books 3.0 message, reference tags (decision 087), built with
 * xmlbuilder2, its free text written by `text`. Code lists are EDItEUR's; the elements come in the
 * order the XSD kept in onix-xsd/ requires (the tests validate the message against it with xmllint).
 */

export const ONIX_NAMESPACE = 'http://ns.editeur.org/onix/3.0/reference';

export type House = {
  /** The house's name as sender and publisher. */
  name: string;
  /** The shop's address: the base of record references and cover links. */
  publicUrl: string;
  /** Where covers are read (/media of the shop, or the CDN). */
  mediaBase: string;
  /** The shop's prices include tax (shipping settings): list 58 price type 02, else 01. */
  pricesIncludeTax: boolean;
  /** The markets each product is priced in: the dollar, then each currency with a rate (markets.ts). */
  markets: Market[];
};

type Node = { [name: string]: string | number | string[] | Node | Node[] };

/**
 * Free text (a title, a name, the house's name, HTML) as text nodes that reach the receiver byte for
 * byte. xmlbuilder2 reads `&amp;`, `&lt;` or `&#65;` in a string it is given as the character it stands
 * for, and writes an `&` that begins something like an entity (`&amp;`, `&x;`, `&#65;`) as it is, not
 * as `&amp;`; it has no option to do otherwise. Cut after each `&`, no piece holds an entity, so every
 * `&` is written `&amp;` (and `<`, `>` as `&lt;`, `&gt;`); the pieces are adjacent text nodes, one
 * text to the receiver.
 */
const text = (value: string): Node => ({ '#': value.split(/(?<=&)/) });

/** 2026-11-30T08:15:00.123Z as ONIX writes a date and time: 20261130T0815Z. */
const onixDateTime = (at: Date) => at.toISOString().replace(/[-:]/g, '').slice(0, 13).concat('Z');

/** Dollars with their cents, from cents: 1250 is 12.50. */
export const amount = (cents: number) => (cents / 100).toFixed(2);

/** The public address of a cover's media key, each part of it encoded. */
export const coverLink = (house: House, key: string) =>
  `${house.mediaBase}/${key.split('/').map(encodeURIComponent).join('/')}`;

/** List 150: printed books by their binding as the cover type names it, else a book of any binding. */
function printForm(book: TradeBook): string {
  const name = book.coverType?.nameEn.toLowerCase() ?? '';
  if (name.includes('hard')) return 'BB';
  if (name.includes('paper') || name.includes('soft')) return 'BC';
  return 'BA';
}

const languageCode = (book: TradeBook) => (book.language === 'en' ? 'eng' : 'ara');

type Titled = { title: string; subtitle: string };

/**
 * The title in the book's language, then the other language's if it has one, each with its subtitle
 * when it has one (after TitleText, as the XSD orders a TitleElement); the other language's marked with
 * its language, the title and its subtitle alike.
 */
function titles(book: TradeBook): Node[] {
  const arabic = { title: book.titleAr, subtitle: book.subtitleAr };
  const english = { title: book.titleEn, subtitle: book.subtitleEn };
  const [own, other] = book.language === 'en' ? [english, arabic] : [arabic, english];
  const marked = (value: string, language?: string): Node =>
    language ? { '@language': language, ...text(value) } : text(value);
  const title = (type: string, titled: Titled, language?: string): Node => ({
    TitleType: type,
    TitleElement: {
      TitleElementLevel: '01',
      TitleText: marked(titled.title, language),
      ...(titled.subtitle.trim() ? { Subtitle: marked(titled.subtitle, language) } : {}),
    },
  });
  const list = [title('01', own.title ? own : other)];
  if (own.title && other.title && other.title !== own.title) {
    list.push(title('06', other, book.language === 'en' ? 'ara' : 'eng'));
  }
  return list;
}

/** List 27: Thema subject categories (93), and its qualifiers by their first character (94–99). */
const themaSchemes: Record<ThemaKind, string> = {
  subject: '93',
  place: '94',
  language: '95',
  time: '96',
  education: '97',
  interest: '98',
  style: '99',
};

/**
 * The book's subjects: its Thema codes as staff set them, the first (a subject category) as the main
 * subject; then the house's own category (list 27, 24, proprietary), named by the house.
 */
function subjects(book: TradeBook, house: House): Node[] {
  const list: Node[] = book.themaCodes.map((code, at) => ({
    ...(at === 0 ? { MainSubject: '' } : {}),
    SubjectSchemeIdentifier: themaSchemes[themaKind(code)],
    SubjectCode: code,
  }));
  const category =
    book.category &&
    (book.language === 'en' ? book.category.titleEn || book.category.titleAr : book.category.titleAr);
  if (category) {
    list.push({
      SubjectSchemeIdentifier: '24',
      SubjectSchemeName: text(house.name),
      SubjectHeadingText: text(category),
    });
  }
  return list;
}

/**
 * The series the book belongs to, as a publisher collection (list 148, 10): one title at collection
 * level (list 149, 02) with the book's number in it as `PartNumber`, named in the book's language as
 * its title is.
 */
function collection(book: TradeBook): Node | undefined {
  const { series } = book;
  if (!series) return undefined;
  const name = book.language === 'en' ? series.nameEn || series.nameAr : series.nameAr;
  return {
    CollectionType: '10',
    TitleDetail: {
      TitleType: '01',
      TitleElement: { TitleElementLevel: '02', PartNumber: series.number, TitleText: text(name) },
    },
  };
}

/**
 * The writer as the book's author (list 17, A01), named in the book's language; with the writer's
 * biography when there is one in that language (an English book falls back on the Arabic one, as its
 * description does). The biography is HTML (list 34, 02), escaped as any text.
 */
function contributor(book: TradeBook): Node | undefined {
  const { writer } = book;
  const name = writer && (book.language === 'en' ? writer.nameEn || writer.nameAr : writer.nameAr);
  if (!writer || !name) return undefined;
  const biography = book.language === 'en' ? writer.bioEn || writer.bioAr : writer.bioAr;
  return {
    SequenceNumber: 1,
    ContributorRole: 'A01',
    PersonName: text(name),
    ...(biography.trim() ? { BiographicalNote: { '@textformat': '02', ...text(biography) } } : {}),
  };
}

function descriptive(product: TradeProduct, house: House): Node {
  const { book } = product;
  const writer = contributor(book);
  const series = collection(book);
  const subject = subjects(book, house);
  return {
    ProductComposition: '00',
    ...(product.format === 'print'
      ? { ProductForm: printForm(book) }
      : { ProductForm: 'ED', ProductFormDetail: 'E107' }),
    // The XSD puts the collections between the form and the product's own titles.
    ...(series ? { Collection: series } : {}),
    TitleDetail: titles(book),
    ...(writer ? { Contributor: writer } : { NoContributor: '' }),
    Language: { LanguageRole: '01', LanguageCode: languageCode(book) },
    ...(book.pages ? { Extent: { ExtentType: '00', ExtentValue: book.pages, ExtentUnit: '03' } } : {}),
    ...(subject.length > 0 ? { Subject: subject } : {}),
  };
}

function collateral(book: TradeBook, house: House): Node | undefined {
  const description = book.language === 'en' ? book.descriptionEn || book.descriptionAr : book.descriptionAr;
  const parts: Node = {};
  if (description.trim()) {
    parts.TextContent = {
      TextType: '03',
      ContentAudience: '00',
      Text: { '@textformat': '02', ...text(description) },
    };
  }
  if (book.cover) {
    parts.SupportingResource = {
      ResourceContentType: '01',
      ContentAudience: '00',
      ResourceMode: '03',
      ResourceVersion: {
        ResourceForm: '02',
        ResourceLink: coverLink(house, book.cover),
      },
    };
  }
  return Object.keys(parts).length > 0 ? parts : undefined;
}

/** List 65: printed copies in stock or out; a PDF available; either not yet, while the book is coming. */
function availability({ book, format }: TradeProduct): string {
  if (book.comingSoon) return '10';
  if (format === 'pdf') return '20';
  return book.stock >= 1 ? '21' : '31';
}

function product(item: TradeProduct, house: House): Node {
  const { book } = item;
  const host = new URL(house.publicUrl).host;
  const reference = `${host}:book:${book.id}:${item.format}`;
  const collateralDetail = collateral(book, house);
  return {
    RecordReference: reference,
    NotificationType: '03',
    ProductIdentifier: item.isbn
      ? { ProductIDType: '15', IDValue: item.isbn }
      : { ProductIDType: '01', IDTypeName: host, IDValue: reference },
    DescriptiveDetail: descriptive(item, house),
    ...(collateralDetail ? { CollateralDetail: collateralDetail } : {}),
    PublishingDetail: {
      Publisher: { PublishingRole: '01', PublisherName: text(house.name) },
      PublishingStatus: book.comingSoon ? '02' : '04',
      ...(book.publishYear
        ? {
            PublishingDate: {
              PublishingDateRole: '01',
              Date: { '@dateformat': '05', '#': book.publishYear },
            },
          }
        : {}),
    },
    ...(item.relatedIsbn
      ? {
          RelatedMaterial: {
            RelatedProduct: {
              ProductRelationCode: '13',
              ProductIdentifier: { ProductIDType: '15', IDValue: item.relatedIsbn },
            },
          },
        }
      : {}),
    ProductSupply: {
      SupplyDetail: {
        Supplier: { SupplierRole: '01', SupplierName: text(house.name) },
        ProductAvailability: availability(item),
        Price: onixPrices(item.priceCents, house.markets, house.pricesIncludeTax),
      },
    },
  };
}

/** The ONIX message of these products, sent now by the house. */
export function onixMessage(products: TradeProduct[], house: House, sentAt = new Date()): string {
  const message = {
    ONIXMessage: {
      '@xmlns': ONIX_NAMESPACE,
      '@release': '3.0',
      Header: {
        Sender: { SenderName: text(house.name) },
        SentDateTime: onixDateTime(sentAt),
      },
      Product: products.map((item) => product(item, house)),
    },
  };
  return create({ version: '1.0', encoding: 'UTF-8' }, message).end({ prettyPrint: true });
}
