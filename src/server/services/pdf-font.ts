import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { type PDFDocument, PDFHexString, type PDFName, type PDFPage, type PDFRef, PDFString } from 'pdf-lib';

/*
 * A font written into one PDF for glyphs that were shaped elsewhere (HarfBuzz). pdf-lib's own embedder
 * maps glyphs back to text through the font's cmap, which knows nothing of Arabic's joined forms and
 * ligatures: those glyphs are reached only through the font's substitutions, so a reader copying the
 * text (or pdftotext, or a screen reader) would get nothing for them. Here every glyph drawn carries
 * the characters it stands for, and each (glyph, characters) pair gets a code of its own, so that one
 * glyph standing for different characters in different places still reads back right. Only the glyphs
 * used are kept in the file, cut out by HarfBuzz's subsetter with their ids unchanged.
 */

/** What the PDF needs to know of a font file; sizes in font units. */
export type FontSource = {
  name: string;
  bytes: Uint8Array;
  upem: number;
  ascender: number;
  descender: number;
  bbox: [number, number, number, number];
  advance(gid: number): number;
};

const require = createRequire(import.meta.url);

type SubsetExports = {
  memory: WebAssembly.Memory;
  malloc(size: number): number;
  free(pointer: number): void;
  hb_blob_create(data: number, length: number, mode: number, user: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_data(blob: number, length: number): number;
  hb_blob_get_length(blob: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, value: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_glyph_set(input: number): number;
  hb_subset_input_set_flags(input: number, flags: number): void;
  hb_subset_or_fail(face: number, input: number): number;
};

const HB_MEMORY_MODE_READONLY = 1;
const HB_SUBSET_FLAGS_NO_HINTING = 0x1;
const HB_SUBSET_FLAGS_RETAIN_GIDS = 0x2;

let subsetter: Promise<SubsetExports> | undefined;

async function loadSubsetter(): Promise<SubsetExports> {
  const wasm = await readFile(require.resolve('harfbuzzjs/dist/harfbuzz-subset.wasm'));
  const { instance } = await WebAssembly.instantiate(wasm);
  return instance.exports as unknown as SubsetExports;
}

/** The font with only `gids` drawn (the others empty), each glyph keeping its id. */
async function subsetFont(bytes: Uint8Array, gids: Iterable<number>): Promise<Uint8Array> {
  subsetter ??= loadSubsetter();
  const hb = await subsetter;
  const data = hb.malloc(bytes.byteLength);
  new Uint8Array(hb.memory.buffer).set(bytes, data);
  const blob = hb.hb_blob_create(data, bytes.byteLength, HB_MEMORY_MODE_READONLY, 0, 0);
  const face = hb.hb_face_create(blob, 0);
  hb.hb_blob_destroy(blob);
  const input = hb.hb_subset_input_create_or_fail();
  const glyphs = hb.hb_subset_input_glyph_set(input);
  for (const gid of gids) hb.hb_set_add(glyphs, gid);
  hb.hb_subset_input_set_flags(input, HB_SUBSET_FLAGS_RETAIN_GIDS | HB_SUBSET_FLAGS_NO_HINTING);
  const subset = hb.hb_subset_or_fail(face, input);
  hb.hb_subset_input_destroy(input);
  hb.hb_face_destroy(face);
  try {
    if (!subset) throw new Error('The font could not be subset');
    const result = hb.hb_face_reference_blob(subset);
    const start = hb.hb_blob_get_data(result, 0);
    const copy = new Uint8Array(hb.memory.buffer, start, hb.hb_blob_get_length(result)).slice();
    hb.hb_blob_destroy(result);
    hb.hb_face_destroy(subset);
    return copy;
  } finally {
    hb.free(data);
  }
}

type Code = { gid: number; text: string; width: number };

const CMAP_HEADER = `/CIDInit /ProcSet findresource begin
12 dict begin
begincmap
/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def
/CMapName /Adobe-Identity-UCS def
/CMapType 2 def
1 begincodespacerange
<0000> <FFFF>
endcodespacerange
`;
const CMAP_FOOTER = `endcmap
CMapName currentdict /CMap defineresource pop
end
end
`;

const hex4 = (n: number) => n.toString(16).padStart(4, '0').toUpperCase();
const utf16Hex = (text: string) =>
  Array.from({ length: text.length }, (_, i) => hex4(text.charCodeAt(i))).join('');

/**
 * Codes for glyphs that carry no characters (a letter's dots and its vowel marks, drawn apart from the
 * letter that carries the characters). They have no entry in the code→text map: poppler and PDFium skip
 * them, and pdf.js reads the code's number as a character. So these numbers are invisible format
 * characters (Unicode's Cf), which pdf.js leaves out of the text, keeping the line whole and in order;
 * past those, control characters that bidi ignores (BN), which a reader can drop.
 */
const SILENT_CODES = [
  0xad,
  0x600,
  0x601,
  0x602,
  0x603,
  0x604,
  0x605,
  0x61c,
  0x6dd,
  0x70f,
  0x890,
  0x891,
  0x8e2,
  0x180e,
  ...range(0x200b, 0x200f),
  ...range(0x202a, 0x202e),
  ...range(0x2060, 0x2064),
  ...range(0x2066, 0x206f),
  0xfeff,
  ...range(0xfff9, 0xfffb),
  ...range(0x01, 0x08),
  ...range(0x0e, 0x1b),
  ...range(0x7f, 0x84),
  ...range(0x86, 0x9f),
];
const SILENT = new Set(SILENT_CODES);

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

export class EmbeddedFont {
  readonly ref: PDFRef;
  private readonly codes = new Map<number, Code>([[0, { gid: 0, text: '', width: 0 }]]);
  private readonly byKey = new Map<string, number>();
  private readonly names = new WeakMap<PDFPage, PDFName>();
  private readonly scale: number;
  private nextCode = 1;
  private nextSilent = 0;

  constructor(
    private readonly document: PDFDocument,
    private readonly font: FontSource,
  ) {
    this.ref = document.context.nextRef();
    this.scale = 1000 / font.upem;
  }

  /** The code to show `gid` standing for `text` (the characters it was shaped from). */
  code(gid: number, text: string): PDFHexString {
    const key = `${gid}:${text}`;
    let cid = this.byKey.get(key);
    if (cid === undefined) {
      cid =
        text === '' && this.nextSilent < SILENT_CODES.length ? SILENT_CODES[this.nextSilent++] : this.take();
      this.codes.set(cid, { gid, text, width: this.font.advance(gid) * this.scale });
      this.byKey.set(key, cid);
    }
    return PDFHexString.of(hex4(cid));
  }

  /** The next code that is not kept for silent glyphs. */
  private take(): number {
    while (SILENT.has(this.nextCode)) this.nextCode++;
    if (this.nextCode > 0xffff) throw new Error('Too many distinct glyphs for one font');
    return this.nextCode++;
  }

  /** The font's name in the page's resources, adding it there the first time. */
  nameOn(page: PDFPage): PDFName {
    let name = this.names.get(page);
    if (!name) {
      name = page.node.newFontDictionary('Shaped', this.ref);
      this.names.set(page, name);
    }
    return name;
  }

  /** Writes the font, its widths, its code→glyph map and its code→text map into the document. */
  async embed(): Promise<void> {
    const { context } = this.document;
    const bytes = await subsetFont(
      this.font.bytes,
      [...this.codes.values()].map((code) => code.gid),
    );
    // Codes are numbers up to the highest used; the unused ones show glyph 0.
    const highest = Math.max(...this.codes.keys());
    const used = [...this.codes].sort(([a], [b]) => a - b);
    const baseFont = context.addRandomSuffix(this.font.name);
    const scale = this.scale;
    const descriptor = context.register(
      context.obj({
        Type: 'FontDescriptor',
        FontName: baseFont,
        Flags: 4,
        FontBBox: this.font.bbox.map((value) => value * scale),
        ItalicAngle: 0,
        Ascent: this.font.ascender * scale,
        Descent: this.font.descender * scale,
        CapHeight: this.font.ascender * scale,
        StemV: 80,
        FontFile2: context.register(context.flateStream(bytes)),
      }),
    );
    const gidMap = new Uint8Array((highest + 1) * 2);
    for (const [cid, code] of used) {
      gidMap[cid * 2] = code.gid >> 8;
      gidMap[cid * 2 + 1] = code.gid & 0xff;
    }
    const cidFont = context.register(
      context.obj({
        Type: 'Font',
        Subtype: 'CIDFontType2',
        BaseFont: baseFont,
        CIDSystemInfo: {
          Registry: PDFString.of('Adobe'),
          Ordering: PDFString.of('Identity'),
          Supplement: 0,
        },
        FontDescriptor: descriptor,
        W: used.flatMap(([cid, code]) => [cid, [Math.round(code.width)]]),
        CIDToGIDMap: context.register(context.flateStream(gidMap)),
      }),
    );
    context.assign(
      this.ref,
      context.obj({
        Type: 'Font',
        Subtype: 'Type0',
        BaseFont: baseFont,
        Encoding: 'Identity-H',
        DescendantFonts: [cidFont],
        ToUnicode: context.register(context.flateStream(this.toUnicode())),
      }),
    );
  }

  private toUnicode(): string {
    const entries = [...this.codes].flatMap(([cid, code]) =>
      code.text ? [`<${hex4(cid)}> <${utf16Hex(code.text)}>`] : [],
    );
    const blocks: string[] = [];
    for (let i = 0; i < entries.length; i += 100) {
      const block = entries.slice(i, i + 100);
      blocks.push(`${block.length} beginbfchar\n${block.join('\n')}\nendbfchar\n`);
    }
    return CMAP_HEADER + blocks.join('') + CMAP_FOOTER;
  }
}
