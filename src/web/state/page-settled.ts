import { useSyncExternalStore } from 'react';

/*
 * Whether the first page the reader opened is on screen: its code and data are in and its first
 * picture is drawn. What only rounds the page off (the footer, the top bar's phone and links, the
 * SEO texts, toasts, push) waits for this, so that the page's own downloads and rendering come
 * first. It happens once per visit; pages opened afterwards find everything there.
 */

let settled = false;
const listeners = new Set<() => void>();

/** Says the first page is on screen; later calls change nothing. */
export function markPageSettled() {
  if (settled) return;
  settled = true;
  for (const listener of [...listeners]) listener();
}

export function isPageSettled(): boolean {
  return settled;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
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

/** Whether the first page is on screen, for components that wait for it. */
export function usePageSettled(): boolean {
  return useSyncExternalStore(subscribe, isPageSettled, isPageSettled);
}
