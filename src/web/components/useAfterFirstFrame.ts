import { useEffect, useState } from 'react';
import { holdPageSettled } from '#web/state/page-settled.ts';

/** Runs `callback` after the next frame is drawn (at once where the browser draws no frames). */
function afterFrame(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof window.requestAnimationFrame !== 'function') {
    timer = setTimeout(callback, 16);
    return () => clearTimeout(timer);
  }
  const frame = window.requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * False on a component's first render, true once what it drew first is on screen (two frames on).
 * A page holds back what it shows lower down until then, so its first screen is drawn first.
 */
export function useAfterFirstFrame(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    // What waits for this is still to come: the first page is not on screen before it
    // (page-settled.ts), nor before the renders that start it once it is.
    const release = holdPageSettled();
    if (shown) {
      const timer = setTimeout(release, 0);
      return () => {
        clearTimeout(timer);
        release();
      };
    }
    let stop = afterFrame(() => {
      stop = afterFrame(() => setShown(true));
    });
    return () => {
      stop();
      release();
    };
  }, [shown]);
  return shown;
}
