import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNumber } from '#web/components/numbers.ts';
import type { PDFDocumentProxy } from './pdf.ts';

/** CSS pixels: a thumbnail's width. */
const WIDTH = 72;

type Props = { doc: PDFDocumentProxy; shown: readonly number[]; onGo: (page: number) => void };

/** Every page as a small picture with its number; a page is drawn once it scrolls into sight. */
export function Thumbnails({ doc, shown, onGo }: Props) {
  const { t } = useTranslation('reader');
  const number = useNumber();
  return (
    <nav aria-label={t('thumbnails')}>
      <ol className="grid max-h-[60vh] grid-cols-4 gap-2 overflow-y-auto p-1 lg:grid-cols-3">
        {Array.from({ length: doc.numPages }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            <button
              type="button"
              onClick={() => onGo(n)}
              aria-current={shown.includes(n) ? 'page' : undefined}
              className="flex w-full flex-col items-center gap-1 rounded border border-brand-100 p-1 text-xs aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-100"
            >
              <Thumbnail doc={doc} page={n} />
              {t('pageN', { n: number(n) })}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function Thumbnail({ doc, page }: { doc: PDFDocumentProxy; page: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [seen, setSeen] = useState(false);

  useEffect(() => {
    const element = canvas.current;
    if (!element || seen) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const watcher = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    watcher.observe(element);
    return () => watcher.disconnect();
  }, [seen]);

  useEffect(() => {
    if (!seen) return;
    let cancelled = false;
    let stop = () => {};
    void (async () => {
      const proxy = await doc.getPage(page);
      const element = canvas.current;
      if (cancelled || !element) return;
      const ratio = window.devicePixelRatio || 1;
      const viewport = proxy.getViewport({ scale: WIDTH / proxy.getViewport({ scale: 1 }).width });
      element.width = Math.floor(viewport.width * ratio);
      element.height = Math.floor(viewport.height * ratio);
      const render = proxy.render({
        canvas: element,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
      });
      stop = () => render.cancel();
      await render.promise;
    })().catch(() => undefined);
    return () => {
      cancelled = true;
      stop();
    };
  }, [doc, page, seen]);

  return <canvas ref={canvas} className="aspect-[3/4] w-[72px] bg-white shadow-sm" />;
}
