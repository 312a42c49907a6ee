import type { SwiperOptions } from 'swiper/types';

/**
 * The banner sliders' slides per view and spacing (spec §2): 1 slide below 480 px, then 2, 3, 4
 * and 5 from 480, 700, 900 and 1200 px, 80/25/30/30/40 px apart.
 */
export const BANNER_BASE = { slidesPerView: 1, spaceBetween: 80 } as const;
export const BANNER_BREAKPOINTS: Record<number, SwiperOptions> = {
  480: { slidesPerView: 2, spaceBetween: 25 },
  700: { slidesPerView: 3, spaceBetween: 30 },
  900: { slidesPerView: 4, spaceBetween: 30 },
  1200: { slidesPerView: 5, spaceBetween: 40 },
};

/** Below this width the slider scrolls natively (Swiper's CSS mode), lighter on phones. */
export const CSS_MODE_BELOW = 1024;
