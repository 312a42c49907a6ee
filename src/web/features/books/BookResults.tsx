import { useTranslation } from 'react-i18next';
import { Pagination, usePageParam, useWithinLastPage } from '#web/components/Pagination.tsx';
import { Notice } from '#web/components/ui.tsx';
import { type BooksFilter, useBooks } from './api.ts';
import { BookGrid } from './BookGrid.tsx';

type BookResultsProps = {
  /** What to list; the page comes from the URL's `page` parameter. */
  filter: Omit<BooksFilter, 'page'>;
  /** Four columns on large screens; the library's sidebar leaves room for three. */
  wide?: boolean;
};

/** One page of the books matching `filter`: which ones these are, the grid, and the page links. */
export function BookResults({ filter, wide }: BookResultsProps) {
  const { t } = useTranslation('library');
  const [page, setPage] = usePageParam();
  const books = useBooks({ ...filter, page });
  useWithinLastPage(page, books.isPlaceholderData ? undefined : books.data?.meta?.last_page, setPage);

  if (books.isError && !books.data) {
    return (
      <Notice
        tone="alert"
        text={t('results.loadError')}
        action={{ label: t('results.retry'), onClick: () => void books.refetch() }}
      />
    );
  }
  const meta = books.data?.meta;
  return (
    <div className={books.isPlaceholderData ? 'opacity-60 transition' : 'transition'}>
      {/* The line keeps its room while the first page loads, so the grid below does not move. */}
      <p className="mb-4 text-sm text-brand-600" data-testid="results-range">
        {meta?.from != null && meta.to != null ? (
          t('results.range', { from: meta.from, to: meta.to, total: meta.total })
        ) : (
          <span aria-hidden="true">&nbsp;</span>
        )}
      </p>
      <BookGrid books={books.data?.data} loading={books.isFetching} wide={wide} />
      <Pagination page={page} lastPage={meta?.last_page ?? 1} onChange={setPage} className="mt-10" />
    </div>
  );
}
