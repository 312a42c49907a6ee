import type { SwiperOptions } from 'swiper/types';

/**
 * The book shelves' slides per view and spacing. From 700 px as spec §2 has them (3, 4 and 5 from
 * 700, 900 and 1200 px, 30/30/40 px apart); on phones a part of the next book shows at the edge, so
 * a reader sees the shelf goes on: 1.6 cards below 480 px, 2.5 from 480 (decision 028).
 */
export const BANNER_BASE = { slidesPerView: 1.6, spaceBetween: 16 } as const;
export const BANNER_BREAKPOINTS: Record<number, SwiperOptions> = {
  480: { slidesPerView: 2.5, spaceBetween: 20 },
  700: { slidesPerView: 3, spaceBetween: 30 },
  900: { slidesPerView: 4, spaceBetween: 30 },
  1200: { slidesPerView: 5, spaceBetween: 40 },
};

/** Below this width the slider scrolls natively (Swiper's CSS mode), lighter on phones. */
export const CSS_MODE_BELOW = 1024;

/** How many cards a loading shelf shows: enough to fill the widest row. */
export const SKELETON_SLIDES = 6;

/**
 * A loading shelf's row, laid out as Swiper lays out the loaded one (each card
 * (width − (perView − 1) × space) / perView wide, at the same window widths), so that nothing moves
 * when the books arrive. Kept in step with BANNER_BASE and BANNER_BREAKPOINTS by slider.test.tsx.
 */
export const SKELETON_ROW =
  'flex gap-(--gap) [--gap:16px] [--per:1.6] min-[480px]:[--gap:20px] min-[480px]:[--per:2.5] min-[700px]:[--gap:30px] min-[700px]:[--per:3] min-[900px]:[--per:4] min-[1200px]:[--gap:40px] min-[1200px]:[--per:5]';
export const SKELETON_CELL =
  'min-w-0 shrink-0 basis-[calc((100%_-_(var(--per)_-_1)_*_var(--gap))_/_var(--per))]';
