import { foldWithOrigins } from './arabic-fold.ts';

/*
 * Search inside a book: the text of each page (as pdf.js gives it, item by item) put in reading
 * order, then the reader's query found in it with the shop's folding. Pure, so that the reader in the
 * browser and a test that reads a real PDF in Node use the same code.
 */

/** What pdf.js's getTextContent gives for a run of text (the fields used here). */
export type PdfTextItem = {
  str: string;
  dir: string;
  width: number;
  height: number;
  transform: number[];
};

/** A page's text in reading order, and which part of it each text item gave. */
export type PageText = {
  text: string;
  parts: { item: number; start: number; end: number }[];
  /**
   * Some glyphs came without a text of their own (pdf.js then gives control characters and, where
   * such a glyph is shifted, a space inside a word): words may be cut by a space.
   */
  loose: boolean;
};

const ARABIC = /[\p{Script=Arabic}\p{Script=Hebrew}]/gu;
const LATIN = /[\p{Script=Latin}]/gu;
const CONTROLS = /\p{Cc}/gu;
/** An ASCII symbol squeezed between Arabic letters: a glyph drawn without a text of its own. */
const STRAY = /(?<=[\u0600-\u06FF])[!-/:-@[-`{-~](?=[\u0600-\u06FF])/gu;

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/** Arabic more than Latin: a right-to-left run. */
export function mostlyRtl(text: string): boolean {
  const rtl = count(text, ARABIC);
  return rtl > 0 && rtl >= count(text, LATIN);
}

/**
 * An item's characters in reading order. pdf.js reorders a run it sees as right to left; a mostly
 * Arabic run it marks left to right (marks and unmapped glyphs confuse its guess) is still in
 * visual order, reversed: turned round here.
 */
export function logicalText(item: Pick<PdfTextItem, 'str' | 'dir'>): string {
  const clean = item.str.replace(CONTROLS, '').replace(STRAY, '');
  if (item.dir !== 'ltr' || !mostlyRtl(clean)) return clean;
  return [...clean].reverse().join('');
}

/** Points: smaller text is not read (no one reads 3-point text on a page). */
const MIN_HEIGHT = 3;

type Placed = { item: number; text: string; x: number; y: number; width: number; height: number };

/**
 * The page's text in reading order: items grouped into lines by their baseline, lines from the top,
 * within a line from the right when the line is mostly Arabic, else from the left. A gap between two
 * items wider than a fifth of the text's height reads as a space.
 */
export function pageText(items: PdfTextItem[]): PageText {
  const loose = items.some((item) => /\p{Cc}/u.test(item.str));
  const placed: Placed[] = [];
  items.forEach((item, index) => {
    if (!item.transform) return;
    const height = item.height || Math.abs(item.transform[3]) || 1;
    // Text too small to read (a copy's hidden code) is no part of the page's reading.
    if (height < MIN_HEIGHT) return;
    let text = logicalText(item);
    // Glyphs without a text of their own read as stray ASCII symbols around Arabic letters.
    if (loose && mostlyRtl(text)) text = text.replace(/[!-/:-@[-`{-~]/gu, '');
    if (text === '') return;
    placed.push({ item: index, text, x: item.transform[4], y: item.transform[5], width: item.width, height });
  });
  const lines: Placed[][] = [];
  for (const item of placed.sort((a, b) => b.y - a.y)) {
    const line = lines.at(-1);
    // A line's baseline is its tallest text's: marks and small runs sit a little above or below.
    const main = line?.reduce((tallest, other) => (other.height > tallest.height ? other : tallest));
    if (line && main && Math.abs(main.y - item.y) <= Math.max(main.height, item.height) / 2) line.push(item);
    else lines.push([item]);
  }
  let text = '';
  const parts: PageText['parts'] = [];
  for (const line of lines) {
    const rtl = mostlyRtl(line.map((item) => item.text).join(''));
    line.sort((a, b) => (rtl ? b.x - a.x : a.x - b.x));
    if (text !== '') text += '\n';
    line.forEach((item, i) => {
      const previous = line[i - 1];
      if (previous) {
        const gap = rtl ? previous.x - (item.x + item.width) : item.x - (previous.x + previous.width);
        if (gap > item.height / 5 && !/\s$/u.test(text) && !/^\s/u.test(item.text)) text += ' ';
      }
      const piece = /\s$/u.test(text) ? item.text.replace(/^\s+/u, '') : item.text;
      const start = text.length;
      text += piece.replace(/[^\S\n]{2,}/gu, ' ');
      parts.push({ item: item.item, start, end: text.length });
    });
  }
  return { text, parts, loose };
}

/** One match on a page: where it is in the page's text and the items that show it. */
export type Hit = { start: number; end: number; items: number[] };
export type PageHits = { page: number; hits: Hit[]; snippet: string };

/** `word` as a regular expression that matches it letter for letter. */
export const escapeRegExp = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The query as a pattern over folded text: its words in order, with only spaces or punctuation
 * between them. Inside a word, two Arabic letters may stand a space apart: PDFs whose glyphs are
 * placed one by one (marks and joined forms shifted) read back with such spaces, which pdf.js puts
 * where glyphs leave a gap. `loose` (glyphs without a text of their own on the page) allows that
 * between any two letters. Null for a query without a word.
 */
export function queryPattern(query: string, loose = false): RegExp | null {
  const { folded } = foldWithOrigins(query);
  const words = folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  if (words.length === 0) return null;
  const arabic = /\p{Script=Arabic}/u;
  const word = (text: string) =>
    [...text]
      .map((letter, i, letters) => {
        const previous = letters[i - 1];
        const gap = previous !== undefined && (loose || (arabic.test(previous) && arabic.test(letter)));
        return `${gap ? '\\s?' : ''}${escapeRegExp(letter)}`;
      })
      .join('');
  return new RegExp(words.map(word).join('[^\\p{L}\\p{N}]+'), 'gu');
}

/** Every match of `pattern` in a page's text. */
export function findInPage(page: PageText, query: string): Hit[] {
  const pattern = queryPattern(query, page.loose);
  if (!pattern) return [];
  const { folded, origins } = foldWithOrigins(page.text);
  const hits: Hit[] = [];
  for (const match of folded.matchAll(pattern)) {
    const start = origins[match.index];
    const last = origins[match.index + match[0].length - 1];
    let end = last + (page.text.codePointAt(last)! > 0xffff ? 2 : 1);
    // The marks written over the last letter belong to the match.
    while (end < page.text.length && /\p{M}/u.test(page.text[end])) end++;
    const items = page.parts.filter((part) => part.start < end && part.end > start).map((part) => part.item);
    hits.push({ start, end, items });
  }
  return hits;
}

/** A few words around a match, on one line. */
export function snippetOf(text: string, hit: Hit, around = 40): string {
  const from = Math.max(0, hit.start - around);
  const to = Math.min(text.length, hit.end + around);
  const inner = text.slice(from, to).replace(/\s+/gu, ' ').trim();
  return `${from > 0 ? '… ' : ''}${inner}${to < text.length ? ' …' : ''}`;
}

/** The pages (1-based numbers, in order) where the query is found, with their matches. */
export function searchPages(pages: Map<number, PageText>, query: string): PageHits[] {
  if (!queryPattern(query)) return [];
  const found: PageHits[] = [];
  for (const number of [...pages.keys()].sort((a, b) => a - b)) {
    const page = pages.get(number)!;
    const hits = findInPage(page, query);
    if (hits.length > 0) found.push({ page: number, hits, snippet: snippetOf(page.text, hits[0]) });
  }
  return found;
}
