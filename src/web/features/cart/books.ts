import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Book } from '#shared/contract/catalog.ts';
import type { Lang } from '#shared/lang.ts';
import { api } from '#web/api/client.ts';
import type { List } from '#web/api/types.ts';

/** A book's title in the page's language; the Arabic one when no English title was written. */
export function titleIn(lang: Lang, book: { title_ar: string; title_en: string }): string {
  return lang === 'en' && book.title_en.trim() !== '' ? book.title_en : book.title_ar;
}

/** The cover's file name, from either spelling of spec §3. */
export function coverOf(book: {
  files: { image: { file_name: string }[]; columns: { image: { file_name: string }[] } };
}) {
  return book.files.columns.image[0]?.file_name ?? book.files.image[0]?.file_name;
}

/**
 * The books of the given ids (GET /books?ids[]=…), in one request. Books removed from the
 * catalogue are simply missing from the answer. Stock changes, so it is asked again on every visit.
 */
export function useBooksByIds(ids: number[]) {
  const sorted = [...ids].sort((a, b) => a - b);
  return useQuery({
    queryKey: ['cart-books', sorted],
    queryFn: ({ signal }) => api<List<Book>>('/books', { query: { ids: sorted }, signal }),
    select: (answer) => answer.data,
    enabled: sorted.length > 0,
    staleTime: 0,
    // Removing a line keeps the other lines on screen while the smaller list loads.
    placeholderData: keepPreviousData,
  });
}
