import { type KeyboardEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateFormat } from '#web/components/intl.ts';
import { useLanguage } from '#web/state/language.ts';
import { FilterField, filterControl } from './filters.tsx';
import type { ListParams } from './list.tsx';

/*
 * A day filter written in the console language's own order: day/month/year in Arabic, month/day/year
 * in English. Chromium's native date field follows the browser's language, not the page's, so an
 * Arabic console on an English browser would read mm/dd/yyyy; this field is text, read and written as
 * the language writes a day, and gives the list the day as YYYY-MM-DD.
 */

type Part = 'day' | 'month' | 'year';

/** The order the language writes a day's parts in, from Intl (cached formatter). */
function partsOrder(language: string): Part[] {
  return dateFormat(`${language}-u-nu-latn`, {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  })
    .formatToParts(new Date(Date.UTC(2026, 10, 30)))
    .flatMap((part) =>
      part.type === 'day' || part.type === 'month' || part.type === 'year' ? [part.type] : [],
    );
}

/** YYYY-MM-DD as the language writes it ('30/11/2026', '11/30/2026'). */
export function writtenDay(iso: string, order: Part[]): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return iso;
  const parts = { year: match[1]!, month: String(Number(match[2])), day: String(Number(match[3])) };
  return order.map((part) => parts[part]).join('/');
}

/** What was typed as YYYY-MM-DD; '' for nothing; null for no real day. */
export function readDay(text: string, order: Part[]): string | null {
  if (text.trim() === '') return '';
  const numbers = text.match(/\d+/g) ?? [];
  if (numbers.length !== 3) return null;
  const parts = Object.fromEntries(order.map((part, index) => [part, Number(numbers[index])])) as Record<
    Part,
    number
  >;
  const date = new Date(Date.UTC(parts.year, parts.month - 1, parts.day));
  if (parts.year < 1000 || date.getUTCMonth() !== parts.month - 1 || date.getUTCDate() !== parts.day)
    return null;
  return date.toISOString().slice(0, 10);
}

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
  const order = partsOrder(language);
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
