import { demoIsbn } from './isbn.ts';

/* The demo's series: each with its books in reading order, named by their demo ISBN numbers. */

export const series = [
  {
    id: 1,
    nameAr: 'دفاتر أردنية',
    nameEn: 'Jordan Notebooks',
    books: [demoIsbn(24), demoIsbn(70), demoIsbn(72)],
  },
];

/** A demo book's series and number in it, by ISBN. */
export function seriesPlace(isbn: string): { seriesId: number; seriesNumber: number } | undefined {
  for (const one of series) {
    const at = one.books.indexOf(isbn);
    if (at >= 0) return { seriesId: one.id, seriesNumber: at + 1 };
  }
  return undefined;
}
