import { type ImgHTMLAttributes, type SyntheticEvent, useState } from 'react';
import { shopOrigin } from '#web/api/origin.ts';

/** Shown when an image fails to load (spec §2); relative to the page, which is always the site root. */
export const FALLBACK_IMAGE = './default1.png';

/** URL of an uploaded file served by the API host. */
export function mediaUrl(fileName: string | null | undefined): string {
  if (!fileName) return FALLBACK_IMAGE;
  return `${shopOrigin}/media/${fileName.split('/').map(encodeURIComponent).join('/')}`;
}

type ImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & {
  src?: string | null;
  /** A file name under /media; used when `src` is not given. */
  fileName?: string | null;
};

/** A lazily loaded image that falls back to the default picture on error. */
export function Img({ src, fileName, alt = '', onError, ...rest }: ImgProps) {
  const wanted = src || mediaUrl(fileName);
  const [failed, setFailed] = useState<string | null>(null);
  const handleError = (event: SyntheticEvent<HTMLImageElement>) => {
    // Remember which source failed so a new `src` gets its own chance, and the fallback never loops.
    setFailed(wanted);
    onError?.(event);
  };
  return (
    <img
      loading="lazy"
      decoding="async"
      {...rest}
      alt={alt}
      src={failed === wanted ? FALLBACK_IMAGE : wanted}
      onError={failed === wanted ? undefined : handleError}
    />
  );
}
