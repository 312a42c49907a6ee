import { describe, expect, it } from 'vitest';
import { directionOfText, keyTurn, shownPages, swipeTurn, turnTo } from './turning.ts';

describe('turning pages', () => {
  it('turns an Arabic book forward with ArrowLeft and an English one with ArrowRight', () => {
    expect(keyTurn('ArrowLeft', 'rtl')).toBe('next');
    expect(keyTurn('ArrowRight', 'rtl')).toBe('previous');
    expect(keyTurn('ArrowRight', 'ltr')).toBe('next');
    expect(keyTurn('ArrowLeft', 'ltr')).toBe('previous');
    expect(keyTurn('Home', 'rtl')).toBe('first');
    expect(keyTurn('End', 'ltr')).toBe('last');
    expect(keyTurn('a', 'rtl')).toBeNull();
  });

  it('turns an Arabic book forward when the finger moves right, an English one when it moves left', () => {
    expect(swipeTurn(120, 5, 'rtl')).toBe('next');
    expect(swipeTurn(-120, 5, 'rtl')).toBe('previous');
    expect(swipeTurn(-120, 5, 'ltr')).toBe('next');
    expect(swipeTurn(120, 5, 'ltr')).toBe('previous');
    expect(swipeTurn(20, 0, 'rtl')).toBeNull();
    expect(swipeTurn(80, 200, 'rtl')).toBeNull();
  });

  it('shows spreads of two pages from an odd page and turns two at a time', () => {
    expect(shownPages(4, 9, true)).toEqual([3, 4]);
    expect(shownPages(9, 9, true)).toEqual([9]);
    expect(shownPages(4, 9, false)).toEqual([4]);
    expect(turnTo('next', 4, 9, true)).toBe(5);
    expect(turnTo('previous', 4, 9, true)).toBe(1);
    expect(turnTo('next', 9, 9, false)).toBe(9);
    expect(turnTo('previous', 1, 9, false)).toBe(1);
    expect(turnTo('last', 2, 9, false)).toBe(9);
  });

  it('reads a book right to left unless its text is mostly Latin', () => {
    expect(directionOfText('الأمر يسير and a few words')).toBe('rtl');
    expect(directionOfText('الفصل الأول demo@example.com · Order 12 · Copy 7F3K')).toBe('rtl');
    expect(directionOfText('Chapter one: the whole story in English, و')).toBe('ltr');
    expect(directionOfText('')).toBe('rtl');
  });
});
