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
import { BulkReport, ReportTable, reportCell } from '../../console/BulkReport.tsx';
import { type Selection, SelectionBar } from '../../console/selection.tsx';
import type { Choice } from './api.ts';
import { type BooksOutcome, useApplyBooks, usePreviewBooks } from './bulk-api.ts';

/*
 * The books list's bulk change: on the chosen books, hide, show, move to a category, or change the PDF
 * or printed price by a percentage or an amount. Nothing changes before the preview has shown every
 * book's old and new value (and any refusal); then the change is applied all at once.
 */

const control = 'rounded-lg border border-brand-200 bg-white px-2 py-1.5';

/** One of the bulk change's choices, as a labelled select. */
function ChoiceSelect<V extends string>({
  label,
  value,
  values,
  labelOf,
  onChange,
}: {
  label: string;
  value: V;
  values: readonly V[];
  labelOf: (value: V) => string;
  onChange: (value: V) => void;
}) {
  return (
    <label className="grid gap-1">
      {label}
      <select value={value} onChange={(e) => onChange(e.target.value as V)} className={control}>
        {values.map((name) => (
          <option key={name} value={name}>
            {labelOf(name)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The preview: every chosen book's old and new value, or why it is refused; then apply or cancel. */
function BooksPreview({
  outcome,
  categories,
  applying,
  onApply,
  onCancel,
}: {
  outcome: BooksOutcome;
  categories: Choice[] | undefined;
  applying: boolean;
  onApply: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('staff-books');
  const { language } = useLanguage();
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
  return (
    <section aria-labelledby="books-preview" className={`${panel} mb-4 grid gap-3 p-4`}>
      <h2 id="books-preview" className="font-bold text-brand-900">
        {t('bulk.previewTitle')}
      </h2>
      <p role={outcome.refused ? 'alert' : 'status'} className="text-sm">
        {outcome.message}
      </p>
      <ReportTable
        caption={t('bulk.previewTitle')}
        headings={[t('columns.title'), t('bulk.before'), t('bulk.after'), t('bulk.note')]}
        height="max-h-80"
      >
        {outcome.rows.map((row) => (
          <tr key={row.id} className={`border-t border-brand-100 ${row.ok ? '' : 'bg-red-50'}`}>
            <td className={reportCell}>{row.title || `#${row.id}`}</td>
            <td className={reportCell}>{shown(row, 'before')}</td>
            <td className={`${reportCell} font-semibold ${row.ok ? '' : 'text-red-800'}`}>
              {shown(row, 'after')}
            </td>
            <td className={reportCell}>{row.message}</td>
          </tr>
        ))}
      </ReportTable>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={outcome.refused || applying}
          onClick={onApply}
          className={buttonPrimary}
        >
          {t('bulk.apply', { count: outcome.rows.length })}
        </button>
        <button type="button" onClick={onCancel} className={buttonSecondary}>
          {t('bulk.cancel')}
        </button>
      </div>
    </section>
  );
}

/** What the bulk change is to do: the action, and the category or the price change it takes. */
type Change = {
  action: BulkBooksBody['action'];
  categoryId: string;
  format: 'pdf' | 'hardcopy';
  mode: 'percent' | 'amount';
  value: string;
};

const firstChange: Change = {
  action: 'hide',
  categoryId: '',
  format: 'hardcopy',
  mode: 'percent',
  value: '',
};

/** The request for `change` on the books `ids`. */
const bodyOf = (ids: number[], { action, categoryId, format, mode, value }: Change): BulkBooksBody => ({
  ids,
  action,
  ...(action === 'category' && categoryId ? { category_id: Number(categoryId) } : {}),
  ...(action === 'price' ? { format, mode, ...(value.trim() ? { value: Number(value) } : {}) } : {}),
});

/** The bulk change's choices: the action, then the category it moves to or the price change it makes. */
function ChangeFields({
  change,
  onChange,
  categories,
}: {
  change: Change;
  onChange: (patch: Partial<Change>) => void;
  categories: Choice[] | undefined;
}) {
  const { t } = useTranslation('staff-books');
  const { language } = useLanguage();
  return (
    <>
      <ChoiceSelect
        label={t('bulk.action')}
        value={change.action}
        values={BULK_BOOK_ACTIONS}
        labelOf={(name) => t(`bulk.actions.${name}`)}
        onChange={(action) => onChange({ action })}
      />
      {change.action === 'category' && (
        <label className="grid gap-1">
          {t('bulk.category')}
          <select
            value={change.categoryId}
            onChange={(e) => onChange({ categoryId: e.target.value })}
            className={control}
          >
            <option value="">—</option>
            {(categories ?? []).map((choice) => (
              <option key={choice.id} value={choice.id}>
                {textIn(language, choice.ar, choice.en)}
              </option>
            ))}
          </select>
        </label>
      )}
      {change.action === 'price' && (
        <>
          <ChoiceSelect
            label={t('bulk.format')}
            value={change.format}
            values={BULK_PRICE_FORMATS}
            labelOf={(name) => t(`price.${name}`)}
            onChange={(format) => onChange({ format })}
          />
          <ChoiceSelect
            label={t('bulk.mode')}
            value={change.mode}
            values={BULK_PRICE_MODES}
            labelOf={(name) => t(`bulk.modes.${name}`)}
            onChange={(mode) => onChange({ mode })}
          />
          <label className="grid gap-1">
            {change.mode === 'percent' ? t('bulk.percent') : t('bulk.amount')}
            <input
              type="number"
              step="0.01"
              dir="ltr"
              value={change.value}
              onChange={(e) => onChange({ value: e.target.value })}
              className={`${control} w-28`}
            />
          </label>
        </>
      )}
    </>
  );
}

type Props = { selection: Selection; pageIds: number[]; total: number; categories: Choice[] | undefined };

export function BooksBulkBar({ selection, pageIds, total, categories }: Props) {
  const { t } = useTranslation('staff-books');
  const preview = usePreviewBooks();
  const apply = useApplyBooks();
  const [change, setChange] = useState<Change>(firstChange);
  const [planned, setPlanned] = useState<{ body: BulkBooksBody; outcome: BooksOutcome } | null>(null);
  const [report, setReport] = useState<BooksOutcome | null>(null);

  const ask = (event: FormEvent) => {
    event.preventDefault();
    const asked = bodyOf(selection.ids, change);
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
          <ChangeFields
            change={change}
            onChange={(patch) => setChange((current) => ({ ...current, ...patch }))}
            categories={categories}
          />
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
        <BooksPreview
          outcome={planned.outcome}
          categories={categories}
          applying={apply.isPending}
          onApply={confirm}
          onCancel={() => setPlanned(null)}
        />
      )}
    </>
  );
}
