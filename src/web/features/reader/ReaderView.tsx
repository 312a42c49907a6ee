import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNumber } from '#web/components/numbers.ts';
import { BookText } from './book-text.ts';
import { marksOf } from './marks.ts';
import { PageView } from './PageView.tsx';
import type { PDFDocumentProxy } from './pdf.ts';
import { SearchPanel } from './SearchPanel.tsx';
import { Thumbnails } from './Thumbnails.tsx';
import { type Dir, keyTurn, shownPages, swipeTurn, type Turn, turnTo } from './turning.ts';
import { useBookSearch } from './useBookSearch.ts';
import { useFitWidth, useWide } from './useLayout.ts';

type Props = {
  doc: PDFDocumentProxy;
  dir: Dir;
  firstPage: number;
  onPage?: (page: number, pages: number) => void;
  /** Told each time a page is on screen. */
  onDrawn?: () => void;
};

const tool =
  'rounded-lg border border-brand-200 bg-white px-3 py-2 text-sm font-bold text-brand-900 hover:bg-brand-50 disabled:opacity-40 aria-pressed:bg-brand-100';
const ZOOM_STEP = 1.25;
const MIN_SCALE = 0.4;
const MAX_SCALE = 4;

/** The arrow keys turn the pages in the book's direction, unless typing in a field. */
function useTurnKeys(dir: Dir, turn: (how: Turn) => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      const how = keyTurn(event.key, dir);
      if (!how) return;
      event.preventDefault();
      turn(how);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dir, turn]);
}

/** A one-finger swipe across the pages turns them in the book's direction: the handlers of the area. */
function useSwipe(dir: Dir, turn: (how: Turn) => void) {
  const touch = useRef<{ x: number; y: number } | null>(null);
  const onTouchStart = (event: React.TouchEvent) => {
    const point = event.touches[0];
    touch.current = event.touches.length === 1 && point ? { x: point.clientX, y: point.clientY } : null;
  };
  const onTouchEnd = (event: React.TouchEvent) => {
    const start = touch.current;
    const point = event.changedTouches[0];
    touch.current = null;
    if (!start || !point) return;
    const how = swipeTurn(point.clientX - start.x, point.clientY - start.y, dir);
    if (how) turn(how);
  };
  return { onTouchStart, onTouchEnd };
}

type Zoom = number | 'fit';

type ToolbarProps = {
  thumbnails: boolean;
  onThumbnails: (shown: boolean) => void;
  /** Whether two pages fit side by side: only then may they be asked for. */
  wide: boolean;
  twoPages: boolean;
  onTwoPages: (two: boolean) => void;
  zoom: Zoom;
  scale: number;
  onZoom: (zoom: Zoom) => void;
  page: number;
  pages: number;
  onGo: (page: number) => void;
};

/** The reader's tools: thumbnails, two pages, zoom out and in, fit to width, and go to a page. */
function Toolbar({
  thumbnails,
  onThumbnails,
  wide,
  twoPages,
  onTwoPages,
  zoom,
  scale,
  onZoom,
  ...at
}: ToolbarProps) {
  const { t } = useTranslation('reader');
  const number = useNumber();
  const [target, setTarget] = useState('');
  const goTo = (event: FormEvent) => {
    event.preventDefault();
    const wanted = Number(target);
    if (Number.isFinite(wanted) && wanted >= 1) at.onGo(wanted);
    setTarget('');
  };
  return (
    <div role="toolbar" aria-label={t('tools')} className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        className={tool}
        aria-pressed={thumbnails}
        onClick={() => onThumbnails(!thumbnails)}
      >
        {t('thumbnails')}
      </button>
      {wide && (
        <button type="button" className={tool} aria-pressed={twoPages} onClick={() => onTwoPages(!twoPages)}>
          {t('twoPages')}
        </button>
      )}
      <button
        type="button"
        className={tool}
        aria-label={t('zoomOut')}
        disabled={scale <= MIN_SCALE}
        onClick={() => onZoom(Math.max(MIN_SCALE, scale / ZOOM_STEP))}
      >
        −
      </button>
      <button
        type="button"
        className={tool}
        aria-label={t('zoomIn')}
        disabled={scale >= MAX_SCALE}
        onClick={() => onZoom(Math.min(MAX_SCALE, scale * ZOOM_STEP))}
      >
        +
      </button>
      <button type="button" className={tool} aria-pressed={zoom === 'fit'} onClick={() => onZoom('fit')}>
        {t('fitWidth')}
      </button>
      <form onSubmit={goTo} className="flex items-center gap-1">
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={at.pages}
          value={target}
          onChange={(event) => setTarget(event.target.value)}
          aria-label={t('goTo')}
          placeholder={number(at.page)}
          className="w-20 rounded-lg border border-brand-200 px-2 py-2"
        />
        <button type="submit" className={tool}>
          {t('go')}
        </button>
      </form>
    </div>
  );
}

