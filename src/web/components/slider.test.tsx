import { within } from '@testing-library/react';
import type { Swiper } from 'swiper/types';
import { afterEach, describe, expect, it } from 'vitest';
import { bookFixture } from '#web/test/books.ts';
import { removeMatchMedia, stubMatchMedia } from '#web/test/media.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { BookSlider } from './BookSlider.tsx';
import { BANNER_BASE, BANNER_BREAKPOINTS, SKELETON_ROW } from './slider.ts';

/** Swiper picks its breakpoint with `(min-width: …px)` queries, answered for the width under test. */
afterEach(removeMatchMedia);

/** Spec §2 from 700 px; on phones a part of the next book shows (decision 028). */
const spec = [
  { width: 320, slidesPerView: 1.6, spaceBetween: 16 },
  { width: 479, slidesPerView: 1.6, spaceBetween: 16 },
  { width: 480, slidesPerView: 2.5, spaceBetween: 20 },
  { width: 699, slidesPerView: 2.5, spaceBetween: 20 },
  { width: 700, slidesPerView: 3, spaceBetween: 30 },
  { width: 899, slidesPerView: 3, spaceBetween: 30 },
  { width: 900, slidesPerView: 4, spaceBetween: 30 },
  { width: 1199, slidesPerView: 4, spaceBetween: 30 },
  { width: 1200, slidesPerView: 5, spaceBetween: 40 },
  { width: 1920, slidesPerView: 5, spaceBetween: 40 },
];

describe('banner slider settings', () => {
  it('show 1.6 cards 16 px apart below 480 px and 2.5/20 from 480, then 3/30 from 700, 4/30 from 900, 5/40 from 1200', () => {
    expect(BANNER_BASE).toEqual({ slidesPerView: 1.6, spaceBetween: 16 });
    expect(BANNER_BREAKPOINTS).toEqual({
      480: { slidesPerView: 2.5, spaceBetween: 20 },
      700: { slidesPerView: 3, spaceBetween: 30 },
      900: { slidesPerView: 4, spaceBetween: 30 },
      1200: { slidesPerView: 5, spaceBetween: 40 },
    });
  });
});

describe('a loading shelf', () => {
  it('lays its skeleton cards out at the slider’s widths, so the shelf does not move when books arrive', () => {
    const classes = SKELETON_ROW.split(' ');
    expect(classes).toContain(`[--per:${BANNER_BASE.slidesPerView}]`);
    expect(classes).toContain(`[--gap:${BANNER_BASE.spaceBetween}px]`);
    let previous: { slidesPerView?: unknown; spaceBetween?: unknown } = BANNER_BASE;
    for (const [width, settings] of Object.entries(BANNER_BREAKPOINTS)) {
      if (settings.slidesPerView !== previous.slidesPerView) {
        expect(classes).toContain(`min-[${width}px]:[--per:${settings.slidesPerView}]`);
      }
      if (settings.spaceBetween !== previous.spaceBetween) {
        expect(classes).toContain(`min-[${width}px]:[--gap:${settings.spaceBetween}px]`);
      }
      previous = settings;
    }
    expect(classes.filter((c) => c.includes('--per:'))).toHaveLength(5);
    expect(classes.filter((c) => c.includes('--gap:'))).toHaveLength(4);
  });

  it('holds six skeleton cards, busy', () => {
    const view = renderWithProviders(<BookSlider books={undefined} loading label="Banner" />);
    const shelf = within(view.container).getByTestId('book-slider');
    expect(shelf).toHaveAttribute('aria-busy', 'true');
    expect(within(shelf).getAllByTestId('book-card-skeleton')).toHaveLength(6);
  });
});

async function renderSlider() {
  const books = Array.from({ length: 8 }, (_, i) => bookFixture({ id: i + 1 }));
  const view = renderWithProviders(<BookSlider books={books} loading={false} label="Banner" />);
  const slider = await within(view.container).findByTestId('book-slider');
  return (slider as HTMLElement & { swiper: Swiper }).swiper;
}

describe('the banner slider as Swiper lays it out', () => {
  it.each(spec)(
    'at $width px shows $slidesPerView per view, $spaceBetween px apart',
    async ({ width, slidesPerView, spaceBetween }) => {
      stubMatchMedia(width);
      const { params } = await renderSlider();
      expect({ slidesPerView: params.slidesPerView, spaceBetween: params.spaceBetween }).toEqual({
        slidesPerView,
        spaceBetween,
      });
    },
  );
});
