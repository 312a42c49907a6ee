import type { ToastContent, ToastOptions } from 'react-toastify';

type Kind = 'error' | 'info' | 'success' | 'warning';

/**
 * A toast belongs to the page it was raised on, and to the page its action leads to: one raised by
 * the click or key that also opens the next page (saved, then back to the list) stays there; those
 * raised before the reader's or member's latest click or key close when the page changes.
 */
let gesture = 0;
if (typeof window !== 'undefined') {
  for (const type of ['pointerdown', 'keydown'] as const)
    window.addEventListener(type, () => (gesture += 1), { capture: true, passive: true });
}

/** The gesture each toast on screen was raised in, by its id. */
const raisedIn = new Map<string, number>();
let serial = 0;

export function dismissStaleToasts(): void {
  const stale = [...raisedIn].filter(([, at]) => at < gesture).map(([id]) => id);
  if (stale.length === 0) return;
  for (const id of stale) raisedIn.delete(id);
  void import('react-toastify').then((module) => {
    for (const id of stale) module.toast.dismiss(id);
  });
}

function show(kind: Kind, content: ToastContent, options?: ToastOptions): void {
  serial += 1;
  const toastId = options?.toastId === undefined ? `toast-${serial}` : String(options.toastId);
  raisedIn.set(toastId, gesture);
  import('react-toastify')
    .then((module) =>
      module.toast[kind](content, {
        ...options,
        toastId,
        onClose: (reason) => {
          raisedIn.delete(toastId);
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

/** Closes the toast raised with `toastId`, if it is still shown. */
export function dismissToast(toastId: string): void {
  raisedIn.delete(toastId);
  void import('react-toastify').then((module) => module.toast.dismiss(toastId));
}
