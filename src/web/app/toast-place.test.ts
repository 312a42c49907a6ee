import { describe, expect, it } from 'vitest';
import { toastEdge } from './toast-place.ts';

/* On a phone, toasts go to the edge of the screen with more room beside the page's title (decision 052). */

const titleAt = (top: number, height = 40) => ({ top, bottom: top + height }) as DOMRect;

describe('the edge of a phone screen toasts go to', () => {
  it.each([
    ['a title near the top (most pages)', titleAt(120), 'bottom'],
    ['a title under a book’s cover, near the bottom', titleAt(673), 'top'],
    ['a title scrolled out of sight', titleAt(-200), 'bottom'],
    ['a page without a title', undefined, 'bottom'],
  ] as const)('%s: %s', (_what, title, edge) => {
    expect(toastEdge(title, 800)).toBe(edge);
  });
});
