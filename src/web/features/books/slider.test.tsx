import { render, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { Swiper } from 'swiper/types';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '#web/api/query-client.ts';
import { AppProviders } from '#web/app/providers.tsx';
import { bookFixture } from '#web/features/cart/fixtures.ts';
import { BookSlider } from './BookSlider.tsx';
import { BANNER_BASE, BANNER_BREAKPOINTS } from './slider.ts';

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

/** jsdom has no matchMedia; Swiper picks its breakpoint with `(min-width: …px)` queries, answered here for `width`. */
function viewportOf(width: number) {
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return {
      matches: (!min || width >= Number(min[1])) && (!max || width <= Number(max[1])),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    };
  };
}
afterEach(() => {
  // @ts-expect-error: jsdom's window has none; put it back as it was.
  delete window.matchMedia;
});

function renderSlider() {
  const books = Array.from({ length: 8 }, (_, i) => bookFixture({ id: i + 1 }));
  const router = createMemoryRouter([
    { path: '/', element: <BookSlider books={books} loading={false} label="Banner" /> },
  ]);
  const view = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return (within(view.container).getByTestId('book-slider') as HTMLElement & { swiper: Swiper }).swiper;
}

describe('the banner slider as Swiper lays it out', () => {
  it.each(spec)(
    'at $width px shows $slidesPerView per view, $spaceBetween px apart',
    ({ width, slidesPerView, spaceBetween }) => {
      viewportOf(width);
      const { params } = renderSlider();
      expect({ slidesPerView: params.slidesPerView, spaceBetween: params.spaceBetween }).toEqual({
        slidesPerView,
        spaceBetween,
      });
    },
  );
});
