import { type RefObject, useEffect, useState } from 'react';
import type { PDFDocumentProxy } from './pdf.ts';

const WIDE = '(min-width: 1024px)';
/** Pixels: on a wide screen a page fitted to the width stays readable without scrolling far. */
const MAX_PAGE_WIDTH = 760;

/** Whether the screen is wide enough for two pages side by side. */
export function useWide(): boolean {
  const [wide, setWide] = useState(
    () => typeof window.matchMedia === 'function' && window.matchMedia(WIDE).matches,
  );
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(WIDE);
    const change = () => setWide(query.matches);
    query.addEventListener('change', change);
    return () => query.removeEventListener('change', change);
  }, []);
  return wide;
}

/** The scale at which `count` pages side by side fill the area's width (0 until measured). */
export function useFitWidth(
  doc: PDFDocumentProxy,
  area: RefObject<HTMLElement | null>,
  count: number,
): number {
  const [pageWidth, setPageWidth] = useState(0);
  const [areaWidth, setAreaWidth] = useState(0);
  useEffect(() => {
    let live = true;
    void doc.getPage(1).then((page) => {
      if (live) setPageWidth(page.getViewport({ scale: 1 }).width);
    });
    return () => {
      live = false;
    };
  }, [doc]);
  useEffect(() => {
    const element = area.current;
    if (!element) return;
    const measure = () => setAreaWidth(element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [area]);
  if (pageWidth === 0 || areaWidth === 0) return 0;
  // Padding and the gap between two pages.
  const room = areaWidth - 16 - (count - 1) * 8;
  return Math.max(0.2, Math.min(room / count, MAX_PAGE_WIDTH) / pageWidth);
}
