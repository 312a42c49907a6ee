/*
 * The standard PDF fonts pdf.js draws with, fetched by the shop (vite.config.ts serves them) once for
 * every book read; without pdf.js, so that a copy's font is asked for before pdf.js has loaded.
 */

export const FONTS_URL = '/pdf-fonts/';
/** Every copy the shop stamps carries its code in Helvetica (pdf-trace.ts): pdf.js draws it with this. */
const COPY_CODE_FONT = 'LiberationSans-Regular.ttf';
const fonts = new Map<string, Promise<Uint8Array>>();

/** A standard font's file, fetched once for every book read (vite.config.ts serves them). */
function fontBytes(filename: string): Promise<Uint8Array> {
  let bytes = fonts.get(filename);
  if (!bytes) {
    bytes = fetch(`${FONTS_URL}${filename}`).then(async (response) => {
      if (!response.ok) throw new Error(`No font ${filename}`);
      return new Uint8Array(await response.arrayBuffer());
    });
    bytes.catch(() => fonts.delete(filename));
    fonts.set(filename, bytes);
  }
  return bytes;
}

/** Asks for the font of a copy's code beside the book's first bytes, rather than after them. */
export function prefetchCopyFont(): void {
  void fontBytes(COPY_CODE_FONT).catch(() => undefined);
}

/** pdf.js's files for the 14 standard PDF fonts a PDF may name without embedding them. */
export class StandardFonts {
  async fetch({ kind, filename }: { kind: string; filename: string }): Promise<Uint8Array> {
    if (kind !== 'standardFontDataUrl') throw new Error(`No ${kind} data in the shop`);
    // A copy: pdf.js may hand it to its worker, which takes the buffer.
    return (await fontBytes(filename)).slice();
  }
}
