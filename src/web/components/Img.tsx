import { type ImgHTMLAttributes, type SyntheticEvent, useState } from 'react';
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
};

/** `srcset` of the WebP copies among `variants`, narrowest first; '' when there are none. */
export function webpSrcSet(variants: readonly ImageVariant[] | undefined): string {
  return (variants ?? [])
    .filter((variant) => variant.type === 'image/webp')
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${mediaUrl(variant.file_name)} ${variant.width}w`)
    .join(', ');
}

/** A lazily loaded image that falls back to the default picture on error. */
export function Img({ src, fileName, variants, sizes, alt = '', onError, ...rest }: ImgProps) {
  const wanted = src || mediaUrl(fileName);
  const [failed, setFailed] = useState<string | null>(null);
  const handleError = (event: SyntheticEvent<HTMLImageElement>) => {
    // Remember which source failed so a new `src` gets its own chance, and the fallback never loops.
    setFailed(wanted);
    onError?.(event);
  };
  const image = (
    <img
      loading="lazy"
      decoding="async"
      {...rest}
      sizes={sizes}
      alt={alt}
      src={failed === wanted ? FALLBACK_IMAGE : wanted}
      onError={failed === wanted ? undefined : handleError}
    />
  );
  const srcSet = failed === wanted ? '' : webpSrcSet(variants);
  if (!srcSet) return image;
  // The picture element takes no box of its own: the image lays out exactly as without it.
  return (
    <picture className="contents">
      <source type="image/webp" srcSet={srcSet} sizes={sizes} />
      {image}
    </picture>
  );
}
