import type { ToastContent, ToastOptions } from 'react-toastify';

type Kind = 'error' | 'info' | 'success' | 'warning';

/** When each toast on screen was raised (performance.now()), by its id. */
const raisedAt = new Map<string, number>();
let serial = 0;

/**
 * A toast belongs to the page it was raised on, and to the page its action leads to: one raised
 * just before a navigation (saved, then back to the list) stays on the next page; any older one is
 * closed when the page changes.
 */
const FOLLOWS_NAVIGATION_MS = 1000;

export function dismissStaleToasts(): void {
  const now = performance.now();
  const stale = [...raisedAt].filter(([, at]) => now - at > FOLLOWS_NAVIGATION_MS).map(([id]) => id);
  if (stale.length === 0) return;
  for (const id of stale) raisedAt.delete(id);
  void import('react-toastify').then((module) => {
    for (const id of stale) module.toast.dismiss(id);
  });
}

function show(kind: Kind, content: ToastContent, options?: ToastOptions): void {
  serial += 1;
  const toastId = options?.toastId === undefined ? `toast-${serial}` : String(options.toastId);
  raisedAt.set(toastId, performance.now());
  import('react-toastify')
    .then((module) =>
      module.toast[kind](content, {
        ...options,
        toastId,
        onClose: (reason) => {
          raisedAt.delete(toastId);
          options?.onClose?.(reason);
        },
      }),
    )
    .catch(() => console.error(typeof content === 'string' ? content : `A ${kind} toast could not be shown`));
}

/**
 * The shop's toasts, as react-toastify's `toast` is called. The library comes with the first toast
 * (or with the page's toast region, which loads beside the page): no page waits for it before it
 * shows, and a toast raised before the region is there appears once it is.
 */
export const toast = {
  error: (content: ToastContent, options?: ToastOptions) => show('error', content, options),
  info: (content: ToastContent, options?: ToastOptions) => show('info', content, options),
  success: (content: ToastContent, options?: ToastOptions) => show('success', content, options),
  warning: (content: ToastContent, options?: ToastOptions) => show('warning', content, options),
};
