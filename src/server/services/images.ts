import { randomBytes } from 'node:crypto';
import { open } from 'node:fs/promises';
import sharp from 'sharp';
import { messagesOf } from '#server/i18n/index.ts';
import { AppError } from '#server/plugins/errors.ts';
import type { Localized } from '#shared/lang.ts';
import { RESIZED_WIDTHS } from '#shared/resized-media.ts';
import type { Storage } from './storage.ts';

/*
 * Uploaded pictures, judged by what they contain: decoded with sharp (never trusting a name or a
 * declared type), refused when they are no JPEG, PNG or WebP, damaged, or bigger in pixels than any
 * picture needs to be (an 'image bomb' is small on disk and huge once decoded), then re-encoded (which
 * drops every bit of metadata: camera, place, author) and resized to what the shop shows.
 */

/** Decoding stops past this many pixels: 8000 × 5000, far more than a cover or a news picture needs. */
export const MAX_INPUT_PIXELS = 40_000_000;
/**
 * The formats an upload may be in, by their first bytes (their 'magic numbers') and as sharp names
 * them. Nothing else reaches a decoder: no SVG, TIFF, HEIF or PDF parser ever sees an upload.
 */
const SIGNATURES = [
  { format: 'jpeg', matches: (head: Buffer) => head.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])) },
  {
    format: 'png',
    matches: (head: Buffer) =>
      head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    format: 'webp',
    matches: (head: Buffer) =>
      head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP',
  },
] as const;

/** Widths (px) of a cover's WebP copies made at upload: those offered for every picture. */
export const COVER_WIDTHS = RESIZED_WIDTHS;
/** The JPEG every browser and every other page (orders, library, e-mails) can show. */
export const COVER_FALLBACK_WIDTH = 640;

/** One resized copy: its media key, its width in pixels and its type. */
export type ImageVariant = { key: string; width: number; type: 'image/webp' | 'image/jpeg' };
export type StoredCover = { image: string; variants: ImageVariant[] };

export const imageMessages = messagesOf('images');

const refused = (code: string, message: Localized) => new AppError(422, code, message);

/** A generated name: nothing of the upload's own name ever reaches a key or a URL. */
export const randomName = () => randomBytes(12).toString('hex');

const inputOptions = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' } as const;

async function firstBytes(path: string, length: number): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const head = Buffer.alloc(length);
    const { bytesRead } = await file.read(head, 0, length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/** Why sharp could not read a file, as the answer an uploader gets. */
function readError(error: unknown): AppError {
  const message = error instanceof Error ? error.message : '';
  if (/pixel limit/i.test(message)) return refused('image_too_large', imageMessages.tooManyPixels);
  if (/unsupported image format/i.test(message)) return refused('not_an_image', imageMessages.notAnImage);
  return refused('damaged_image', imageMessages.damaged);
}

/**
 * Reads the picture at `path` completely, once, shrunk to at most `maxWidth` pixels wide and turned
 * upright: raw sRGB pixels every copy is then made from. Throws a 422 AppError for anything that is not
 * a whole JPEG, PNG or WebP of at most MAX_INPUT_PIXELS.
 */
async function decode(path: string, maxWidth: number) {
  const head = await firstBytes(path, 12);
  const expected = SIGNATURES.find((signature) => signature.matches(head))?.format;
  if (!expected) throw refused('not_an_image', imageMessages.notAnImage);
  let format: string | undefined;
  try {
    ({ format } = await sharp(path, inputOptions).metadata());
  } catch (error) {
    throw readError(error);
  }
  if (format !== expected) throw refused('not_an_image', imageMessages.notAnImage);
  try {
    const { data, info } = await sharp(path, inputOptions)
      .rotate()
      .resize({ width: maxWidth, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };
    const hasAlpha = info.channels === 4 || info.channels === 2;
    return { pixels: () => sharp(data, { raw }), width: info.width, hasAlpha };
  } catch (error) {
    throw readError(error);
  }
}

/** Removes every key of a failed or replaced upload; a key already gone is no error. */
export async function removeKeys(storage: Storage, keys: Iterable<string>) {
  await Promise.all([...new Set(keys)].map((key) => storage.remove(key)));
}

/**
 * A book's cover: WebP copies at the COVER_WIDTHS no wider than the upload, and a JPEG fallback,
 * stored under new random keys in `folder`. The caller points the book at them, then removes the old.
 */
export async function storeCover(storage: Storage, path: string, folder: string): Promise<StoredCover> {
  const picture = await decode(path, COVER_FALLBACK_WIDTH);
  const name = randomName();
  const widths = [...COVER_WIDTHS.filter((w) => w < picture.width), picture.width];
  const written: string[] = [];
  try {
    const variants: ImageVariant[] = [];
    for (const width of widths) {
      const key = `${folder}/${name}-${width}.webp`;
      const bytes = await picture.pixels().resize({ width }).webp({ quality: 80 }).toBuffer();
      written.push(key);
      await storage.put(key, bytes);
      variants.push({ key, width, type: 'image/webp' });
    }
    const image = `${folder}/${name}.jpg`;
    const fallback = await picture
      .pixels()
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
    written.push(image);
    await storage.put(image, fallback);
    variants.push({ key: image, width: picture.width, type: 'image/jpeg' });
    return { image, variants };
  } catch (error) {
    await removeKeys(storage, written);
    throw error;
  }
}

/**
 * A picture of a news item, a Kashkoul article or a link: one copy at most `maxWidth` wide, JPEG, or
 * PNG when it has transparency (a logo), under a new random key in `folder`.
 */
export async function storePicture(
  storage: Storage,
  path: string,
  folder: string,
  maxWidth: number,
): Promise<string> {
  const picture = await decode(path, maxWidth);
  const key = `${folder}/${randomName()}.${picture.hasAlpha ? 'png' : 'jpg'}`;
  const encoded = picture.hasAlpha
    ? picture.pixels().png({ compressionLevel: 9 })
    : picture.pixels().jpeg({ quality: 82, mozjpeg: true });
  await storage.put(key, await encoded.toBuffer());
  return key;
}

/**
 * A picture already in media as a WebP `width` pixels wide (never enlarged), for `srcset`. The bytes
 * are checked as an upload's are: only a whole JPEG, PNG or WebP of at most MAX_INPUT_PIXELS is read,
 * anything else is refused with a 422 AppError.
 */
export async function resizedWebp(bytes: Buffer, width: number): Promise<Buffer> {
  const expected = SIGNATURES.find((signature) => signature.matches(bytes.subarray(0, 12)))?.format;
  if (!expected) throw refused('not_an_image', imageMessages.notAnImage);
  try {
    const picture = sharp(bytes, inputOptions);
    const { format } = await picture.metadata();
    if (format !== expected) throw refused('not_an_image', imageMessages.notAnImage);
    return await picture
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .toColourspace('srgb')
      .webp({ quality: 78 })
      .toBuffer();
  } catch (error) {
    throw error instanceof AppError ? error : readError(error);
  }
}
