import { type ImgHTMLAttributes, type SyntheticEvent, useState } from 'react';
import { RESIZABLE, RESIZED_MEDIA_PREFIX, RESIZED_WIDTHS } from '#shared/resized-media.ts';
import { shopOrigin } from '#web/api/origin.ts';

/** Shown when an image fails to load (spec §2); relative to the page, which is always the site root. */
export const FALLBACK_IMAGE = './default1.png';

/** URL of an uploaded file served by the API host. */
export function mediaUrl(fileName: string | null | undefined): string {
  if (!fileName) return FALLBACK_IMAGE;
  return `${shopOrigin}/media/${fileName.split('/').map(encodeURIComponent).join('/')}`;
}

/** A resized copy of a picture under /media, as the catalogue names a cover's. */
export type ImageVariant = { file_name: string; width: number; type: string };

type ImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & {
  src?: string | null;
  /** A file name under /media; used when `src` is not given. */
  fileName?: string | null;
  /**
   * Resized WebP copies: the browser picks the one the layout needs (with `sizes`), and `src` stays the
   * fallback. Without them the image is the single `src`, as before.
   */
  variants?: readonly ImageVariant[];
  /**
   * The picture the page is first seen for (a page's main cover, the first cover of the first shelf):
   * fetched at once and before the others, where every other image waits until it is near the screen.
   */
  priority?: boolean;
};

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

/** A lazily loaded image that falls back to the default picture on error. */
export function Img({ src, fileName, variants, sizes, priority, alt = '', onError, ...rest }: ImgProps) {
  const wanted = src || mediaUrl(fileName);
  const [failed, setFailed] = useState<string | null>(null);
  const handleError = (event: SyntheticEvent<HTMLImageElement>) => {
    // Remember which source failed so a new `src` gets its own chance, and the fallback never loops.
    setFailed(wanted);
    onError?.(event);
  };
  const image = (
    <img
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
      {...rest}
      sizes={sizes}
      alt={alt}
      src={failed === wanted ? FALLBACK_IMAGE : wanted}
      onError={failed === wanted ? undefined : handleError}
    />
  );
  // The server's copies are offered only where the page says how wide it draws the picture.
  const srcSet =
    failed === wanted ? '' : src || !sizes ? webpSrcSet(variants) : pictureSrcSet(fileName, variants);
  if (!srcSet) return image;
  // The picture element takes no box of its own: the image lays out exactly as without it.
  return (
    <picture className="contents">
      <source type="image/webp" srcSet={srcSet} sizes={sizes} />
      {image}
    </picture>
  );
}
