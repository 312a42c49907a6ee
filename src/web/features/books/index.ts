/* The catalogue's public surface: its book queries, and the card and slider other pages show books with. */
export { type BooksFilter, useBooks, useBooksByIds } from './api.ts';
export { BookCard } from './BookCard.tsx';
export { BookSlider } from './BookSlider.tsx';
