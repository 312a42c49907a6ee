import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { PaginationMeta } from '#shared/pagination.ts';
import { Pagination } from '#web/components/Pagination.tsx';
import { Spinner } from '#web/components/Spinner.tsx';
import { buttonSecondary, panel } from '#web/components/ui.tsx';
import { ConfirmButton } from './form.tsx';
import { ScrollRegion } from './ScrollRegion.tsx';
import { pinned, stackedParts } from './table-layout.ts';

/* Lists of the console: their state (page, search, sort, filters) lives in the URL, so a list can be
   bookmarked, shared, reloaded, and the back button returns to it as it was. */

export type SortDir = 'asc' | 'desc';
type ParamValue = string | number | boolean | undefined | null;

const positiveInt = (raw: string | null, fallback: number) => {
  const value = Number(raw);
  return Number.isInteger(value) && value >= 1 ? value : fallback;
};

/**
 * The list's state from the URL: `page`, `search`, `sort`, `dir`, and any filter by name. `set` changes
 * some of them and goes back to page 1 unless the page itself is what changes.
 */
/**
 * Whether the page is still at `pathname`. A screen stays shown while the next one's code loads, so a
 * change it makes late (the search box's moment after the last key) may come after the member left.
 */
const stillAt = (pathname: string) => {
  const current = window.location.hash.replace(/^#/, '').split('?')[0];
  return !current || current === pathname;
};

export function useListParams(defaults: { sort: string; dir: SortDir }) {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const page = positiveInt(params.get('page'), 1);
  const search = params.get('search') ?? '';
  const sort = params.get('sort') ?? defaults.sort;
  const dir: SortDir =
    params.get('dir') === 'asc' || params.get('dir') === 'desc'
      ? (params.get('dir') as SortDir)
      : defaults.dir;

  const set = (changes: Record<string, ParamValue>) => {
    // A list's change belongs to the list: dropped once the member went to another screen.
    if (!stillAt(pathname)) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === undefined || value === null || value === '' || value === false) next.delete(name);
          else next.set(name, String(value));
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: !('page' in changes) },
    );
  };

  /** Sorts by `column`; asking again for the same column flips the direction. */
  const sortBy = (column: string) => {
    if (column === sort) set({ sort: column, dir: dir === 'asc' ? 'desc' : 'asc' });
    else set({ sort: column, dir: column === defaults.sort ? defaults.dir : 'asc' });
  };

  return {
    page,
    search,
    sort,
    dir,
    filter: (name: string) => params.get(name) ?? '',
    set,
    sortBy,
    /** The query the list's API takes: page, search when typed, sort and direction. */
    query: { page, sort, dir, ...(search ? { search } : {}) },
  };
}

export type ListParams = ReturnType<typeof useListParams>;

export type Column<T> = {
  key: string;
  label: string;
  /** The list's `sort` value for this column; sortable when given. */
  sort?: string;
  render: (row: T) => ReactNode;
  className?: string;
  /**
   * An amount of money: as the last column, it stays in sight at the end of a table wider than a
   * phone while the other columns scroll beneath it.
   */
  money?: boolean;
};

function SortButton({ column, list }: { column: Column<unknown>; list: ListParams }) {
  const { t } = useTranslation('console');
  const active = list.sort === column.sort;
  const arrow = active ? (list.dir === 'asc' ? '▲' : '▼') : '↕';
  return (
    <button
      type="button"
      onClick={() => list.sortBy(column.sort!)}
      title={t('list.sortBy', { column: column.label })}
      className="inline-flex items-center gap-1 font-bold hover:text-gold-700"
    >
      {column.label}
      <span aria-hidden="true" className={active ? 'text-gold-700' : 'text-brand-300'}>
        {arrow}
      </span>
    </button>
  );
}

type DataTableProps<T> = {
  caption: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string | number;
  list?: ListParams;
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  /** Shown when there are no rows. */
  empty?: ReactNode;
  /** Below 640 px, each row a card of its cells under their columns' names (see table-layout.ts). */
  stacked?: boolean;
};

