import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from './list.tsx';

/*
 * Rows chosen in a console list for a bulk action: some rows of the page shown, or (`all`) every row
 * the list's filters keep, which the server finds itself. A change of filters, sort or page clears it.
 */

export type Selection = {
  ids: number[];
  all: boolean;
  has: (id: number) => boolean;
  toggle: (id: number) => void;
  setPage: (ids: number[], on: boolean) => void;
  selectAll: () => void;
  clear: () => void;
};

export function useSelection(resetKey: string): Selection {
  const [ids, setIds] = useState<number[]>([]);
  const [all, setAll] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names the list shown; a new one clears the choice
  useEffect(() => {
    setIds([]);
    setAll(false);
  }, [resetKey]);
  return {
    ids,
    all,
    has: (id) => all || ids.includes(id),
    toggle: (id) => {
      setAll(false);
      setIds((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current, id]));
    },
    setPage: (page, on) => {
      setAll(false);
      setIds((current) =>
        on ? [...new Set([...current, ...page])] : current.filter((x) => !page.includes(x)),
      );
    },
    selectAll: () => setAll(true),
    clear: () => {
      setIds([]);
      setAll(false);
    },
  };
}

/** The first column of a list with a selection: a labelled checkbox on each row. */
export function useSelectColumn<T>(
  selection: Selection,
  idOf: (row: T) => number,
  nameOf: (row: T) => string,
): Column<T> {
  const { t } = useTranslation('bulk');
  return {
    key: 'select',
    label: t('many.select'),
    className: 'w-10',
    render: (row) => (
      <input
        type="checkbox"
        className="size-5 accent-brand-700"
        checked={selection.has(idOf(row))}
        onChange={() => selection.toggle(idOf(row))}
        aria-label={t('many.selectRow', { name: nameOf(row) })}
      />
    ),
  };
}

/** Above the list: the page's checkbox, how many are chosen, and every row the filters keep. */
export function SelectionBar({
  selection,
  pageIds,
  total,
  allowAll = true,
  children,
}: {
  selection: Selection;
  pageIds: number[];
  total: number;
  allowAll?: boolean;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation('bulk');
  const pageChosen = pageIds.length > 0 && pageIds.every((id) => selection.has(id));
  const count = selection.all ? total : selection.ids.length;
  return (
    <fieldset className="mb-3 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl bg-brand-50 px-3 py-2 text-sm">
      <legend className="sr-only">{t('many.actions')}</legend>
      <label className="flex items-center gap-2 font-semibold">
        <input
          type="checkbox"
          className="size-5 accent-brand-700"
          checked={pageChosen}
          onChange={(event) => selection.setPage(pageIds, event.target.checked)}
        />
        {t('many.selectPage')}
      </label>
      <span aria-live="polite" className="text-brand-800">
        {selection.all ? t('many.allMatching', { count: total }) : t('many.selected', { count })}
      </span>
      {allowAll && pageChosen && !selection.all && total > pageIds.length && (
        <button type="button" onClick={selection.selectAll} className="underline hover:text-gold-700">
          {t('many.selectAllMatching', { count: total })}
        </button>
      )}
      {count > 0 && (
        <button type="button" onClick={selection.clear} className="underline hover:text-gold-700">
          {t('many.clear')}
        </button>
      )}
      {count > 0 && <div className="flex flex-wrap gap-2">{children}</div>}
    </fieldset>
  );
}
