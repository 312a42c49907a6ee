/* The orders' public surface: the owned PDFs' download button, the owned list's refresh and its sync at login. */
export { OwnedSync, refreshOwned } from './api.ts';
export { DownloadButton } from './DownloadButton.tsx';