/** A list as a table: sortable headers (aria-sort), a loading and an error state, an empty message. */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  list,
  loading,
  error,
  onRetry,
  empty,
  stacked = false,
}: DataTableProps<T>) {
  const { t } = useTranslation('console');
  if (error && !rows) {
    return (
      <div role="alert" className={`${panel} flex flex-col items-center gap-4 p-8 text-center`}>
        <p className="font-semibold text-red-800">{t('loadError')}</p>
        {onRetry && (
          <button type="button" onClick={onRetry} className={buttonSecondary}>
            {t('retry')}
          </button>
        )}
      </div>
    );
  }
  if (!rows) return <Spinner size="lg" className="min-h-64" />;
  const parts = stackedParts(stacked);
  return (
    <ScrollRegion label={caption} className={panel} busy={loading}>
      <table className={`w-full min-w-[40rem] border-collapse text-start text-sm ${parts.table}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className={`bg-brand-50 text-brand-800 ${parts.head}`}>
          <tr className={parts.headRow}>
            {columns.map((column, index) => {
              const sorted = list && column.sort && list.sort === column.sort;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={sorted ? (list.dir === 'asc' ? 'ascending' : 'descending') : undefined}
                  className={`px-3 py-3 text-start font-bold ${column.className ?? ''} ${pinned(column, index, columns.length, 'bg-brand-50', stacked)} ${parts.heading(Boolean(list && column.sort))}`}
                >
                  {list && column.sort ? (
                    <SortButton column={column as Column<unknown>} list={list} />
                  ) : (
                    column.label
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className={`${loading ? 'opacity-60' : ''} ${parts.body}`}>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-3 py-10 text-center text-brand-700">
                {empty ?? t('list.empty')}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr
                key={rowKey(row)}
                className={`border-t border-brand-100 align-middle hover:bg-gold-50/40 ${parts.row}`}
              >
                {columns.map((column, index) => (
                  <td
                    key={column.key}
                    className={`px-3 py-2.5 leading-relaxed ${column.className ?? ''} ${pinned(column, index, columns.length, 'bg-white', stacked)} ${parts.cell}`}
                  >
                    {stacked && (
                      <span data-cell-label className="text-xs font-bold text-brand-700 sm:hidden">
                        {column.label}
                      </span>
                    )}
                    {column.render(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** The total and the page links under a list. */
export function ListFooter({ meta, list }: { meta: PaginationMeta | undefined; list: ListParams }) {
  const { t } = useTranslation('console');
  if (!meta) return null;
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-brand-700" aria-live="polite">
        {t('list.total', { count: meta.total })}
      </p>
      <Pagination
        page={meta.current_page}
        lastPage={meta.last_page}
        onChange={(page) => list.set({ page })}
      />
    </div>
  );
}

/**
 * A button's spoken name that begins with its visible text (WCAG 2.5.3, label in name): a voice
 * command saying what is seen reaches it.
 */
const nameWithText = (name: string, text: string) => (name.startsWith(text) ? name : `${text}: ${name}`);

/** A row's buttons: edit (named for the row to screen readers) and delete, once the member confirms. */
export function RowActions({
  editLabel,
  onEdit,
  deleteQuestion,
  deleting,
  onDelete,
}: {
  editLabel: string;
  onEdit: () => void;
  deleteQuestion: string;
  deleting: boolean;
  onDelete: () => void;
}) {
  const { t } = useTranslation('console');
  const edit = t('form.edit');
  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        className={buttonSecondary}
        aria-label={nameWithText(editLabel, edit)}
        onClick={onEdit}
      >
        {edit}
      </button>
      <ConfirmButton
        label={t('form.delete')}
        question={deleteQuestion}
        disabled={deleting}
        onConfirm={onDelete}
      />
    </div>
  );
}

/** A row's one action (resend, retry…): named for the row to screen readers, held while it runs. */
export function RowButton({
  label,
  name,
  pending,
  onClick,
}: {
  label: string;
  name: string;
  pending: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={`${buttonSecondary} whitespace-nowrap`}
      disabled={pending}
      onClick={onClick}
      aria-label={nameWithText(name, label)}
    >
      {label}
    </button>
  );
}