/**
 * The page shown (the first of two side by side), told to `onPage`; turned by the keys, a swipe, the
 * buttons (`turn`) or a number (`go`).
 */
function useTurning({
  pages,
  firstPage,
  spread,
  dir,
  onPage,
}: {
  pages: number;
  firstPage: number;
  spread: boolean;
  dir: Dir;
  onPage?: (page: number, pages: number) => void;
}) {
  const [page, setPage] = useState(() => Math.min(Math.max(firstPage, 1), pages));
  useEffect(() => onPage?.(page, pages), [onPage, page, pages]);
  const turn = useCallback((how: Turn) => setPage((now) => turnTo(how, now, pages, spread)), [pages, spread]);
  const go = useCallback((to: number) => setPage(Math.min(Math.max(Math.round(to), 1), pages)), [pages]);
  useTurnKeys(dir, turn);
  const swipe = useSwipe(dir, turn);
  return { page, turn, go, swipe };
}

/** The previous and next buttons with the page's number between them, also said to a screen reader. */
function PageTurns({
  dir,
  shown,
  page,
  pages,
  turn,
}: {
  dir: Dir;
  shown: number[];
  page: number;
  pages: number;
  turn: (how: Turn) => void;
}) {
  const { t } = useTranslation('reader');
  const number = useNumber();
  const first = shown[0];
  const last = shown.at(-1) ?? first;
  return (
    <>
      <div dir={dir} className="flex items-center justify-between gap-2">
        <button type="button" className={tool} disabled={first <= 1} onClick={() => turn('previous')}>
          {t('previous')}
        </button>
        <p className="shrink-0 whitespace-nowrap text-sm" dir="auto">
          {t('pageOf', { page: number(page), pages: number(pages) })}
        </p>
        <button type="button" className={tool} disabled={last >= pages} onClick={() => turn('next')}>
          {t('next')}
        </button>
      </div>
      <p className="sr-only" aria-live="polite">
        {t('pageOf', { page: number(page), pages: number(pages) })}
      </p>
    </>
  );
}

/** A book's pages, one (or two side by side) at a time, turned in the book's direction. */
export function ReaderView({ doc, dir, firstPage, onPage, onDrawn }: Props) {
  const pages = doc.numPages;
  const [zoom, setZoom] = useState<Zoom>('fit');
  const [twoPages, setTwoPages] = useState(false);
  const [thumbnails, setThumbnails] = useState(false);
  const [query, setQuery] = useState('');
  const wide = useWide();
  const spread = twoPages && wide;
  const { page, turn, go, swipe } = useTurning({ pages, firstPage, spread, dir, onPage });
  const text = useMemo(() => new BookText(doc), [doc]);
  const shown = shownPages(page, pages, spread);
  const area = useRef<HTMLDivElement>(null);
  const fit = useFitWidth(doc, area, shown.length);
  const scale = zoom === 'fit' ? fit : zoom;
  const search = useBookSearch(text, pages, query);

  const marked = (number: number) =>
    marksOf(
      search.found.find((entry) => entry.page === number),
      text.pages.get(number),
    );

  return (
    <div data-testid="reader" data-page={page} data-dir={dir} className="flex flex-col gap-3">
      <Toolbar
        thumbnails={thumbnails}
        onThumbnails={setThumbnails}
        wide={wide}
        twoPages={twoPages}
        onTwoPages={setTwoPages}
        zoom={zoom}
        scale={scale}
        onZoom={setZoom}
        page={page}
        pages={pages}
        onGo={go}
      />
      <div className="flex flex-col gap-3 lg:flex-row">
        <aside className="order-last flex w-full flex-col gap-3 lg:order-none lg:w-72 lg:shrink-0">
          <SearchPanel
            query={query}
            onQuery={setQuery}
            found={search.found}
            done={search.done}
            pages={pages}
            searching={search.searching}
            onGo={go}
            dir={dir}
          />
          {thumbnails && <Thumbnails doc={doc} shown={shown} onGo={go} />}
        </aside>
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <div
            ref={area}
            dir={dir}
            className="reader-area flex min-h-[50vh] justify-center gap-2 overflow-auto rounded-xl bg-gray-100 p-2"
            onTouchStart={swipe.onTouchStart}
            onTouchEnd={swipe.onTouchEnd}
          >
            {scale > 0 &&
              shown.map((n) => (
                <PageView
                  key={n}
                  doc={doc}
                  text={text}
                  number={n}
                  scale={scale}
                  marked={marked(n)}
                  onDrawn={onDrawn}
                />
              ))}
          </div>
          <PageTurns dir={dir} shown={shown} page={page} pages={pages} turn={turn} />
        </div>
      </div>
    </div>
  );
}
