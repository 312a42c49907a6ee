/*
 * The reader's public surface: the "Read" link and the device's copies kept in step with the account.
 * pdf.js's worker, started while the reader's page loads, is taken by the route table from worker.ts
 * itself: the app's first script may not bring in React.
 */
export { startReaderCopies } from './cleanup.ts';
export { ReadLink } from './ReadLink.tsx';
