/* The reader's public surface: the "Read" link, and the device's copies kept in step with the account. */
export { startReaderCopies } from './cleanup.ts';
export { ReadLink } from './ReadLink.tsx';
