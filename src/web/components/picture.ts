import { RESIZABLE, RESIZED_MEDIA_PREFIX, RESIZED_WIDTHS } from '#shared/resized-media.ts';
import { shopOrigin } from '#web/api/origin.ts';

/*
 * The addresses of the shop's pictures, apart from the Img component (no React here): the app's first
 * script uses them to fetch a page's main picture before the page's code is in (app/preload.ts).
 */

/** Shown when an image fails to load (spec §2); relative to the page, which is always the site root. */
export const FALLBACK_IMAGE = './default1.png';

/** URL of an uploaded file served by the API host. */
export function mediaUrl(fileName: string | null | undefined): string {
  if (!fileName) return FALLBACK_IMAGE;
  return `${shopOrigin}/media/${fileName.split('/').map(encodeURIComponent).join('/')}`;
}

/** A resized copy of a picture under /media, as the catalogue names a cover's. */
export type ImageVariant = { file_name: string; width: number; type: string };

/** `srcset` of the WebP copies among `variants`, narrowest first; '' when there are none. */
export function webpSrcSet(variants: readonly ImageVariant[] | undefined): string {
  return (variants ?? [])
    .filter((variant) => variant.type === 'image/webp')
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${mediaUrl(variant.file_name)} ${variant.width}w`)
    .join(', ');
}

/** The address of the media picture `fileName` as a WebP `width` pixels wide, made by the server. */
export function resizedUrl(fileName: string, width: number): string {
  return `${shopOrigin}${RESIZED_MEDIA_PREFIX}${width}/${fileName.split('/').map(encodeURIComponent).join('/')}`;
}

/**
 * The WebP `srcset` of a picture: its stored copies, or else (a cover seeded or uploaded before copies
 * were made) the server's resized copies at every offered width; '' for a picture that cannot be resized.
 */
export function pictureSrcSet(fileName: string | null | undefined, variants?: readonly ImageVariant[]) {
  const stored = webpSrcSet(variants);
  if (stored || !fileName || !RESIZABLE.test(fileName)) return stored;
  return RESIZED_WIDTHS.map((width) => `${resizedUrl(fileName, width)} ${width}w`).join(', ');
}

/**
 * How wide a card's cover is drawn, as BookGrid and the sliders lay cards out: four or five a row on
 * wide screens, three on tablets, two and a part of the next on phones.
 */
export const CARD_SIZES =
  '(min-width: 1200px) 210px, (min-width: 1024px) 190px, (min-width: 700px) 31vw, (min-width: 480px) 40vw, 58vw';

/** How wide the book page draws its cover, as its figure's max widths lay it out (books/details). */
export const DETAILS_COVER_SIZES =
  '(min-width: 1024px) 352px, (min-width: 768px) 272px, (min-width: 640px) 288px, 240px';

/** How wide the writer's page draws the photo, as its header's columns lay it out (books/writer). */
export const WRITER_PHOTO_SIZES = '(min-width: 1024px) 224px, (min-width: 640px) 176px, 160px';
