import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { type TradeBook, tradeBooks } from '#server/modules/catalog/index.ts';
import { readInvoiceSettings } from '#server/modules/invoicing/index.ts';
import { MAX_INPUT_PIXELS } from '#server/services/images.ts';
import { readOrNull } from '#server/services/storage.ts';
import { createStorages } from '#server/services/storages.ts';
import { SHOP_NAME } from '#shared/brand.ts';
import type { Lang } from '#shared/lang.ts';
import { listRightsTitles } from './catalogue-titles.ts';

/*
 * What the rights catalogue prints (decision 094): the house, and each book on the rights list that the
 * shop shows, with its pitch, the rights sold and its cover. Its fingerprint changes with anything
 * printed, so a catalogue made once is answered again until the list, a book or the house changes.
 */

export type CatalogueHouse = {
  nameAr: string;
  nameEn: string;
  addressAr: string;
  addressEn: string;
  url: string;
};

export type CatalogueEntry = {
  book: TradeBook;
  noteAr: string;
  noteEn: string;
  sold: string;
};

export type CatalogueInput = {
  lang: Lang;
  /** The day the catalogue is made (YYYY-MM-DD): its edition. */
  day: string;
  house: CatalogueHouse;
  entries: CatalogueEntry[];
};

/** A cover as the catalogue prints it: a JPEG of a width fit for print at its size. */
export type Cover = { jpeg: Uint8Array; width: number; height: number };

/** Pixels across a printed cover: about 200 dpi at its 176 points. */
const COVER_PIXELS = 490;

/** The house as it names itself on its invoices, else the shop's name. */
async function houseOf(app: FastifyInstance): Promise<CatalogueHouse> {
  const seller = await readInvoiceSettings(app.db);
  return {
    nameAr: seller.seller_name_ar.trim() || SHOP_NAME.ar,
    nameEn: seller.seller_name_en.trim() || SHOP_NAME.en,
    addressAr: seller.seller_address_ar.trim(),
    addressEn: seller.seller_address_en.trim(),
    url: app.config.publicUrl.replace(/\/+$/, ''),
  };
}

/** The books on the list that the shop shows, in the list's order (the last added first). */
export async function catalogueInput(app: FastifyInstance, lang: Lang): Promise<CatalogueInput> {
  const titles = await listRightsTitles(app.db);
  const books = new Map(
    (
      await tradeBooks(
        app.db,
        titles.map((title) => title.bookId),
      )
    ).map((book) => [book.id, book]),
  );
  const entries = titles.flatMap((title) => {
    const book = books.get(title.bookId);
    return book ? [{ book, noteAr: title.noteAr, noteEn: title.noteEn, sold: title.sold }] : [];
  });
  return { lang, day: new Date().toISOString().slice(0, 10), house: await houseOf(app), entries };
}

/** The input's fingerprint: the same for the same catalogue (a new cover comes under a new key). */
export const fingerprintOf = (input: CatalogueInput) =>
  createHash('sha256').update(JSON.stringify(input)).digest('base64url').slice(0, 27);

/**
 * The covers of the entries, by book id: read from the media storage and made a JPEG on white (a
 * PNG's transparency would print black in some readers). A cover missing or unreadable is left out:
 * its page shows the title in its place.
 */
export async function coversOf(app: FastifyInstance, entries: CatalogueEntry[]): Promise<Map<number, Cover>> {
  const { media } = createStorages(app.config);
  const covers = new Map<number, Cover>();
  for (const { book } of entries) {
    if (!book.cover) continue;
    const bytes = await readOrNull(media, book.cover);
    if (!bytes) continue;
    try {
      const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
        .resize({ width: COVER_PIXELS, withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
      covers.set(book.id, { jpeg: new Uint8Array(data), width: info.width, height: info.height });
    } catch (error) {
      app.log.warn({ err: error, bookId: book.id }, 'a cover the rights catalogue could not read');
    }
  }
  return covers;
}

/** The entities the rich-text cleaner writes, as the characters they stand for. */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The text of a rich-text description: blocks and line breaks become spaces, tags go, entities are read. */
export function plainText(html: string): string {
  return html
    .replace(/<\/?(?:p|h[1-6]|ul|ol|li|blockquote|br|hr)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? entity;
      const code =
        name[1]?.toLowerCase() === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}
