import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import bidiFactory from 'bidi-js';
import {
  beginText,
  endText,
  type PDFDocument,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  type RGB,
  rgb,
  setFillingRgbColor,
  setFontAndSize,
  setTextMatrix,
  showText,
} from 'pdf-lib';
import { EmbeddedFont, type FontSource } from './pdf-font.ts';

/*
 * Lines of text in PDFs as a reader of Arabic expects them: the Unicode bidirectional algorithm
 * (bidi-js) orders the runs (Arabic right to left, numbers and Latin words left to right in their
 * place), HarfBuzz shapes each run (joined letters, ligatures, marks), and the glyphs are drawn where
 * HarfBuzz puts them, each carrying the characters it came from so that copied text reads in order.
 * One font, Noto Naskh Arabic, has the Arabic, the Latin letters and the digits.
 */

export type Weight = 'regular' | 'bold';
/** A line's base direction; 'auto' takes it from its first strong letter (user-written text). */
export type Direction = 'rtl' | 'ltr' | 'auto';

const require = createRequire(import.meta.url);
const FONT_FILES: Record<Weight, string> = {
  regular: '@expo-google-fonts/noto-naskh-arabic/400Regular/NotoNaskhArabic_400Regular.ttf',
  bold: '@expo-google-fonts/noto-naskh-arabic/700Bold/NotoNaskhArabic_700Bold.ttf',
};

type HarfBuzz = typeof import('harfbuzzjs');
type Face = { hb: HarfBuzz; font: InstanceType<HarfBuzz['Font']>; upem: number; source: FontSource };

// HarfBuzz is a WebAssembly module: loaded once, the first time a PDF needs text, not at start-up.
let harfbuzz: Promise<HarfBuzz> | undefined;
const faces = new Map<Weight, Promise<Face>>();
const bidi = bidiFactory();

async function loadFace(weight: Weight): Promise<Face> {
  harfbuzz ??= import('harfbuzzjs');
  const [hb, bytes] = await Promise.all([harfbuzz, readFile(require.resolve(FONT_FILES[weight]))]);
  const data = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const face = new hb.Face(new hb.Blob(data));
  const font = new hb.Font(face);
  const head = new DataView((face.referenceTable('head') as Uint8Array).slice().buffer);
  const extents = font.hExtents();
  const source: FontSource = {
    name: face.getName(6, 'en') || 'Font',
    bytes: data,
    upem: face.upem,
    ascender: extents.ascender,
    descender: extents.descender,
    // xMin, yMin, xMax, yMax of the font's 'head' table.
    bbox: [head.getInt16(36), head.getInt16(38), head.getInt16(40), head.getInt16(42)],
    advance: (gid) => font.glyphHAdvance(gid),
  };
  return { hb, font, upem: face.upem, source };
}

function faceFor(weight: Weight): Promise<Face> {
  let face = faces.get(weight);
  if (!face) {
    face = loadFace(weight);
    faces.set(weight, face);
  }
  return face;
}

/** A glyph placed on the line, in font units from the line's left end, with the text it shows. */
type Placed = { gid: number; text: string; x: number; y: number };
export type Line = { glyphs: Placed[]; width: number };

type Run = { start: number; end: number; level: number };

function levelRuns(text: string, direction: Direction): Run[] {
  const { levels } = bidi.getEmbeddingLevels(text, direction);
  const runs: Run[] = [];
  for (let i = 0; i < text.length; i++) {
    const last = runs.at(-1);
    if (last && last.level === levels[i]) last.end = i + 1;
    else runs.push({ start: i, end: i + 1, level: levels[i] });
  }
  return runs;
}

/** Rule L2 on whole runs: from the highest level down to the lowest odd one, reverse each stretch. */
function visualOrder(runs: Run[]): Run[] {
  const order = [...runs];
  const levels = runs.map((run) => run.level);
  const highest = Math.max(...levels);
  const lowestOdd = Math.min(...levels.map((level) => (level % 2 ? level : level + 1)));
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < order.length; i++) {
      if (order[i].level < level) continue;
      let j = i;
      while (j + 1 < order.length && order[j + 1].level >= level) j++;
      order.splice(i, j - i + 1, ...order.slice(i, j + 1).reverse());
      i = j;
    }
  }
  return order;
}

function shapeRun(face: Face, text: string, run: Run): Line {
  const { hb } = face;
  const buffer = new hb.Buffer();
  buffer.addText(text, run.start, run.end - run.start);
  buffer.setDirection(run.level % 2 ? hb.Direction.RTL : hb.Direction.LTR);
  buffer.guessSegmentProperties();
  // Marks (shadda, vowels) join their letter's cluster: one letter, read back with its marks.
  buffer.setClusterLevel(hb.ClusterLevel.MONOTONE_GRAPHEMES);
  hb.shape(face.font, buffer);
  const infos = buffer.getGlyphInfos();
  const positions = buffer.getGlyphPositions();
  // A cluster stands for the characters from its start to the next cluster's start (a letter and
  // its marks, a ligature). Its widest glyph carries them; the others (a letter's dots, drawn apart
  // in this font) carry nothing. The page holds right-to-left runs in visual order, and readers of
  // its text (pdftotext, pdf.js) turn each such run around, characters of one glyph included: so a
  // right-to-left cluster is written reversed, to come out in reading order.
  const rtl = run.level % 2 === 1;
  const textOf = (cluster: number) => {
    const characters = text.slice(cluster, ends.get(cluster));
    return rtl ? [...characters].reverse().join('') : characters;
  };
  const starts = [...new Set(infos.map((info) => info.cluster))].sort((a, b) => a - b);
  const ends = new Map(starts.map((start, i) => [start, starts[i + 1] ?? run.end]));
  const carrier = new Map<number, number>();
  infos.forEach((info, i) => {
    const current = carrier.get(info.cluster);
    if (current === undefined || positions[i].xAdvance > positions[current].xAdvance) {
      carrier.set(info.cluster, i);
    }
  });
  let x = 0;
  const glyphs = infos.map((info, i) => {
    const position = positions[i];
    const placed = {
      gid: info.codepoint,
      text: carrier.get(info.cluster) === i ? textOf(info.cluster) : '',
      x: x + position.xOffset,
      y: position.yOffset,
    };
    x += position.xAdvance;
    return placed;
  });
  return { glyphs, width: x };
}

