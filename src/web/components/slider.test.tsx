import { within } from '@testing-library/react';
import type { Swiper } from 'swiper/types';
import { afterEach, describe, expect, it } from 'vitest';
import { bookFixture } from '#web/test/books.ts';
import { removeMatchMedia, stubMatchMedia } from '#web/test/media.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { BookSlider } from './BookSlider.tsx';
import { BANNER_BASE, BANNER_BREAKPOINTS } from './slider.ts';

/** Swiper picks its breakpoint with `(min-width: …px)` queries, answered for the width under test. */
afterEach(removeMatchMedia);

/** Spec §2, home banner: slides per view and the space between them, by window width. */
const spec = [
  { width: 320, slidesPerView: 1, spaceBetween: 80 },
  { width: 479, slidesPerView: 1, spaceBetween: 80 },
  { width: 480, slidesPerView: 2, spaceBetween: 25 },
  { width: 699, slidesPerView: 2, spaceBetween: 25 },
  { width: 700, slidesPerView: 3, spaceBetween: 30 },
  { width: 899, slidesPerView: 3, spaceBetween: 30 },
  { width: 900, slidesPerView: 4, spaceBetween: 30 },
  { width: 1199, slidesPerView: 4, spaceBetween: 30 },
  { width: 1200, slidesPerView: 5, spaceBetween: 40 },
  { width: 1920, slidesPerView: 5, spaceBetween: 40 },
];

describe('banner slider settings', () => {
  it('are 1 slide 80 px apart below 480 px, then 2/25 from 480, 3/30 from 700, 4/30 from 900, 5/40 from 1200', () => {
    expect(BANNER_BASE).toEqual({ slidesPerView: 1, spaceBetween: 80 });
    expect(BANNER_BREAKPOINTS).toEqual({
      480: { slidesPerView: 2, spaceBetween: 25 },
      700: { slidesPerView: 3, spaceBetween: 30 },
      900: { slidesPerView: 4, spaceBetween: 30 },
      1200: { slidesPerView: 5, spaceBetween: 40 },
    });
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
