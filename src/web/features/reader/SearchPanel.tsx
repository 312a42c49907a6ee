import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageHits } from '#shared/book-search.ts';
import { useNumber } from '#web/components/numbers.ts';

type Props = {
  query: string;
  onQuery: (query: string) => void;
  found: PageHits[];
  done: number;
  pages: number;
  searching: boolean;
  onGo: (page: number) => void;
  dir: 'rtl' | 'ltr';
};

/** The search box and its results: one entry a page, with the count of matches and a line of text. */
export function SearchPanel({ query, onQuery, found, done, pages, searching, onGo, dir }: Props) {
  const { t } = useTranslation('reader');
  const number = useNumber();
  const inputId = useId();
  return (
    <section className="flex flex-col gap-2">
      <label htmlFor={inputId} className="text-sm font-bold text-brand-900">
        {t('search')}
      </label>
      <input
        id={inputId}
        type="search"
        dir="auto"
        value={query}
        onChange={(event) => onQuery(event.target.value)}
        className="rounded-lg border border-brand-200 px-3 py-2"
      />
      {query.trim() !== '' && (
        <p className="text-xs text-gray-600" aria-live="polite">
          {searching
            ? t('searching', { done: number(done), pages: number(pages) })
            : found.length === 0
              ? t('noHits')
              : t('hitPages', { count: found.length, pages: number(found.length) })}
        </p>
      )}
      <ol data-testid="reader-hits" className="flex max-h-96 flex-col gap-1 overflow-y-auto">
        {found.map((entry) => (
          <li key={entry.page}>
            <button
              type="button"
              onClick={() => onGo(entry.page)}
              className="w-full rounded-lg px-2 py-1 text-start hover:bg-brand-50 focus-visible:outline-2"
            >
              <span className="block text-sm font-bold">
                {t('pageN', { n: number(entry.page) })} · {t('matches', { n: number(entry.hits.length) })}
              </span>
              <span className="block truncate text-xs text-gray-700" dir={dir}>
                {entry.snippet}
              </span>
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
