import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { windowPages } from '#shared/page-window.ts';

type PaginationProps = {
  page: number;
  lastPage: number;
  onChange: (page: number) => void;
  className?: string;
};

const buttonBase =
  'min-w-10 rounded-lg border px-3 py-2 text-sm font-semibold transition disabled:cursor-not-allowed disabled:opacity-40';
const idle = 'border-brand-100 bg-white text-brand-800 hover:border-gold-400 hover:text-gold-700';
const active = 'border-brand-700 bg-brand-700 text-white';

/** Page links; previous is disabled on the first page, next on the last; a change scrolls to the top. */
export function Pagination({ page, lastPage, onChange, className = '' }: PaginationProps) {
  const { t } = useTranslation();
  if (lastPage <= 1) return null;
  const go = (target: number) => {
    if (target < 1 || target > lastPage || target === page) return;
    onChange(target);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  let previous = 0;
  return (
    <nav
      aria-label={t('pagination.label')}
      className={`flex flex-wrap items-center justify-center gap-2 ${className}`}
    >
      <button
        type="button"
        className={`${buttonBase} ${idle}`}
        disabled={page <= 1}
        onClick={() => go(page - 1)}
      >
        {t('pagination.previous')}
      </button>
      {windowPages(page, lastPage).flatMap((p) => {
        const items = [];
        if (p > previous + 1) {
          items.push(
            <span key={`gap-${p}`} className="px-1 text-brand-400" aria-hidden="true">
              …
            </span>,
          );
        }
        previous = p;
        items.push(
          <button
            key={p}
            type="button"
            aria-current={p === page ? 'page' : undefined}
            className={`${buttonBase} ${p === page ? active : idle}`}
            onClick={() => go(p)}
          >
            {p}
          </button>,
        );
        return items;
      })}
      <button
        type="button"
        className={`${buttonBase} ${idle}`}
        disabled={page >= lastPage}
        onClick={() => go(page + 1)}
      >
        {t('pagination.next')}
      </button>
    </nav>
  );
}

/** Moves a list to another page; `replace` rewrites the address instead of adding a step to the history. */
export type PageSetter = (page: number, options?: { replace?: boolean }) => void;

/** The `page` query parameter (default 1) and a setter that keeps the other parameters. */
export function usePageParam(): [number, PageSetter] {
  const [params, setParams] = useSearchParams();
  const parsed = Number(params.get('page'));
  const page = Number.isInteger(parsed) && parsed > 0 ? parsed : 1;
  const setPage: PageSetter = (next, options) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('page', String(next));
        return updated;
      },
      { replace: options?.replace },
    );
  return [page, setPage];
}

/**
 * A page number past the last page (an old link, a list that has shrunk) opens the last page, with
 * its books and its page links, instead of an empty list. `lastPage` is the last page of the list as
 * the server has just answered it (undefined while that answer is on its way).
 */
export function useWithinLastPage(page: number, lastPage: number | undefined, setPage: PageSetter) {
  useEffect(() => {
    if (lastPage !== undefined && page > lastPage) setPage(lastPage, { replace: true });
  }, [page, lastPage, setPage]);
}
