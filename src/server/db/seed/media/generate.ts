import type { Storage, Storages } from '#server/services/storage.ts';
import { books as allBooks, type BookSeed, categories, writers } from '../data/index.ts';
import {
  bookPdfKey,
  contentImageKey,
  contentPdfKey,
  contentSets,
  coverKey,
  linkImageKey,
  linkRows,
  palettes,
} from '../keys.ts';
import { drawBanner, drawCover } from './drawings.ts';
import { makeBookPdf, makeIssuePdf } from './pdf.ts';

/** Pictures inside PDFs are drawn at half size: pdf-lib embeds a PNG four times faster then. */
const PDF_ZOOM = 0.5;

type Only = { books?: BookSeed[]; content?: boolean; links?: boolean };

/**
 * Draws every seeded picture and PDF that is not there yet, so a restart costs only existence
 * checks. Book PDFs go to the private store, everything else to public media.
 */
export async function generateMedia(storages: Storages, only: Only = {}): Promise<{ made: number }> {
  const { books = allBooks, content = true, links = true } = only;
  let made = 0;
  const ensure = async (storage: Storage, key: string, make: () => Uint8Array | Promise<Uint8Array>) => {
    if (await storage.exists(key)) return;
    await storage.put(key, await make());
    made++;
  };

  for (const book of books) {
    const category = categories.find((c) => c.key === book.category)!;
    const writer = writers.find((w) => w.key === book.writer)!;
    const cover = (zoom?: number) => drawCover(book, writer.nameAr, category.titleAr, category, zoom);
    await ensure(storages.media, coverKey(book.isbn), () => cover());
    if (book.pdfPrice > 0) {
      await ensure(storages.files, bookPdfKey(book.isbn), () =>
        makeBookPdf({
          titleEn: book.titleEn,
          writerEn: writer.nameEn,
          cover: cover(PDF_ZOOM),
        }),
      );
    }
  }

  for (const set of content ? contentSets : []) {
    for (const item of set.items) {
      const palette = palettes[(set.palette + item.id) % palettes.length]!;
      const picture = (zoom?: number) =>
        drawBanner({ titleAr: item.titleAr, titleEn: item.titleEn, label: set.label, ...palette }, zoom);
      await ensure(storages.media, contentImageKey(set.folder, item.id), () => picture());
      await ensure(storages.media, contentPdfKey(set.folder, item.id), () =>
        makeIssuePdf({ titleEn: item.titleEn, paragraphsEn: item.paragraphsEn, image: picture(PDF_ZOOM) }),
      );
    }
  }

  for (const link of links ? linkRows : []) {
    const palette = palettes[link.linkTypeId % palettes.length]!;
    await ensure(storages.media, linkImageKey(link.id), () =>
      drawBanner({
        titleAr: link.nameAr,
        titleEn: link.nameEn,
        label: link.typeTitleAr,
        width: 400,
        height: 300,
        ...palette,
      }),
    );
  }
  return { made };
}
