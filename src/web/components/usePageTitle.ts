import { useEffect } from 'react';
import { useSeo } from '#web/api/content.ts';
import { usePageSettled } from '#web/state/page-settled.ts';

function setMeta(name: string, content: string) {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = name;
    document.head.append(meta);
  }
  meta.content = content;
}

/**
 * Sets the document title to 'Page — SEO title' and the meta description and keywords from GET /seos,
 * asked for once the first page is on screen (the page's title is there at once).
 */
export function usePageTitle(page?: string) {
  const { data: seo } = useSeo({ enabled: usePageSettled() });
  useEffect(() => {
    const site = seo?.title ?? '';
    document.title = [page, site].filter(Boolean).join(' — ');
    if (seo) {
      setMeta('description', seo.description);
      setMeta('keywords', seo.keywords);
    }
  }, [page, seo]);
}
