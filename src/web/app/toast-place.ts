import { useEffect } from 'react';

/*
 * Where toasts sit on a phone (decision 052): the library makes them as wide as the screen there, so
 * they go to the edge of the screen away from the page's title. Most titles are near the top, and the
 * toasts go to the bottom; on a book's page the cover comes first and the title near the bottom, and
 * the toasts go to the top. Decided as each toast arrives, from where the title is then, and again
 * when the page's size changes while a toast shows (the cover, arriving late, moves the title down).
 */

/** The widest screen on which the library makes toasts as wide as the screen. */
export const PHONE_TOASTS = '(max-width: 480px)';

/** The edge of the screen with more room beside the page's title ('bottom' when there is none). */
export function toastEdge(title: DOMRect | undefined, screenHeight: number): 'top' | 'bottom' {
  if (!title || title.bottom <= 0 || title.top >= screenHeight) return 'bottom';
  return title.top > screenHeight - title.bottom ? 'top' : 'bottom';
}

/** Sets `data-toasts` on the document (read by styles.css) as each toast arrives on a phone. */
export function useToastPlaceOnPhones() {
  useEffect(() => {
    const region = document.querySelector('.Toastify');
    if (!region) return;
    let shown = 0;
    const place = (again: boolean) => {
      const count = region.querySelectorAll('.Toastify__toast').length;
      const arrived = count > shown || (again && count > 0);
      shown = count;
      if (!arrived || !window.matchMedia?.(PHONE_TOASTS).matches) return;
      const title = document.querySelector('main h1')?.getBoundingClientRect();
      document.documentElement.dataset.toasts = toastEdge(title, window.innerHeight);
    };
    place(false);
    const observer = new MutationObserver(() => place(false));
    observer.observe(region, { childList: true, subtree: true });
    // The page grows under a toast (a book's cover arriving pushes its title down): placed again.
    const resized = window.ResizeObserver && new ResizeObserver(() => place(true));
    resized?.observe(document.body);
    return () => {
      observer.disconnect();
      resized?.disconnect();
    };
  }, []);
}
