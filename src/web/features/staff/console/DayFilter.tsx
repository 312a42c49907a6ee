import { type KeyboardEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayOrder, readDay, writtenDay } from '#web/components/days.ts';
import { useLanguage } from '#web/state/language.ts';
import { FilterField, filterControl } from './filters.tsx';
import type { ListParams } from './list.tsx';

/*
 * A day filter written in the console language's own order (see `#web/components/days.ts`): the
 * field is text, read and written as the language writes a day, and gives the list YYYY-MM-DD.
 */

export function DayFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('console');
  const { language } = useLanguage();
  const order = dayOrder(language);
  const shown = value ? writtenDay(value, order) : '';
  const [text, setText] = useState(shown);
  useEffect(() => setText(shown), [shown]);
  const commit = () => {
    const day = readDay(text, order);
    if (day === null) setText(shown);
    else if (day !== value) onChange(day);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') commit();
  };
  return (
    <FilterField label={label}>
      {(id) => (
        <input
          id={id}
          type="text"
          inputMode="numeric"
          lang={language}
          dir="ltr"
          placeholder={t('list.dayFormat')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={commit}
          onKeyDown={onKeyDown}
          className={`${filterControl} w-36`}
        />
      )}
    </FilterField>
  );
}

/** The 'from' and 'to' day filters of a list. */
export function DaysFilter({ list }: { list: ListParams }) {
  const { t } = useTranslation('console');
  return (
    <>
      <DayFilter label={t('list.from')} value={list.filter('from')} onChange={(from) => list.set({ from })} />
      <DayFilter label={t('list.to')} value={list.filter('to')} onChange={(to) => list.set({ to })} />
    </>
  );
}
