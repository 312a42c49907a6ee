import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A one-page 4x6 label naming `waybill`, as a carrier's stand-in answers it. */
export async function standInLabel(carrier: string, waybill: string): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.HelveticaBold);
  const page = document.addPage([288, 432]);
  page.drawText(carrier, { x: 18, y: 390, size: 14, font });
  page.drawText(waybill, { x: 18, y: 360, size: 20, font });
  return document.save();
}
