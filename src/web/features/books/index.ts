/* The catalogue's public surface: its queries of books, lists and single ones. */
export { type BooksFilter, useBooks, useBooksByIds } from './api.ts';
export { useWaitlistNotice } from './details/useWaitlistNotice.ts';
