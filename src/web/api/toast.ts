type Kind = 'error' | 'info' | 'success';

function show(kind: Kind, message: string): void {
  import('react-toastify').then(({ toast }) => toast[kind](message)).catch(() => console.error(message));
}

/**
 * Toasts from the frame and the API layer. The toast library comes with the first toast (or with
 * the page's toast region, which loads beside the page): no page waits for it before it shows.
 */
export const notify = {
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
  success: (message: string) => show('success', message),
};
