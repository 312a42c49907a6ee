/* The orders' public surface: the owned PDFs' download button, the owned list's refresh and its sync at login. */
export { refreshOwned, useOwnedSync, useServerOwnsPdf } from './api.ts';
export { DownloadButton } from './DownloadButton.tsx';
