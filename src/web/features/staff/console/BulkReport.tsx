import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { panel } from '#web/components/ui.tsx';
import { ScrollRegion } from './ScrollRegion.tsx';

export type BulkReportRow = {
  id: number | null;
  line?: number;
  ok: boolean;
  message: string;
  label?: string;
};

/** A cell of a report's table. */
export const reportCell = 'px-2 py-1.5';

/** A report's table, one row a record, scrolled within its panel: its (hidden) caption, its headings, its rows. */
export function ReportTable({
  caption,
  headings,
  height = 'max-h-72',
  children,
}: {
  caption: string;
  headings: string[];
  height?: string;
  children: ReactNode;
}) {
  return (
    <ScrollRegion label={caption} role="group" className={`${height} overflow-y-auto`}>
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-brand-50 text-brand-800">
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className={`${reportCell} text-start`}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </ScrollRegion>
  );
}

/**
 * What a bulk action did, one row per record: done, or refused with the reason. All or nothing: when
 * any row is refused the whole report says nothing was changed (an alert), else it is a status. The
 * refused rows come first, each in the order it was given, so that what needs mending is seen at once.
 */
export function BulkReport({
  message,
  refused,
  rows,
  onClose,
}: {
  message: string;
  refused: boolean;
  rows: BulkReportRow[];
  onClose: () => void;
}) {
  const { t } = useTranslation('bulk');
  const ordered = [...rows.filter((row) => !row.ok), ...rows.filter((row) => row.ok)];
  return (
    <section
      aria-label={t('many.report')}
      className={`${panel} mb-4 grid gap-3 p-4 ${refused ? 'ring-red-200' : 'ring-green-200'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p
          role={refused ? 'alert' : 'status'}
          className={`font-semibold ${refused ? 'text-red-800' : 'text-green-800'}`}
        >
          {message}
        </p>
        <button type="button" onClick={onClose} className="text-sm underline">
          {t('many.closeReport')}
        </button>
      </div>
      <ReportTable
        caption={t('many.report')}
        headings={[t('many.record'), t('many.outcome'), t('many.message')]}
      >
        {ordered.map((row) => (
          <tr key={`${row.line ?? ''}-${row.id ?? ''}`} className="border-t border-brand-100">
            <td className={reportCell}>
              {row.label ?? (row.id === null ? t('many.line', { line: row.line }) : <bdi>#{row.id}</bdi>)}
            </td>
            <td className={`${reportCell} font-semibold ${row.ok ? 'text-green-800' : 'text-red-800'}`}>
              {row.ok ? t('many.ok') : t('many.refused')}
            </td>
            <td className={reportCell}>{row.message}</td>
          </tr>
        ))}
      </ReportTable>
    </section>
  );
}
