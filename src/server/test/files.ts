import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';

/* Files for the upload tests, made here and now: real pictures and PDFs, and ones that lie. */

export type FormPart = { name: string; data: Buffer | string; filename?: string; type?: string };

/** A multipart/form-data body as a browser sends it, and its content type. */
export function multipartForm(parts: FormPart[]) {
  const boundary = `----bookshop-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.type ? `\r\nContent-Type: ${part.type}` : '';
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${file}${type}\r\n\r\n`,
      ),
    );
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    body: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** One file in the field `file`, as the console sends it. */
export const fileForm = (data: Buffer | string, filename = 'upload.bin', type = 'application/octet-stream') =>
  multipartForm([{ name: 'file', data, filename, type }]);

const picture = (width: number, height: number, alpha = false) =>
  sharp({
    create: {
      width,
      height,
      channels: alpha ? 4 : 3,
      background: alpha ? { r: 40, g: 90, b: 140, alpha: 0.5 } : { r: 40, g: 90, b: 140 },
    },
  });

/** A cover-shaped JPEG carrying camera metadata (EXIF) that must not survive. */
export const sampleJpeg = (width = 800, height = 1120) =>
  picture(width, height)
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Secret Photographer', Artist: 'Hidden Name' } })
    .toBuffer();
export const samplePng = (width = 300, height = 420, alpha = false) =>
  picture(width, height, alpha).png().toBuffer();
export const sampleWebp = (width = 500, height = 700) => picture(width, height).webp().toBuffer();

/**
 * An image bomb: a small PNG (a few hundred KB) of 10000 × 10000 pixels of one colour, 100
 * megapixels, 300 MB once decoded.
 */
export const imageBomb = () => {
  // Made once per worker: encoding 100 megapixels takes a second or two.
  bomb ??= sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#ffffff' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  return bomb;
};
let bomb: Promise<Buffer> | undefined;

/**
 * A real PDF of `pages` pages; `extraBytes` of random data in a stream of their own make it as large as
 * needed (not an attachment: embedded files are refused).
 */
export async function samplePdf(pages = 2, extraBytes = 0): Promise<Buffer> {
  const document = await PDFDocument.create();
  for (let i = 0; i < pages; i++) document.addPage([300, 400]).drawText(`Page ${i + 1}`, { x: 40, y: 300 });
  if (extraBytes > 0) document.context.register(document.context.stream(randomBytes(extraBytes)));
  return Buffer.from(await document.save());
}

/** The first `share` of `bytes`: a file cut short in transfer. */
export const truncated = (bytes: Buffer, share = 0.6) => bytes.subarray(0, Math.floor(bytes.length * share));

/** Every file under `dir` (relative, '/'-separated), dot folders included; [] when there is no such folder. */
export async function filesUnder(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
