import { PDFDocument, type PDFPage, popGraphicsState, pushGraphicsState, rgb } from 'pdf-lib';
import { PdfText } from './pdf-text.ts';
import { markCopy } from './pdf-trace.ts';

/** Who a copy is for; `code`, when given, is written invisibly on every page (pdf-trace.ts). */
export type Licence = { name?: string; email: string; orderId: number; code?: string };

const FONT_SIZE = 7;
const MARGIN = 12;

/** The footer line written on each page, the buyer's address and name as they wrote them. */
export function licenceText(licence: Licence): string {
  const name = licence.name?.trim();
  return `Licensed to ${licence.email}${name ? ` (${name})` : ''} — order #${licence.orderId}`;
}

/**
 * Whatever the book's own drawing leaves behind (a moved origin, a scale, a colour) is closed off
 * before the stamp is drawn, so the stamp lands where it is meant to on any PDF.
 */
export function isolateContent(document: PDFDocument, page: PDFPage) {
  const { context } = document;
  page.node.normalize();
  const start = context.register(context.contentStream([pushGraphicsState()]));
  const end = context.register(context.contentStream([popGraphicsState()]));
  page.node.wrapContentStreams(start, end);
}

/**
 * Returns a copy of the PDF with a small grey footer naming the buyer and the order on every page
 * (social DRM), plus the same text in the document's metadata. Names and addresses in Arabic are
 * shaped and laid out right to left like any other text of the shop's PDFs.
 */
export async function stampPdf(source: Uint8Array, licence: Licence): Promise<Uint8Array> {
  const document = await PDFDocument.load(source, { updateMetadata: false });
  const text = await PdfText.for(document);
  const line = licenceText(licence);
  const style = { size: FONT_SIZE, direction: 'ltr' as const };
  const width = text.width(line, style);
  for (const page of document.getPages()) {
    isolateContent(document, page);
    const box = page.getCropBox();
    text.draw(page, line, {
      ...style,
      x: box.x + Math.max(MARGIN, (box.width - width) / 2),
      y: box.y + MARGIN / 2,
      color: rgb(0.5, 0.5, 0.5),
    });
  }
  await text.embed();
  if (licence.code) await markCopy(document, licence.code);
  document.setSubject(line);
  return document.save();
}
