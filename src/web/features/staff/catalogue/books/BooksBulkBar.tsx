import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BULK_BOOK_ACTIONS,
  BULK_PRICE_FORMATS,
  BULK_PRICE_MODES,
  type BulkBookRow,
  type BulkBooksBody,
} from '#shared/contract/staff-books-bulk.ts';
import { textIn } from '#shared/lang.ts';
import { formatPrice } from '#shared/price.ts';
import { buttonPrimary, buttonSecondary, panel } from '#web/components/ui.tsx';
import { useLanguage } from '#web/state/language.ts';
import { BulkReport } from '../../console/BulkReport.tsx';
import { type Selection, SelectionBar } from '../../console/selection.tsx';
import type { Choice } from './api.ts';
import { type BooksOutcome, useApplyBooks, usePreviewBooks } from './bulk-api.ts';

/*
 * The books list's bulk change: on the chosen books, hide, show, move to a category, or change the PDF
 * or printed price by a percentage or an amount. Nothing changes before the preview has shown every
 * book's old and new value (and any refusal); then the change is applied all at once.
 */

const control = 'rounded-lg border border-brand-200 bg-white px-2 py-1.5';

type Props = { selection: Selection; pageIds: number[]; total: number; categories: Choice[] | undefined };

export function BooksBulkBar({ selection, pageIds, total, categories }: Props) {
  const { t } = useTranslation('staff-books');
  const { language } = useLanguage();
  const preview = usePreviewBooks();
  const apply = useApplyBooks();
  const [action, setAction] = useState<BulkBooksBody['action']>('hide');
  const [categoryId, setCategoryId] = useState('');
  const [format, setFormat] = useState<'pdf' | 'hardcopy'>('hardcopy');
  const [mode, setMode] = useState<'percent' | 'amount'>('percent');
  const [value, setValue] = useState('');
  const [planned, setPlanned] = useState<{ body: BulkBooksBody; outcome: BooksOutcome } | null>(null);
  const [report, setReport] = useState<BooksOutcome | null>(null);

  const body = (): BulkBooksBody => ({
    ids: selection.ids,
    action,
    ...(action === 'category' && categoryId ? { category_id: Number(categoryId) } : {}),
    ...(action === 'price' ? { format, mode, ...(value.trim() ? { value: Number(value) } : {}) } : {}),
  });
  const ask = (event: FormEvent) => {
    event.preventDefault();
    const asked = body();
    preview.mutate(asked, { onSuccess: (outcome) => setPlanned({ body: asked, outcome }) });
  };
  const confirm = () => {
    if (!planned) return;
    apply.mutate(planned.body, {
      onSuccess: (outcome) => {
        setPlanned(null);
        setReport(outcome);
        if (!outcome.refused) selection.clear();
      },
    });
  };
  const categoryName = (id: number | null) => {
    const found = categories?.find((choice) => choice.id === id);
    return found ? textIn(language, found.ar, found.en) : '—';
  };
  const shown = (row: BulkBookRow, which: 'before' | 'after') => {
    const v = row[which];
    if (row.field === 'hidden') return t(`shownHidden.${v ? 1 : 0}`);
    if (row.field === 'category_id') return categoryName(v as number | null);
    return typeof v === 'number' ? formatPrice(v) : '—';
  };
  const previewError = preview.error as { errors?: Record<string, string[]>; message?: string } | null;

  return (
    <>
      {report && (
        <BulkReport
          message={report.message}
          refused={report.refused}
          rows={report.rows.map((row) => ({ ...row, label: row.title || `#${row.id}` }))}
          onClose={() => setReport(null)}
        />
      )}
      <SelectionBar selection={selection} pageIds={pageIds} total={total} allowAll={false}>
        <form onSubmit={ask} className="flex flex-wrap items-end gap-2">
          <label className="grid gap-1">
            {t('bulk.action')}
            <select
              value={action}
              onChange={(e) => setAction(e.target.value as typeof action)}
              className={control}
            >
              {BULK_BOOK_ACTIONS.map((name) => (
                <option key={name} value={name}>
                  {t(`bulk.actions.${name}`)}
                </option>
              ))}
            </select>
          </label>
          {action === 'category' && (
            <label className="grid gap-1">
              {t('bulk.category')}
              <select value={categoryId} onChange={(e) => setCategoryId(e.target.value)} className={control}>
                <option value="">—</option>
                {(categories ?? []).map((choice) => (
                  <option key={choice.id} value={choice.id}>
                    {textIn(language, choice.ar, choice.en)}
                  </option>
                ))}
              </select>
            </label>
          )}
          {action === 'price' && (
            <>
              <label className="grid gap-1">
                {t('bulk.format')}
                <select
                  value={format}
                  onChange={(e) => setFormat(e.target.value as typeof format)}
                  className={control}
                >
                  {BULK_PRICE_FORMATS.map((name) => (
                    <option key={name} value={name}>
                      {t(`price.${name}`)}
                    </option>
                  ))}
                </select>
              </label>
              <label className="grid gap-1">
                {t('bulk.mode')}
                <select
                  value={mode}
                  onChange={(e) => setMode(e.target.value as typeof mode)}
                  className={control}
                >
                  {BULK_PRICE_MODES.map((name) => (
                    <option key={name} value={name}>
                      {t(`bulk.modes.${name}`)}
                    </option>
                  ))}
                </select>
              </label>
              <label className="grid gap-1">
                {mode === 'percent' ? t('bulk.percent') : t('bulk.amount')}
                <input
                  type="number"
                  step="0.01"
                  dir="ltr"
                  value={value}
                  onChange={(e) => setValue(e.target.value)}
                  className={`${control} w-28`}
                />
              </label>
            </>
          )}
          <button type="submit" disabled={preview.isPending} className={buttonSecondary}>
            {t('bulk.preview')}
          </button>
        </form>
      </SelectionBar>
      {previewError?.errors && (
        <p role="alert" className="mb-3 text-sm font-semibold text-red-800">
          {Object.values(previewError.errors).flat().join(' ')}
        </p>
      )}
      {planned && (
        <section aria-labelledby="books-preview" className={`${panel} mb-4 grid gap-3 p-4`}>
          <h2 id="books-preview" className="font-bold text-brand-900">
            {t('bulk.previewTitle')}
          </h2>
          <p role={planned.outcome.refused ? 'alert' : 'status'} className="text-sm">
            {planned.outcome.message}
          </p>
          <div className="max-h-80 overflow-auto">
            <table className="w-full text-start text-sm">
              <caption className="sr-only">{t('bulk.previewTitle')}</caption>
              <thead className="bg-brand-50 text-brand-800">
                <tr>
                  <th scope="col" className="px-2 py-1.5 text-start">
                    {t('columns.title')}
                  </th>
                  <th scope="col" className="px-2 py-1.5 text-start">
                    {t('bulk.before')}
                  </th>
                  <th scope="col" className="px-2 py-1.5 text-start">
                    {t('bulk.after')}
                  </th>
                  <th scope="col" className="px-2 py-1.5 text-start">
                    {t('bulk.note')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {planned.outcome.rows.map((row) => (
                  <tr key={row.id} className={`border-t border-brand-100 ${row.ok ? '' : 'bg-red-50'}`}>
                    <td className="px-2 py-1.5">{row.title || `#${row.id}`}</td>
                    <td className="px-2 py-1.5">{shown(row, 'before')}</td>
                    <td className={`px-2 py-1.5 font-semibold ${row.ok ? '' : 'text-red-800'}`}>
                      {shown(row, 'after')}
                    </td>
                    <td className="px-2 py-1.5">{row.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              disabled={planned.outcome.refused || apply.isPending}
              onClick={confirm}
              className={buttonPrimary}
            >
              {t('bulk.apply', { count: planned.outcome.rows.length })}
            </button>
            <button type="button" onClick={() => setPlanned(null)} className={buttonSecondary}>
              {t('bulk.cancel')}
            </button>
          </div>
        </section>
      )}
    </>
  );
}
