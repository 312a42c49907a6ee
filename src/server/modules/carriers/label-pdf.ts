import { PDFDocument, StandardFonts } from 'pdf-lib';

/** Latin letters only: the label's standard font has no others (names in Arabic are left out). */
const latin = (text: string) => text.replace(/[^\x20-\x7e]/g, '').trim();

/**
 * A 4x6 inch label (288 x 432 points) listing `lines`, the first large: what the sandbox carrier
 * prints, and what the carriers' stand-ins answer in tests.
 */
export async function simpleLabel(lines: string[]): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.HelveticaBold);
  const page = document.addPage([288, 432]);
  let y = 390;
  lines.forEach((line, index) => {
    const size = index === 0 ? 20 : 11;
    page.drawText(latin(line), { x: 18, y, size, font });
    y -= size + 10;
  });
  document.setTitle(latin(lines[0] ?? 'Label'));
  return document.save();
}
