import { createRequire } from 'node:module';
import path from 'node:path';

/*
 * The text of a PDF read back in the test process with pdfjs-dist, shaped as poppler's pdftotext
 * gives it: lines top to bottom, each in reading order, pages ended by a form feed. pdf.js gives the
 * page's text in pieces, each placed on the page and already in reading order inside (it turns
 * right-to-left runs around); the lines and the order of the pieces on a line are built here, the
 * way pdftotext does: the page's main direction is that of most of its letters, and on a line of a
 * right-to-left page the pieces run from right to left, a left-to-right stretch (numbers, Latin
 * words) keeping its own order.
 */

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjs: Promise<PdfJs> | undefined;

const standardFontDataUrl = `${path.join(
  path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts',
)}${path.sep}`;

/** An area of the page in points from its top left corner, as pdftotext's -x -y -W -H. */
export type Crop = { x: number; y: number; width: number; height: number };

export type Piece = { text: string; rtl: boolean; left: number; right: number; y: number; size: number };

const RTL_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/gu;
const LTR_LETTER = /[A-Za-z\u00c0-\u024f\u0370-\u03ff\u0400-\u04ff]/gu;
const BIDI_MARKS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/**
 * Pieces of one line in reading order for the page's direction: pieces of the other direction that
 * touch (apart by less than the type size) are one stretch, kept in its own order.
 */
function readingOrder(pieces: Piece[], rtlPage: boolean): Piece[] {
  const visual = [...pieces].sort((a, b) => a.left - b.left);
  if (rtlPage) visual.reverse();
  const order: Piece[] = [];
  let stretch: Piece[] = [];
  for (const piece of visual) {
    const last = stretch.at(-1);
    const touching = last && (rtlPage ? last.left - piece.right : piece.left - last.right) < last.size;
    if (piece.rtl === rtlPage || !touching) {
      order.push(...stretch.reverse());
      stretch = [];
    }
    if (piece.rtl === rtlPage) order.push(piece);
    else stretch.push(piece);
  }
  return [...order, ...stretch.reverse()];
}

/** One line's text: pieces apart by more than a fifth of the type size are parted by a space. */
function lineText(pieces: Piece[], rtlPage: boolean): string {
  let text = '';
  let previous: Piece | undefined;
  for (const piece of readingOrder(pieces, rtlPage)) {
    if (previous) {
      const gap = rtlPage ? previous.left - piece.right : piece.left - previous.right;
      const apart = Math.abs(gap) > 0.2 * Math.min(previous.size, piece.size);
      text += apart || previous.rtl !== piece.rtl ? ' ' : '';
    }
    text += piece.text;
    previous = piece;
  }
  return text.replace(/[ \t]+/g, ' ').trim();
}

function pageText(pieces: Piece[]): string {
  const letters = pieces.map((piece) => piece.text).join('');
  const rtlPage = count(letters, RTL_LETTER) > count(letters, LTR_LETTER);
  const lines: Piece[][] = [];
  for (const piece of [...pieces].sort((a, b) => b.y - a.y)) {
    const line = lines.at(-1);
    if (line && Math.abs(line[0].y - piece.y) < 0.4 * Math.min(line[0].size, piece.size)) line.push(piece);
    else lines.push([piece]);
  }
  return lines.map((line) => `${lineText(line, rtlPage)}\n`).join('');
}

/**
 * The text of a PDF as pdftotext reads it (what a reader copying text, a search engine or a screen
 * reader gets), without bidi marks, spaces folded; every page ends with a form feed. With `crop`,
 * only the text inside that area of each page.
 */
export async function pdfToText(bytes: Uint8Array, crop?: Crop): Promise<string> {
  let text = '';
  for (const { pieces, top } of await pdfPieces(bytes)) {
    text += `${pageText(crop ? pieces.filter((piece) => inside(piece, crop, top)) : pieces)}\f`;
  }
  return text;
}

/**
 * The pieces of text of each page as pdf.js gives them, bidi marks taken out: each in logical order
 * inside, its direction, its left and right edges and its baseline in points from the page's bottom
 * left corner; `top` is the page's height.
 */
export async function pdfPieces(bytes: Uint8Array): Promise<{ pieces: Piece[]; top: number }[]> {
  // The worker's code runs here, in the test's thread: importing it sets globalThis.pdfjsWorker, which
  // pdf.js takes before its `workerSrc`. That setting is the reader's once its code has loaded in
  // the same test worker (a URL for the browser, not a file here).
  pdfjs ??= import('pdfjs-dist/legacy/build/pdf.worker.mjs').then(
    () => import('pdfjs-dist/legacy/build/pdf.mjs'),
  );
  const { getDocument } = await pdfjs;
  // pdf.js takes over the buffer it is given: it reads a copy.
  const task = getDocument({
    data: new Uint8Array(bytes),
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
    standardFontDataUrl,
  });
  try {
    const document = await task.promise;
    const pages: { pieces: Piece[]; top: number }[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const [, , , top] = page.view;
      const pieces: Piece[] = [];
      for (const item of (await page.getTextContent()).items) {
        if (!('str' in item)) continue;
        const content = item.str.replace(BIDI_MARKS, '');
        if (!content.trim()) continue;
        const [, , , scaleY, left, y] = item.transform as number[];
        pieces.push({
          text: content,
          rtl: item.dir === 'rtl',
          left,
          right: left + item.width,
          y,
          size: Math.abs(scaleY),
        });
      }
      page.cleanup();
      pages.push({ pieces, top });
    }
    return pages;
  } finally {
    await task.destroy();
  }
}

/** Whether a piece lies in the area, as pdftotext keeps the words whose middle is inside it. */
function inside(piece: Piece, crop: Crop, top: number): boolean {
  const middleX = (piece.left + piece.right) / 2;
  const middleY = top - (piece.y + piece.size / 3);
  return (
    middleX >= crop.x &&
    middleX <= crop.x + crop.width &&
    middleY >= crop.y &&
    middleY <= crop.y + crop.height
  );
}
