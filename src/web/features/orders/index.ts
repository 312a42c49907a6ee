/* The orders' public surface: the owned PDFs' download button and the refresh of the owned list. */
export { refreshOwned } from './api.ts';
export { DownloadButton } from './DownloadButton.tsx';
