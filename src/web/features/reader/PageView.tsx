import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNumber } from '#web/components/numbers.ts';
import type { BookText } from './book-text.ts';
import { loadPdf } from './load-pdf.ts';
import { type Mark, markSpans } from './marks.ts';
import type { PDFDocumentProxy, TextLayer } from './pdf.ts';

type Props = {
  doc: PDFDocumentProxy;
  text: BookText;
  number: number;
  scale: number;
  /** Indexes of the text items a search matched on this page. */
  marked: readonly Mark[];
  /** Told when the page is on screen. */
  onDrawn?: () => void;
};

/** Sizes the page's box to the page and its canvas to the screen's pixels; the pixels' ratio. */
function fitToPage(
  canvas: HTMLCanvasElement,
  box: HTMLElement,
  viewport: { width: number; height: number },
  scale: number,
) {
  const ratio = window.devicePixelRatio || 1;
  canvas.width = Math.floor(viewport.width * ratio);
  canvas.height = Math.floor(viewport.height * ratio);
  box.style.width = `${Math.floor(viewport.width)}px`;
  box.style.height = `${Math.floor(viewport.height)}px`;
  box.style.setProperty('--total-scale-factor', String(scale));
  return ratio;
}

/**
 * One page: drawn on a canvas at the screen's pixel density, with pdf.js's text layer over it so the
 * text can be selected, found and read by a screen reader. Matches of a search are marked there.
 */
export function PageView({ doc, text, number, scale, marked, onDrawn }: Props) {
  const { t } = useTranslation('reader');
  const format = useNumber();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const layerRef = useRef<HTMLDivElement>(null);
  const boxRef = useRef<HTMLElement>(null);
  const layer = useRef<TextLayer | null>(null);
  const unmark = useRef(() => {});
  const markedNow = useRef(marked);
  markedNow.current = marked;
  const drawnNow = useRef(onDrawn);
  drawnNow.current = onDrawn;

  useEffect(() => {
    let cancelled = false;
    let stop = () => {};
    void (async () => {
      // pdf.js is here already: the book was opened with it.
      const [page, { TextLayer }] = await Promise.all([doc.getPage(number), loadPdf()]);
      if (cancelled) return;
      const viewport = page.getViewport({ scale });
      const canvas = canvasRef.current;
      const box = boxRef.current;
      const container = layerRef.current;
      if (!canvas || !box || !container) return;
      canvas.dataset.drawn = 'false';
      const ratio = fitToPage(canvas, box, viewport, scale);
      const render = page.render({
        canvas,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
      });
      stop = () => render.cancel();
      // Settled at once: a turn or a zoom cancels the drawing, and that is not an error.
      const drawing = render.promise.then(
        () => true,
        () => false,
      );
      const textLayer = new TextLayer({ textContentSource: await text.content(number), container, viewport });
      if (cancelled) return;
      container.replaceChildren();
      await textLayer.render();
      layer.current = textLayer;
      unmark.current();
      unmark.current = markSpans(textLayer.textDivs, markedNow.current);
      const drawn = await drawing;
      // Marks a page on screen (the reader's benchmark waits for it).
      if (drawn && !cancelled) {
        canvas.dataset.drawn = 'true';
        drawnNow.current?.();
      }
    })().catch(() => undefined);
    return () => {
      cancelled = true;
      stop();
      layer.current = null;
    };
  }, [doc, text, number, scale]);

  useEffect(() => {
    if (!layer.current) return;
    unmark.current();
    unmark.current = markSpans(layer.current.textDivs, marked);
  }, [marked]);

  useEffect(() => () => unmark.current(), []);

  return (
    <figure
      ref={boxRef}
      data-testid="reader-page"
      data-page-number={number}
      className="reader-page relative bg-white shadow-md"
      aria-label={t('pageN', { n: format(number) })}
    >
      <canvas ref={canvasRef} className="block h-full w-full" />
      <div ref={layerRef} className="textLayer" />
    </figure>
  );
}
