import { useTranslation } from 'react-i18next';
import type { Series } from '#shared/contract/catalog.ts';
import { BookCard } from '#web/components/BookCard.tsx';
import { BookCardSkeleton } from '#web/components/BookCardSkeleton.tsx';
import { Notice } from '#web/components/ui.tsx';
import { useOwned } from '#web/state/owned.ts';
import { useBooksByIds } from '../api.ts';

/**
 * The series' books in reading order, each its number above its card. The next one to read is marked:
 * the first a reader does not own yet (their books as this browser knows them, kept in step with the
 * server at login), so a reader who owns none starts at the first; the ones they own say so. The
 * cards come in one request (GET /books?ids[]=…) whose answer has no order of its own.
 */
export function SeriesBooks({ books }: { books: Series['books'] }) {
  const { t } = useTranslation('library');
  const owned = useOwned();
  const inOrder = [...books].sort((a, b) => a.number - b.number);
  const query = useBooksByIds(inOrder.map((book) => book.id));
  if (inOrder.length === 0) return <p className="text-brand-600">{t('series.noBooks')}</p>;
  if (query.isError) {
    return (
      <Notice
        tone="alert"
        text={t('results.loadError')}
        action={{ label: t('results.retry'), onClick: () => void query.refetch() }}
      />
    );
  }
  // Another list's cards (kept on screen while this one loads) are no cards of this series.
  const waiting = !query.data || query.isPlaceholderData;
  const cards = new Map((waiting ? [] : (query.data ?? [])).map((book) => [book.id, book]));
  // A book the catalogue no longer gives keeps no place.
  const shown = waiting ? inOrder : inOrder.filter((book) => cards.has(book.id));
  const ownsAny = shown.some((book) => owned.has(book.id));
  const next = shown.find((book) => !owned.has(book.id));
  return (
    <ol className="grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-3 lg:grid-cols-4" aria-busy={waiting}>
      {shown.map((book, index) => {
        const card = cards.get(book.id);
        return (
          <li key={book.id} className="flex flex-col gap-2" data-testid="series-book">
            <p className="flex min-h-7 flex-wrap items-center gap-2 text-sm font-bold text-brand-700">
              {t('series.number', { number: book.number })}
              {book === next && (
                <span className="rounded-full bg-gold-100 px-2.5 py-0.5 text-xs text-gold-700 ring-1 ring-gold-200">
                  {t(ownsAny ? 'series.nextForYou' : 'series.startHere')}
                </span>
              )}
              {owned.has(book.id) && (
                <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs text-brand-700 ring-1 ring-brand-100">
                  {t('series.owned')}
                </span>
              )}
            </p>
            <div className="flex-1">
              {card ? <BookCard book={card} priority={index === 0} /> : <BookCardSkeleton />}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
