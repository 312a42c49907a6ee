import { useTranslation } from 'react-i18next';
import type { ListBook } from '#shared/contract/catalog.ts';
import { BookCard } from '#web/components/BookCard.tsx';
import { CloseIcon } from '#web/components/icons.tsx';
import { Spinner } from '#web/components/Spinner.tsx';
import { Notice, PageTitle } from '#web/components/ui.tsx';
import { usePageTitle } from '#web/components/usePageTitle.ts';
import { useBooksByIds } from '#web/features/books/index.ts';
import { useFavorites } from '#web/state/favorites.ts';

/**
 * The favourite books still in the catalogue, latest favourite first. Only ids still in the
 * favourites are kept: while the smaller list loads the previous answer stays on screen, and a
 * removed book must leave the page at once.
 */
export function favoriteBooks(ids: number[], books: ListBook[]): ListBook[] {
  const byId = new Map(books.map((book) => [book.id, book]));
  return ids.toReversed().flatMap((id) => byId.get(id) ?? []);
}

function FavoriteItem({ book }: { book: ListBook }) {
  const { t } = useTranslation('home');
  const { remove } = useFavorites();
  return (
    <li data-testid="favorite-item" className="flex flex-col gap-2">
      <div className="flex-1">
        <BookCard book={book} />
      </div>
      <button
        type="button"
        onClick={() => remove(book.id)}
        className="inline-flex items-center justify-center gap-1.5 rounded-xl border border-brand-200 bg-white px-2 py-2 text-xs font-semibold text-brand-700 transition hover:border-red-300 hover:bg-red-50 hover:text-red-700 sm:px-3 sm:text-sm"
      >
        {/* Two columns on phones leave no room for the icon beside the words. */}
        <CloseIcon size={16} className="hidden shrink-0 sm:block" />
        {t('favorites.remove')}
      </button>
    </li>
  );
}

/** The grid, or why there is none: loading, a failed request, or no favourite in the catalogue. */
function FavoriteBooks() {
  const { t } = useTranslation('home');
  const { ids } = useFavorites();
  const answer = useBooksByIds(ids);
  if (ids.length > 0 && answer.isPending) return <Spinner size="lg" />;
  if (ids.length > 0 && answer.isError) {
    return (
      <Notice
        tone="alert"
        text={t('loadError')}
        action={{ label: t('retry'), onClick: () => void answer.refetch() }}
      />
    );
  }
  const books = favoriteBooks(ids, answer.data ?? []);
  if (books.length === 0) {
    return <Notice text={t('favorites.empty')} action={{ label: t('favorites.browse'), to: '/books' }} />;
  }
  return (
    <ul
      aria-label={t('favorites.title')}
      aria-busy={answer.isPlaceholderData}
      className="grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-3 lg:grid-cols-4"
    >
      {books.map((book) => (
        <FavoriteItem key={book.id} book={book} />
      ))}
    </ul>
  );
}

/** /favorite-box: the favourite books (ids kept in local storage), each with a remove control (spec §2). */
export default function FavoritesPage() {
  const { t } = useTranslation('home');
  usePageTitle(t('favorites.title'));
  return (
    <section>
      <PageTitle title={t('favorites.title')} lead={t('favorites.lead')} />
      <FavoriteBooks />
    </section>
  );
}