/** Lays out one line: runs in visual order, glyphs placed left to right, in font units. */
function layoutLine(face: Face, text: string, direction: Direction): Line {
  const line = text.replace(/\s+/g, ' ').trim();
  if (!line) return { glyphs: [], width: 0 };
  const glyphs: Placed[] = [];
  let x = 0;
  for (const run of visualOrder(levelRuns(line, direction))) {
    const shaped = shapeRun(face, line, run);
    for (const glyph of shaped.glyphs) glyphs.push({ ...glyph, x: glyph.x + x });
    x += shaped.width;
  }
  return { glyphs, width: x };
}

export type TextStyle = { size: number; direction: Direction; weight?: Weight };
export type Placement = TextStyle & {
  x: number;
  y: number;
  /** Which end of the line `x` is: its left end, its right end, or its middle. */
  align?: 'left' | 'right' | 'center';
  color?: RGB;
};

/**
 * Text for one PDF document: measure, wrap and draw lines; `embed()` then writes the glyphs used
 * into the document, and must run before it is saved.
 */
export class PdfText {
  private readonly fonts = new Map<Weight, EmbeddedFont>();

  private constructor(
    private readonly document: PDFDocument,
    private readonly faces: Record<Weight, Face>,
  ) {}

  static async for(document: PDFDocument): Promise<PdfText> {
    const [regular, bold] = await Promise.all([faceFor('regular'), faceFor('bold')]);
    return new PdfText(document, { regular, bold });
  }

  private line(text: string, style: TextStyle) {
    const face = this.faces[style.weight ?? 'regular'];
    return { face, line: layoutLine(face, text, style.direction), scale: style.size / face.upem };
  }

  /** The glyphs of the line from left to right: id, characters shown, where it sits (points). */
  glyphs(text: string, style: TextStyle): { gid: number; text: string; x: number }[] {
    const { line, scale } = this.line(text, style);
    return line.glyphs.map((glyph) => ({ gid: glyph.gid, text: glyph.text, x: glyph.x * scale }));
  }

  /** The width of the line in points. */
  width(text: string, style: TextStyle): number {
    const { line, scale } = this.line(text, style);
    return line.width * scale;
  }

  /** The text cut into lines no wider than `maxWidth`, at spaces (inside a word only if it must). */
  wrap(text: string, maxWidth: number, style: TextStyle): string[] {
    const lines: string[] = [];
    let current = '';
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const candidate = current ? `${current} ${word}` : word;
      if (this.width(candidate, style) <= maxWidth) {
        current = candidate;
        continue;
      }
      if (current) lines.push(current);
      current = word;
      while (current.length > 1 && this.width(current, style) > maxWidth) {
        let cut = current.length - 1;
        while (cut > 1 && this.width(current.slice(0, cut), style) > maxWidth) cut--;
        lines.push(current.slice(0, cut));
        current = current.slice(cut);
      }
    }
    if (current) lines.push(current);
    return lines;
  }

  /** Draws one line on the page; answers its width in points. */
  draw(page: PDFPage, text: string, placement: Placement): number {
    const { face, line, scale } = this.line(text, placement);
    if (line.glyphs.length === 0) return 0;
    const weight = placement.weight ?? 'regular';
    let font = this.fonts.get(weight);
    if (!font) {
      font = new EmbeddedFont(this.document, face.source);
      this.fonts.set(weight, font);
    }
    const width = line.width * scale;
    const align = placement.align ?? 'left';
    const left = align === 'left' ? placement.x : placement.x - (align === 'right' ? width : width / 2);
    const color = placement.color ?? rgb(0, 0, 0);
    const operators = [
      pushGraphicsState(),
      beginText(),
      setFontAndSize(font.nameOn(page), placement.size),
      setFillingRgbColor(color.red, color.green, color.blue),
    ];
    for (const glyph of line.glyphs) {
      operators.push(
        setTextMatrix(1, 0, 0, 1, left + glyph.x * scale, placement.y + glyph.y * scale),
        showText(font.code(glyph.gid, glyph.text)),
      );
    }
    operators.push(endText(), popGraphicsState());
    page.pushOperators(...operators);
    return width;
  }

  /** Writes the fonts with the glyphs drawn so far into the document. */
  async embed(): Promise<void> {
    for (const font of this.fonts.values()) await font.embed();
  }
}
