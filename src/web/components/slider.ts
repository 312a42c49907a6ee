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
