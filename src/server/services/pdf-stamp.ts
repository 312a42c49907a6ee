import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

export type Licence = { email: string; orderId: number };

const FONT_SIZE = 7;
const MARGIN = 12;

/** The footer line written on each page. */
export function licenceText(licence: Licence): string {
  return `Licensed to ${latinOnly(licence.email)} — order #${licence.orderId}`;
}

/**
 * The standard fonts only encode WinAnsi; an internationalised address keeps its ASCII parts and
 * shows '?' for the rest rather than failing the download.
 */
function latinOnly(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '?');
}

/**
 * Returns a copy of the PDF with a small grey footer naming the buyer and the order on every page
 * (social DRM), plus the same text in the document's metadata.
 */
export async function stampPdf(source: Uint8Array, licence: Licence): Promise<Uint8Array> {
  const document = await PDFDocument.load(source, { updateMetadata: false });
  const font = await document.embedFont(StandardFonts.Helvetica);
  const text = licenceText(licence);
  const width = font.widthOfTextAtSize(text, FONT_SIZE);
  for (const page of document.getPages()) {
    const box = page.getCropBox();
    const x = box.x + Math.max(MARGIN, (box.width - width) / 2);
    page.drawText(text, {
      x,
      y: box.y + MARGIN / 2,
      size: FONT_SIZE,
      font,
      color: rgb(0.5, 0.5, 0.5),
      opacity: 0.8,
    });
  }
  document.setSubject(text);
  return document.save();
}
