import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BooksAnswer } from '#shared/contract/catalog.ts';
import { BookSlider } from '#web/components/BookSlider.tsx';

type BookShelfProps = {
  /** Names the section's heading element, so the section is announced by its title. */
  id: string;
  title: string;
  lead: string;
  books: UseQueryResult<BooksAnswer>;
  autoplay?: boolean;
  /** The page's first shelf: its first cover is fetched at once. */
  first?: boolean;
  /** A link to the rest of the catalogue, shown beside the heading. */
  more?: { label: string; to: string };
};

/** One of the home page's lists: a heading with a gold rule on the starting side, then a slider of books. */
export function BookShelf({ id, title, lead, books, autoplay = false, first = false, more }: BookShelfProps) {
  const { t } = useTranslation('home');
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} data-testid={id} className="mt-14 sm:mt-16">
      <header className="mb-6 flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <div className="border-s-4 border-gold-400 ps-4">
          <h2 id={headingId} className="text-2xl font-extrabold text-brand-900 sm:text-3xl">
            {title}
          </h2>
          <p className="mt-1 text-brand-700">{lead}</p>
        </div>
        {more && (
          <Link
            to={more.to}
            className="rounded-full border border-brand-200 bg-white px-4 py-2 text-sm font-bold text-brand-800 transition hover:border-gold-400 hover:text-gold-700"
          >
            {more.label}
          </Link>
        )}
      </header>
      {books.isError ? (
        <div role="alert" className="flex flex-wrap items-center justify-center gap-4 py-8 text-brand-700">
          <p className="font-semibold">{t('loadError')}</p>
          <button
            type="button"
            onClick={() => void books.refetch()}
            className="rounded-full bg-brand-700 px-4 py-2 text-sm font-bold text-white hover:bg-brand-800"
          >
            {t('retry')}
          </button>
        </div>
      ) : (
        <BookSlider
          books={books.data?.data}
          loading={books.isPending}
          label={title}
          autoplay={autoplay}
          first={first}
        />
      )}
    </section>
  );
}
