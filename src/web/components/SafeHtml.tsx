import DOMPurify from 'dompurify';
import { useMemo } from 'react';

type SafeHtmlProps = {
  html: string | null | undefined;
  className?: string;
  as?: 'div' | 'section' | 'article';
};

/** Renders HTML written by staff (descriptions, terms) after DOMPurify removes scripts and handlers. */
export function SafeHtml({ html, className, as: Tag = 'div' }: SafeHtmlProps) {
  const clean = useMemo(() => DOMPurify.sanitize(html ?? '', { USE_PROFILES: { html: true } }), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised by DOMPurify just above.
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
