import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { panel } from '#web/components/ui.tsx';
import type { ListParams } from './list.tsx';

/* What stands above a console list: its search box and its filters, each labelled, all alike. */

/** The look of every control above a list. */
export const filterControl =
  'rounded-lg border border-brand-200 bg-white px-3 py-2 text-brand-900 focus:border-gold-400 focus:outline-none focus:ring-2 focus:ring-gold-200';

/**
 * A control above a list with its label on top. It may be narrower than its control would like (a
 * select as wide as its longest choice): on a phone it keeps within the screen.
 */
export function FilterField({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="grid min-w-0 max-w-full grid-cols-[minmax(0,auto)] gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-brand-800">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** The search box: the URL follows what is typed, a moment after the last key. */
export function SearchBox({
  value,
  onSearch,
  label,
}: {
  value: string;
  onSearch: (text: string) => void;
  label?: string;
}) {
  const { t } = useTranslation('console');
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), 350);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <FilterField label={label ?? t('list.search')}>
      {(id) => (
        <input
          id={id}
          type="search"
          value={text}
          placeholder={t('list.searchPlaceholder')}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onSearch(text.trim());
          }}
          className={`w-full min-w-56 ${filterControl}`}
        />
      )}
    </FilterField>
  );
}

/** A filter as a select whose first choice is 'all'. */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('console');
  return (
    <FilterField label={label}>
      {(id) => (
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={`max-w-full ${filterControl}`}
        >
          <option value="">{t('list.all')}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FilterField>
  );
}

/** A filter as a day or a record number, written left to right in both languages. */
export function InputFilter({
  label,
  value,
  onChange,
  type,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type: 'date' | 'number';
}) {
  return (
    <FilterField label={label}>
      {(id) => (
        <input
          id={id}
          type={type}
          dir="ltr"
          min={type === 'number' ? 1 : undefined}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={`${filterControl} ${type === 'number' ? 'w-28' : ''}`}
        />
      )}
    </FilterField>
  );
}

/** The search box (unless the list is not searched) and the filters above a list. */
export function ListToolbar({
  list,
  search = true,
  children,
}: {
  list: ListParams;
  search?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className={`${panel} mb-4 flex flex-wrap items-end gap-4 p-4`}>
      {search && <SearchBox value={list.search} onSearch={(text) => list.set({ search: text })} />}
      {children}
    </div>
  );
}

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

/**
 * The days typed in the 'from' and 'to' filters as the API takes them: from the instant the member's own
 * first day starts to the instant their last day ends, on their clock; a day not (yet) whole is left out.
 */
export function daysQuery(from: string, to: string): { from?: string; to?: string } {
  return {
    ...(isDay(from) ? { from: new Date(`${from}T00:00:00`).toISOString() } : {}),
    ...(isDay(to) ? { to: new Date(`${to}T23:59:59.999`).toISOString() } : {}),
  };
}

/** A filter over a fixed set of values, kept in the list's URL under `name`; `labelOf` names each value. */
export function ChoiceFilter({
  list,
  name,
  label,
  values,
  labelOf,
}: {
  list: ListParams;
  name: string;
  label: string;
  values: readonly string[];
  labelOf: (value: string) => string;
}) {
  return (
    <FilterSelect
      label={label}
      value={list.filter(name)}
      onChange={(value) => list.set({ [name]: value })}
      options={values.map((value) => ({ value, label: labelOf(value) }))}
    />
  );
}

/** A `ChoiceFilter` named in the list's namespace (`t`): its label `filters.<name>`, each value `<name>.<value>`. */
export function NamedChoiceFilter({
  list,
  t,
  name,
  values,
}: {
  list: ListParams;
  t: (key: string) => string;
  name: string;
  values: readonly string[];
}) {
  return (
    <ChoiceFilter
      list={list}
      name={name}
      label={t(`filters.${name}`)}
      values={values}
      labelOf={(value) => t(`${name}.${value}`)}
    />
  );
}
