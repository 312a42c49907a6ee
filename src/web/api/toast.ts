import type { ToastContent, ToastOptions } from 'react-toastify';

type Kind = 'error' | 'info' | 'success' | 'warning';

function show(kind: Kind, content: ToastContent, options?: ToastOptions): void {
  import('react-toastify')
    .then((module) => module.toast[kind](content, options))
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
