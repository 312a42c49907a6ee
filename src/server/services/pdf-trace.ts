import { randomInt } from 'node:crypto';
import {
  beginText,
  endText,
  type PDFDocument,
  popGraphicsState,
  pushGraphicsState,
  StandardFonts,
  setFontAndSize,
  setTextMatrix,
  setTextRenderingMode,
  showText,
  TextRenderingMode,
} from 'pdf-lib';

/*
 * Each stamped copy carries its own code, so that a leaked copy names its buyer even once the visible
 * stamp is cropped or drawn over and the metadata is gone. The code is written into every page's
 * content as invisible text (rendering mode 3, the mode of a scanned book's OCR layer) at several places
 * of the page, so a copy keeps it when one corner is cut away, and a passage copied from the page
 * carries it too. A code is 'BKC' and ten letters of Crockford's base 32 (no I, L, O or U): 50 bits.
 */

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_LENGTH = 10;
const PREFIX = 'BKC';

/** A copy code wherever it stands in a text (a PDF's text, a pasted passage). */
export const COPY_CODE = /BKC[0-9A-HJKMNP-TV-Z]{10}/g;

/** A new random copy code. */
export function newCopyCode(): string {
  let code = PREFIX;
  for (let i = 0; i < CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** The copy codes found in a text, each once, in the order met. */
export function copyCodesIn(text: string): string[] {
  return [...new Set(text.toUpperCase().match(COPY_CODE) ?? [])];
}

/** Where on the page the code is written, as fractions of its width and height. */
const SPOTS: [number, number][] = [
  [0.1, 0.9],
  [0.5, 0.5],
  [0.2, 0.25],
  [0.6, 0.75],
  [0.1, 0.05],
];
const SIZE = 2;

/** Writes `code` invisibly at each spot of every page of `document`. */
export async function markCopy(document: PDFDocument, code: string): Promise<void> {
  const font = await document.embedFont(StandardFonts.Helvetica);
  const text = font.encodeText(` ${code} `);
  for (const page of document.getPages()) {
    const name = page.node.newFontDictionary(font.name, font.ref);
    const box = page.getCropBox();
    page.pushOperators(
      pushGraphicsState(),
      beginText(),
      setFontAndSize(name, SIZE),
      setTextRenderingMode(TextRenderingMode.Invisible),
      ...SPOTS.flatMap(([x, y]) => [
        setTextMatrix(1, 0, 0, 1, box.x + box.width * x, box.y + box.height * y),
        showText(text),
      ]),
      endText(),
      popGraphicsState(),
    );
  }
}
