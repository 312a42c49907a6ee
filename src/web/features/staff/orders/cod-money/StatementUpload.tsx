import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  REMITTANCE_CARRIERS,
  REMITTANCE_LIMITS,
  type RemittanceCarrier,
  type RemittanceImported,
} from '#shared/contract/cod-remittance.ts';
import { useNumber } from '#web/components/numbers.ts';
import { buttonPrimary, panel } from '#web/components/ui.tsx';
import { useImportStatement } from './api.ts';
import { Money } from './Money.tsx';

/* A carrier's remittance statement sent, and what became of its lines. */

const field = 'rounded-lg border border-brand-200 bg-white px-3 py-2 text-sm text-brand-900';
const cell = 'px-3 py-2 text-start align-top';

/**
 * The statement's counts, the cash it credited per currency, and its lines that need looking into
 * (another amount, unknown, credited before), each amount in its parcel's currency.
 */
function ImportResult({ result, message }: { result: RemittanceImported; message: string }) {
  const { t } = useTranslation('staff-cod-money');
  const number = useNumber();
  const flagged = result.lines.filter((line) => line.outcome !== 'matched');
  const counts = ['matched', 'amount_differs', 'unknown_waybill', 'already_reconciled'] as const;
  return (
    <div className="grid gap-4 border-t border-brand-100 pt-4">
      <p role="status" className="font-semibold text-brand-800">
        {message}
      </p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {counts.map((outcome) => (
          <div key={outcome} className="rounded-xl bg-brand-50 p-3">
            <dt className="text-xs text-brand-700">{t(`outcome.${outcome}`)}</dt>
            <dd className="text-lg font-bold text-brand-900">{number(result.counts[outcome])}</dd>
          </div>
        ))}
        <div className="rounded-xl bg-brand-50 p-3">
          <dt className="text-xs text-brand-700">{t('credited')}</dt>
          <dd className="grid text-lg font-bold text-brand-900">
            {result.credited.length === 0
              ? t('nothingCredited')
              : result.credited.map((total) => (
                  <span key={total.currency}>
                    <Money
                      cents={total.credited_cents}
                      currency={total.currency}
                      decimals={total.currency_decimals}
                    />
                  </span>
                ))}
          </dd>
        </div>
      </dl>
      {flagged.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="pb-2 text-start font-semibold text-brand-900">{t('flagged')}</caption>
            <thead className="bg-brand-50 text-brand-800">
              <tr>
                <th scope="col" className={cell}>
                  {t('columns.line')}
                </th>
                <th scope="col" className={cell}>
                  {t('columns.waybill')}
                </th>
                <th scope="col" className={cell}>
                  {t('columns.amount')}
                </th>
                <th scope="col" className={cell}>
                  {t('columns.expectedAmount')}
                </th>
                <th scope="col" className={cell}>
                  {t('columns.outcome')}
                </th>
                <th scope="col" className={cell}>
                  {t('columns.order')}
                </th>
              </tr>
            </thead>
            <tbody>
              {flagged.map((line) => (
                <tr key={line.line} className="border-t border-brand-100">
                  <td className={cell}>{number(line.line)}</td>
                  <td className={cell}>
                    <bdi dir="ltr" className="font-mono">
                      {line.waybill}
                    </bdi>
                  </td>
                  <td className={cell}>
                    <Money
                      cents={line.amount_cents}
                      currency={line.currency}
                      decimals={line.currency_decimals}
                    />
                  </td>
                  <td className={cell}>
                    {line.expected_cents === null ? (
                      '—'
                    ) : (
                      <Money
                        cents={line.expected_cents}
                        currency={line.currency}
                        decimals={line.currency_decimals}
                      />
                    )}
                  </td>
                  <td className={cell}>{t(`outcome.${line.outcome}`)}</td>
                  <td className={cell}>
                    {line.order_id === null ? (
                      '—'
                    ) : (
                      <Link to={`/staff/orders/${line.order_id}`} className="text-brand-900 underline">
                        {t('order', { id: line.order_id })}
                      </Link>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

/** The carrier, the statement's file, 'Import'; then the result. */
export function StatementUpload() {
  const { t } = useTranslation('staff-cod-money');
  const id = useId();
  const [carrier, setCarrier] = useState<RemittanceCarrier>('aramex');
  const [file, setFile] = useState<File | null>(null);
  const importing = useImportStatement();
  const tooLarge = Boolean(file && file.size > REMITTANCE_LIMITS.bytes);
  return (
    <section aria-labelledby={`${id}-title`} className={`${panel} grid content-start gap-4 p-5`}>
      <h2 id={`${id}-title`} className="text-lg font-bold text-brand-900">
        {t('upload.title')}
      </h2>
      <p className="text-sm leading-relaxed text-brand-700">
        {t('upload.lead')}{' '}
        <bdi dir="ltr" className="font-mono text-xs">
          waybill,amount,date,reference
        </bdi>
      </p>
      <form
        className="flex flex-wrap items-end gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (file && !tooLarge) importing.mutate({ carrier, file });
        }}
      >
        <div className="grid gap-1">
          <label htmlFor={`${id}-carrier`} className="text-sm font-semibold text-brand-900">
            {t('upload.carrier')}
          </label>
          <select
            id={`${id}-carrier`}
            className={field}
            value={carrier}
            onChange={(event) => {
              setCarrier(event.target.value as RemittanceCarrier);
              importing.reset();
            }}
          >
            {REMITTANCE_CARRIERS.map((code) => (
              <option key={code} value={code}>
                {t(`carriers.${code}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1">
          <label htmlFor={`${id}-file`} className="text-sm font-semibold text-brand-900">
            {t('upload.file')}
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".csv,text/csv"
            aria-invalid={tooLarge || undefined}
            aria-describedby={tooLarge ? `${id}-note` : undefined}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              importing.reset();
            }}
            className="text-sm file:me-3 file:rounded-lg file:border file:border-brand-200 file:bg-white file:px-3 file:py-1.5 file:font-semibold file:text-brand-800"
          />
        </div>
        <button
          type="submit"
          className={buttonPrimary}
          disabled={!file || tooLarge || importing.isPending}
          aria-busy={importing.isPending || undefined}
        >
          {importing.isPending ? t('upload.importing') : t('upload.submit')}
        </button>
      </form>
      {tooLarge && (
        <p id={`${id}-note`} className="text-sm font-medium text-red-700">
          {t('upload.tooLarge', { limit: REMITTANCE_LIMITS.bytes / 1024 / 1024 })}
        </p>
      )}
      {importing.isError && importing.error.message && (
        <p role="alert" className="text-sm font-semibold text-red-800">
          {importing.error.message}
        </p>
      )}
      {importing.data && <ImportResult result={importing.data.data} message={importing.data.message} />}
    </section>
  );
}
