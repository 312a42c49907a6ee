import { useTranslation } from 'react-i18next';
import type { ListBook } from '#shared/contract/catalog.ts';
import { CATALOG_LIMITS } from '#shared/contract/catalog-limits.ts';
import { BookCard } from '#web/components/BookCard.tsx';
import { BookCardSkeleton } from '#web/components/BookCardSkeleton.tsx';

type BookGridProps = {
  books: ListBook[] | undefined;
  loading: boolean;
  /** Four columns from 1024 px; beside the library's sidebar four from 1280 px, three below. */
  wide?: boolean;
};

const skeletons = Array.from({ length: CATALOG_LIMITS.perPage }, (_, index) => index);

/**
 * A grid of book cards: skeleton cards of the final size while the first page loads, then the books,
 * or 'No Results Found!!' when nothing matched. The first cover is the page's first picture.
 */
export function BookGrid({ books, loading, wide = true }: BookGridProps) {
  const { t } = useTranslation('books');
  const waiting = loading && !books;
  if (!waiting && (!books || books.length === 0)) {
    return <p className="py-16 text-center text-lg font-bold text-brand-700">{t('noResults')}</p>;
  }
  return (
    <ul
      className={`grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-3 ${wide ? 'lg:grid-cols-4' : 'xl:grid-cols-4'}`}
      aria-busy={loading}
    >
      {waiting
        ? skeletons.map((index) => (
            <li key={index}>
              <BookCardSkeleton />
            </li>
          ))
        : books?.map((book, index) => (
            <li key={book.id}>
              <BookCard book={book} priority={index === 0} />
            </li>
          ))}
    </ul>
  );
}
