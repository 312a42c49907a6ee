import { localize, messagesOf } from '#server/i18n/index.ts';
import type { Localized } from '#shared/lang.ts';

/** Every user-visible message of the catalogue module. */
export const catalogMessages = messagesOf('catalog', 'samplePdfPages', 'sampleBeyondPdf');

/** The messages that name pages of a book's PDF. */
export const samplePdfMessages = {
  /** Under the form's last sample page: the PDF ends at `pages`. */
  pdfPages: (pages: number): Localized => localize('catalog', 'samplePdfPages', { pages }),
  /** A new PDF shorter than the book's sample reaches. */
  beyondPdf: (last: number, pages: number): Localized =>
    localize('catalog', 'sampleBeyondPdf', { last, pages }),
};
