import { startTransition, useEffect, useState } from 'react';

/*
 * Whether the first page the reader opened is on screen: its code and data are in and its first
 * picture is drawn. What only rounds the page off (the footer, the top bar's phone and links, the
 * SEO texts, toasts, push) waits for this, so that the page's own downloads and rendering come
 * first. It happens once per visit; pages opened afterwards find everything there.
 */

let settled = false;
let holds = 0;
const listeners = new Set<() => void>();

/**
 * Keeps the first page from counting as on screen while it has yet to ask for something (e.g. lists
 * asked for once its first screen is drawn); the returned function lets go, once.
 */
export function holdPageSettled(): () => void {
  holds += 1;
  let held = true;
  return () => {
    if (held) holds -= 1;
    held = false;
  };
}

/** Whether a page still holds the first page back (see holdPageSettled). */
export function isPageSettleHeld(): boolean {
  return holds > 0;
}

/** Says the first page is on screen; later calls change nothing. */
export function markPageSettled() {
  if (settled) return;
  settled = true;
  for (const listener of [...listeners]) listener();
}

export function isPageSettled(): boolean {
  return settled;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Resolves once the first page is on screen (at once after that). */
export function whenPageSettled(): Promise<void> {
  if (settled) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = subscribe(() => {
      stop();
      resolve();
    });
  });
}

/**
 * Whether the first page is on screen, for components that wait for it. What they add is drawn in
 * the background, in short slices (a transition), so it does not hold up the page it follows.
 */
export function usePageSettled(): boolean {
  const [seen, setSeen] = useState(settled);
  useEffect(() => {
    if (seen) return;
    const show = () => startTransition(() => setSeen(true));
    if (settled) {
      show();
      return;
    }
    return subscribe(show);
  }, [seen]);
  return seen;
}
