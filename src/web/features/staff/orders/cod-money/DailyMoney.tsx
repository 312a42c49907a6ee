import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '#web/components/dates.ts';
import { buttonSecondary, panel } from '#web/components/ui.tsx';
import { useLanguage } from '#web/state/language.ts';
import { type CodSummary, type Period, useCodSummary, useDownloadSummary } from './api.ts';
import { Money } from './Money.tsx';

/*
 * The COD money per day and carrier: expected, collected, outstanding, each carrier's total, and its
 * CSV. Each amount is in its parcels' currency: a carrier's riyals and dinars are rows of their own.
 */

const cell = 'px-3 py-2 text-start';
const amount = 'px-3 py-2 text-end tabular-nums';

type Figures = CodSummary['totals'][number];

function FigureCells({ row }: { row: Figures }) {
  const money = (cents: number) => (
    <td className={amount}>
      <Money cents={cents} currency={row.currency} decimals={row.currency_decimals} />
    </td>
  );
  return (
    <>
      {money(row.expected_cents)}
      {money(row.collected_cents)}
      {money(row.outstanding_cents)}
    </>
  );
}

function SummaryTable({ summary }: { summary: CodSummary }) {
  const { t } = useTranslation('staff-cod-money');
  const { language } = useLanguage();
  const carrier = (code: string) => t(`carriers.${code}`, { defaultValue: code });
  if (summary.days.length === 0) return <p className="text-sm text-brand-700">{t('daily.empty')}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="pb-2 text-start font-semibold text-brand-900">
          {t('daily.caption', {
            from: formatDate(summary.from, language),
            to: formatDate(summary.to, language),
          })}
        </caption>
        <thead className="bg-brand-50 text-brand-800">
          <tr>
            <th scope="col" className={cell}>
              {t('columns.day')}
            </th>
            <th scope="col" className={cell}>
              {t('columns.carrier')}
            </th>
            <th scope="col" className={amount}>
              {t('columns.expected')}
            </th>
            <th scope="col" className={amount}>
              {t('columns.collected')}
            </th>
            <th scope="col" className={amount}>
              {t('columns.outstanding')}
            </th>
          </tr>
        </thead>
        <tbody>
          {summary.days.map((row) => (
            <tr key={`${row.day}-${row.carrier}-${row.currency}`} className="border-t border-brand-100">
              <th scope="row" className={`${cell} font-normal`}>
                {formatDate(row.day, language)}
              </th>
              <td className={cell}>{carrier(row.carrier)}</td>
              <FigureCells row={row} />
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-brand-200 font-semibold">
          {summary.totals.map((row) => (
            <tr key={`${row.carrier}-${row.currency}`}>
              <th scope="row" className={cell}>
                {t('daily.total')}
              </th>
              <td className={cell}>{carrier(row.carrier)}</td>
              <FigureCells row={row} />
            </tr>
          ))}
        </tfoot>
      </table>
    </div>
  );
}

/** The period chosen (the last 30 days until one is), its table, and 'Download CSV'. */
export function DailyMoney() {
  const { t } = useTranslation('staff-cod-money');
  const id = useId();
  const [period, setPeriod] = useState<Period>({});
  const summary = useCodSummary(period);
  const download = useDownloadSummary();
  const dayField = (name: 'from' | 'to') => (
    <div className="grid gap-1">
      <label htmlFor={`${id}-${name}`} className="text-sm font-semibold text-brand-900">
        {t(`daily.${name}`)}
      </label>
      <input
        id={`${id}-${name}`}
        type="date"
        value={period[name] ?? ''}
        onChange={(event) => setPeriod((before) => ({ ...before, [name]: event.target.value || undefined }))}
        className="rounded-lg border border-brand-200 bg-white px-3 py-2 text-sm text-brand-900"
      />
    </div>
  );
  return (
    <section aria-labelledby={`${id}-title`} className={`${panel} grid content-start gap-4 p-5`}>
      <h2 id={`${id}-title`} className="text-lg font-bold text-brand-900">
        {t('daily.title')}
      </h2>
      <p className="text-sm leading-relaxed text-brand-700">{t('daily.lead')}</p>
      <div className="flex flex-wrap items-end gap-4">
        {dayField('from')}
        {dayField('to')}
        <button
          type="button"
          className={buttonSecondary}
          disabled={download.isPending}
          aria-busy={download.isPending || undefined}
          onClick={() => download.mutate(period)}
        >
          {t('daily.download')}
        </button>
      </div>
      {summary.isError && summary.error.message && (
        <p role="alert" className="text-sm font-semibold text-red-800">
          {summary.error.message}
        </p>
      )}
      {summary.data && <SummaryTable summary={summary.data.data} />}
    </section>
  );
}
