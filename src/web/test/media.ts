import { afterAll, beforeAll } from 'vitest';

/*
 * jsdom has no matchMedia, and the book sliders ask it which screen class they are on (Swiper's
 * breakpoints, CSS mode on narrow screens).
 */

/** Answers `(min-width: …px)` and `(max-width: …px)` queries as a browser `width` px wide would. */
export function stubMatchMedia(width = window.innerWidth) {
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

/** Takes matchMedia away again, as jsdom has it. */
export function removeMatchMedia() {
  // @ts-expect-error: jsdom's window has none.
  delete window.matchMedia;
}

/** matchMedia for the window's width (1024 px in jsdom) during the file's tests. */
export function withMatchMedia() {
  beforeAll(() => stubMatchMedia());
  afterAll(removeMatchMedia);
}
