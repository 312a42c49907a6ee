import type { ReactNode } from 'react';
import type { Lang } from '#shared/lang.ts';
import { formatMoment } from '#web/components/dates.ts';
import type { Column } from './list.tsx';

/**
 * A list's 'date' column: when the row was written, in the page's language, sorted by the list's
 * `date`; `look` dresses the moment for a screen that marks some rows (an unread message in bold).
 */
export function dateColumn<T extends { created_at: string }>(
  t: (key: 'columns.date') => string,
  language: Lang,
  look: (row: T, moment: string) => ReactNode = (_row, moment) => moment,
): Column<T> {
  return {
    key: 'date',
    label: t('columns.date'),
    sort: 'date',
    render: (row) => look(row, formatMoment(row.created_at, language)),
  };
}
