import { type ImgHTMLAttributes, type SyntheticEvent, useState } from 'react';
import { FALLBACK_IMAGE, type ImageVariant, mediaUrl, pictureSrcSet, webpSrcSet } from './picture.ts';

export { mediaUrl, webpSrcSet } from './picture.ts';

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
