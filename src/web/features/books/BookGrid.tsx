import { useTranslation } from 'react-i18next';
import type { ListBook } from '#shared/contract/catalog.ts';
import { BookCard } from '#web/components/BookCard.tsx';
import { Spinner } from '#web/components/Spinner.tsx';

type BookGridProps = {
  books: ListBook[] | undefined;
  loading: boolean;
  /** Columns from the largest screens down; the library's sidebar leaves room for three. */
  wide?: boolean;
};

/** A grid of book cards, a spinner while loading, and 'No Results Found!!' when nothing matched. */
export function BookGrid({ books, loading, wide = true }: BookGridProps) {
  const { t } = useTranslation('books');
  if (loading && !books) return <Spinner size="lg" />;
  if (!books || books.length === 0) {
    return <p className="py-16 text-center text-lg font-bold text-brand-700">{t('noResults')}</p>;
  }
  return (
    <ul
      className={`grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-3 ${wide ? 'lg:grid-cols-4' : ''}`}
      aria-busy={loading}
    >
      {books.map((book) => (
        <li key={book.id}>
          <BookCard book={book} />
        </li>
      ))}
    </ul>
  );
}
