import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { textIn } from '#shared/lang.ts';
import { icon } from '#web/components/icons.tsx';
import { Spinner } from '#web/components/Spinner.tsx';
import { useLanguage } from '#web/state/language.ts';
import { useCategories } from './api.ts';
import { withFilters } from './useBooksPage.ts';

/** URL parameters of the library's filters. */
export const libraryParams = { category: 'category-id', search: 'q' } as const;

export const SearchIcon = icon(
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m20 20-4.2-4.2" />
  </>,
);

type LibrarySidebarProps = {
  categoryId: number | undefined;
  searchText: string;
  onSearch: (text: string) => void;
};

/** The library's filters: a search box and the category list. Beside the grid on large screens, above it on phones. */
export function LibrarySidebar({ categoryId, searchText, onSearch }: LibrarySidebarProps) {
  return (
    <aside className="flex min-w-0 flex-col gap-6 lg:sticky lg:top-6 lg:self-start">
      {/* Keyed by the URL's text, so Back or a cleared search shows the text being listed. */}
      <LibrarySearchBox key={searchText} text={searchText} onSearch={onSearch} />
      <CategoryList activeId={categoryId} />
    </aside>
  );
}

function LibrarySearchBox({ text, onSearch }: { text: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation('library');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(String(new FormData(event.currentTarget).get('q') ?? '').trim());
  };
  return (
    <search className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100">
      <form onSubmit={submit}>
        <label htmlFor="library-search" className="mb-2 block text-sm font-bold text-brand-900">
          {t('sidebar.search')}
        </label>
        <div className="relative">
          <input
            id="library-search"
            name="q"
            type="search"
            defaultValue={text}
            maxLength={200}
            placeholder={t('sidebar.searchPlaceholder')}
            className="block w-full rounded-xl border border-brand-200 bg-white py-2.5 ps-3 pe-11 text-brand-950 outline-none transition placeholder:text-sm placeholder:text-brand-500 focus:border-brand-500 focus:ring-4 focus:ring-brand-500/15"
          />
          <button
            type="submit"
            aria-label={t('sidebar.searchSubmit')}
            className="absolute inset-y-1 end-1 flex w-9 items-center justify-center rounded-lg bg-brand-700 text-white transition hover:bg-brand-800"
          >
            <SearchIcon size={18} />
          </button>
        </div>
      </form>
    </search>
  );
}

function CategoryList({ activeId }: { activeId: number | undefined }) {
  const { t } = useTranslation('library');
  const { language } = useLanguage();
  const categories = useCategories();
  const [params] = useSearchParams();
  // Links rather than buttons: a category can be opened in a new tab or shared.
  const linkTo = (id: number | undefined) => `?${withFilters(params, { [libraryParams.category]: id })}`;
  return (
    <nav
      aria-labelledby="library-categories"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100"
    >
      <h2 id="library-categories" className="mb-3 text-sm font-bold text-brand-900">
        {t('sidebar.categories')}
      </h2>
      {/* On phones one row that scrolls sideways, the same height loading or loaded; a column beside the grid on wide screens. */}
      <ul className="relative -mx-4 flex gap-2 overflow-x-auto px-4 pb-1 lg:mx-0 lg:flex-col lg:gap-1 lg:overflow-visible lg:px-0 lg:pb-0">
        <li className="shrink-0">
          <CategoryLink
            to={linkTo(undefined)}
            active={activeId === undefined}
            title={t('sidebar.allBooks')}
          />
        </li>
        {categories.isPending &&
          [0, 1, 2].map((index) => (
            <li
              key={index}
              aria-hidden="true"
              className="h-8 w-24 shrink-0 animate-pulse rounded-full bg-brand-50 lg:hidden"
            />
          ))}
        {categories.data?.map((category) => (
          <li key={category.id} className="shrink-0">
            <CategoryLink
              to={linkTo(category.id)}
              active={category.id === activeId}
              title={textIn(language, category.title_ar, category.title_en)}
              count={category.books_count}
            />
          </li>
        ))}
      </ul>
      {categories.isPending && <Spinner size="sm" className="hidden lg:flex" />}
    </nav>
  );
}

type CategoryLinkProps = { to: string; active: boolean; title: string; count?: number };

function CategoryLink({ to, active, title, count }: CategoryLinkProps) {
  const { t } = useTranslation('library');
  const look = active
    ? 'border-brand-700 bg-brand-700 text-white'
    : 'border-brand-100 bg-white text-brand-800 hover:border-gold-400 hover:text-gold-700 lg:border-transparent';
  return (
    <Link
      to={to}
      aria-current={active ? 'page' : undefined}
      className={`flex items-center justify-between gap-3 whitespace-nowrap rounded-full border px-3 py-1.5 text-sm font-semibold transition lg:rounded-lg lg:py-2 lg:whitespace-normal ${look}`}
    >
      {title}
      {count !== undefined && (
        <>
          {/* Keeps the title and the spoken count apart in the link's name. */}{' '}
          <span
            aria-hidden="true"
            className={`min-w-7 rounded-full px-2 text-center text-xs leading-5 ${active ? 'bg-white/20' : 'bg-brand-50 text-brand-600'}`}
          >
            {count}
          </span>
          <span className="sr-only">({t('sidebar.count', { count })})</span>
        </>
      )}
    </Link>
  );
}
