import type { Db } from '#server/db/client.ts';
import { setBookCover, setBookPdf } from '#server/modules/catalog/index.ts';
import { claimPendingUpload } from './pending-uploads.ts';

/**
 * Points a book just created at the files uploaded for it, in the creating transaction: the book and
 * its files are saved together or not at all. Answers what the activity log keeps, or null for none.
 */
export async function attachPendingFiles(
  tx: Db,
  staffId: number,
  bookId: number,
  tokens: { cover_upload?: string; pdf_upload?: string },
): Promise<Record<string, unknown> | null> {
  const logged: Record<string, unknown> = {};
  if (tokens.cover_upload) {
    const cover = await claimPendingUpload(tx, staffId, 'cover', tokens.cover_upload);
    await setBookCover(tx, bookId, cover);
    Object.assign(logged, { image: cover.image, image_variants: cover.imageVariants });
  }
  if (tokens.pdf_upload) {
    const pdf = await claimPendingUpload(tx, staffId, 'pdf', tokens.pdf_upload);
    await setBookPdf(tx, bookId, pdf.key);
    // Private keys stay out of the log, as with a book's own PDF upload.
    Object.assign(logged, { has_pdf: true, pdf_pages: pdf.pages, pdf_bytes: pdf.bytes });
  }
  return Object.keys(logged).length > 0 ? logged : null;
}
