/*
 * Turning pages as a book's direction wants it. In an Arabic (right-to-left) book the next page lies
 * to the left: ArrowLeft turns forward, and a finger moving right brings the next page in, as a
 * paper page turned from the left edge. An English book is the mirror.
 */

export type Dir = 'rtl' | 'ltr';
export type Turn = 'next' | 'previous' | 'first' | 'last';

/** What a key does in the reader, or null when it is not the reader's. */
export function keyTurn(key: string, dir: Dir): Turn | null {
  switch (key) {
    case 'ArrowLeft':
      return dir === 'rtl' ? 'next' : 'previous';
    case 'ArrowRight':
      return dir === 'rtl' ? 'previous' : 'next';
    case 'PageDown':
      return 'next';
    case 'PageUp':
      return 'previous';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    default:
      return null;
  }
}

/** Below this many pixels a finger's move is a tap or a scroll, not a swipe. */
export const SWIPE_MIN = 50;

/** What a horizontal swipe of `dx` pixels (positive: the finger moved right) does. */
export function swipeTurn(dx: number, dy: number, dir: Dir): Turn | null {
  if (Math.abs(dx) < SWIPE_MIN || Math.abs(dx) < Math.abs(dy) * 1.5) return null;
  const towardRight = dx > 0;
  return towardRight === (dir === 'rtl') ? 'next' : 'previous';
}

/** Pages shown together: one, or a spread of two starting on an odd page (1–2, 3–4, …). */
export function shownPages(page: number, pages: number, spread: boolean): number[] {
  if (!spread) return [page];
  const first = page % 2 === 1 ? page : page - 1;
  return first + 1 <= pages ? [first, first + 1] : [first];
}

/** The page a turn leads to, within 1..pages; a spread turns two pages at once. */
export function turnTo(turn: Turn, page: number, pages: number, spread: boolean): number {
  const step = spread ? 2 : 1;
  const first = shownPages(page, pages, spread)[0];
  const target =
    turn === 'first' ? 1 : turn === 'last' ? pages : turn === 'next' ? first + step : first - step;
  return Math.min(Math.max(target, 1), Math.max(pages, 1));
}

/**
 * The book's direction from its text: right to left unless Arabic letters are under a quarter of its
 * letters (an English book); a page of Arabic keeps it right to left even under a copy's Latin stamp.
 * No text (a scanned book) → right to left, the shop's default.
 */
export function directionOfText(text: string): Dir {
  const arabic = text.match(/\p{Script=Arabic}/gu)?.length ?? 0;
  const latin = text.match(/\p{Script=Latin}/gu)?.length ?? 0;
  return latin > 0 && arabic < (arabic + latin) / 4 ? 'ltr' : 'rtl';
}
