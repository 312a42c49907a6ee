/*
 * What the rights catalogue's tests read of its pages beyond their text (server/test/pdf-reader.ts
 * reads that): the pictures drawn on each page, and each line of text as it was drawn, glyph by glyph
 * from left to right with the code of the glyph and the characters it stands for, read with pdf.js's
 * operator lists. A letter shaped into another form (joined to its neighbours) is another glyph, so
 * another code.
 */

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjs: Promise<PdfJs> | undefined;

/** `code`: the glyph's code as pdf.js keeps it (its own private-use character for each code of the font). */
export type DrawnGlyph = { text: string; code: string; x: number };
/** One line as drawn (one text object): its font, its glyphs left to right, its text read from the right when mostly Arabic. */
export type DrawnLine = { font: string; glyphs: DrawnGlyph[]; text: string; rightToLeft: boolean };
export type PageDrawing = { images: number; lines: DrawnLine[] };

const ARABIC = /[\u0600-\u06ff]/u;

function lineOf(font: string, glyphs: DrawnGlyph[]): DrawnLine {
  const ordered = [...glyphs].sort((a, b) => a.x - b.x);
  const visual = ordered.map((glyph) => glyph.text).join('');
  const arabic = [...visual].filter((character) => ARABIC.test(character)).length;
  const rightToLeft = arabic * 2 > visual.replace(/\s/g, '').length;
  const text = rightToLeft ? [...visual].reverse().join('') : visual;
  return { font, glyphs: ordered, text: text.replace(/\s+/g, ' ').trim(), rightToLeft };
}

/** Each page's pictures and lines of text as drawn. */
export async function pageDrawings(bytes: Uint8Array): Promise<PageDrawing[]> {
  pdfjs ??= import('pdfjs-dist/legacy/build/pdf.worker.mjs').then(
    () => import('pdfjs-dist/legacy/build/pdf.mjs'),
  );
  const { getDocument, OPS } = await pdfjs;
  const imageOps = new Set<number>([
    OPS.paintImageXObject,
    OPS.paintInlineImageXObject,
    OPS.paintImageMaskXObject,
  ]);
  const task = getDocument({
    data: new Uint8Array(bytes),
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  try {
    const document = await task.promise;
    const pages: PageDrawing[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const { fnArray, argsArray } = await page.getOperatorList();
      const drawing: PageDrawing = { images: 0, lines: [] };
      let font = '';
      let x = 0;
      let glyphs: DrawnGlyph[] = [];
      fnArray.forEach((op, i) => {
        const args = argsArray[i] as unknown[];
        if (imageOps.has(op)) drawing.images += 1;
        else if (op === OPS.beginText) glyphs = [];
        else if (op === OPS.setFont) font = String(args[0]);
        else if (op === OPS.setTextMatrix) {
          // The matrix comes as one array-like argument (a Float32Array) or as six numbers.
          const matrix = (args.length === 1 ? args[0] : args) as ArrayLike<number>;
          x = Number(matrix[4]);
        } else if (op === OPS.showText) {
          for (const glyph of args[0] as { unicode?: string; fontChar?: string }[]) {
            if (typeof glyph !== 'object' || glyph === null) continue;
            // A glyph that stands for no character (a letter's dots) reads as an invisible format character.
            const text = (glyph.unicode ?? '').replace(/\p{Cf}/gu, '');
            glyphs.push({ text, code: glyph.fontChar ?? '', x });
          }
        } else if (op === OPS.endText && glyphs.length) drawing.lines.push(lineOf(font, glyphs));
      });
      page.cleanup();
      pages.push(drawing);
    }
    return pages;
  } finally {
    await task.destroy();
  }
}
