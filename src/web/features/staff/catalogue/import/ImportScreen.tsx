import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CATALOG_ROLES } from '#shared/contract/staff.ts';
import {
  BOOK_CSV_COLUMNS,
  CSV_LIMITS,
  type ImportError,
  type ImportPreview,
  type ImportRow,
} from '#shared/contract/staff-bulk.ts';
import { ApiError } from '#web/api/client.ts';
import { buttonPrimary, buttonSecondary, panel } from '#web/components/ui.tsx';
import { useStaffSession } from '#web/state/staff.ts';
import { type Column, DataTable } from '../../console/list.tsx';
import { ScreenHeader } from '../../console/ScreenHeader.tsx';
import { useDownloadCatalogue, useImport, usePreviewImport } from '../../console/staff-fetch.ts';
import { Changes } from '../../overview/index.ts';

/* The catalogue as a CSV file: download it, edit it in a spreadsheet, check it, then import it whole. */

/** A refused import's `errors` (keyed `line.column`) as the preview lists them. */
function refusedErrors(error: unknown): ImportError[] {
  if (!(error instanceof ApiError) || !error.errors) return [];
  return Object.entries(error.errors).flatMap(([key, messages]) => {
    const [line, column] = key.split('.');
    return messages.map((message) => ({
      line: Number(line),
      column: column === '_' ? null : column,
      message,
    }));
  });
}

function ExportPanel() {
  const { t } = useTranslation('bulk');
  const download = useDownloadCatalogue();
  return (
    <section aria-labelledby="export-heading" className={`${panel} grid content-start gap-3 p-5`}>
      <h2 id="export-heading" className="text-lg font-bold text-brand-900">
        {t('export.title')}
      </h2>
      <p className="text-sm leading-relaxed text-brand-700">{t('export.lead')}</p>
      <button
        type="button"
        className={`${buttonSecondary} justify-self-start`}
        disabled={download.isPending}
        aria-busy={download.isPending || undefined}
        onClick={() => download.mutate()}
      >
        {download.isPending ? t('export.busy') : t('export.button')}
      </button>
    </section>
  );
}

function ErrorsTable({ errors }: { errors: ImportError[] }) {
  const { t } = useTranslation('bulk');
  const columns: Column<ImportError & { key: number }>[] = [
    { key: 'line', label: t('errors.line'), render: (error) => <bdi>{error.line}</bdi> },
    {
      key: 'column',
      label: t('errors.column'),
      render: (error) => (error.column ? <bdi className="font-mono text-xs">{error.column}</bdi> : '—'),
    },
    { key: 'message', label: t('errors.message'), render: (error) => error.message },
  ];
  return (
    <section aria-labelledby="errors-heading" className="grid gap-2">
      <h3 id="errors-heading" className="font-bold text-red-800">
        {t('errors.title', { count: errors.length })}
      </h3>
      <DataTable
        caption={t('errors.caption')}
        columns={columns}
        rows={errors.map((error, key) => ({ ...error, key }))}
        rowKey={(error) => error.key}
      />
    </section>
  );
}

function PlannedTable({ rows }: { rows: ImportRow[] }) {
  const { t } = useTranslation('bulk');
  const columns: Column<ImportRow>[] = [
    { key: 'line', label: t('planned.line'), render: (row) => <bdi>{row.line}</bdi> },
    { key: 'action', label: t('planned.action'), render: (row) => t(`actions.${row.action}`) },
    {
      key: 'title',
      label: t('planned.book'),
      render: (row) => (
        <span className="grid">
          {row.book_id ? (
            <Link to={`/staff/books/${row.book_id}`} className="font-semibold text-brand-800 underline">
              {row.title_ar}
            </Link>
          ) : (
            <span className="font-semibold">{row.title_ar}</span>
          )}
          {row.isbn && (
            <bdi dir="ltr" className="text-xs text-brand-600">
              {row.isbn}
            </bdi>
          )}
        </span>
      ),
    },
    {
      key: 'changes',
      label: t('planned.changes'),
      className: 'min-w-64',
      render: (row) => (row.action === 'update' ? <Changes before={row.before} after={row.after} /> : '—'),
    },
  ];
  return (
    <section aria-labelledby="planned-heading" className="grid gap-2">
      <h3 id="planned-heading" className="font-bold text-brand-900">
        {t('planned.title')}
      </h3>
      <DataTable
        caption={t('planned.caption')}
        columns={columns}
        rows={rows.filter((row) => row.action !== 'unchanged')}
        rowKey={(row) => row.line}
        empty={t('planned.nothing')}
      />
    </section>
  );
}

function Counts({ preview }: { preview: ImportPreview }) {
  const { t } = useTranslation('bulk');
  const figures = [
    ['rows', preview.counts.rows],
    ['create', preview.counts.create],
    ['update', preview.counts.update],
    ['unchanged', preview.counts.unchanged],
    ['errors', preview.errors.length],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
      {figures.map(([name, value]) => (
        <div key={name} className="rounded-xl bg-brand-50 p-3">
          <dt className="text-xs text-brand-700">{t(`counts.${name}`)}</dt>
          <dd
            className={`text-2xl font-extrabold ${name === 'errors' && value > 0 ? 'text-red-800' : 'text-brand-900'}`}
          >
            <bdi>{value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}

function ImportPanel() {
  const { t } = useTranslation('bulk');
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const preview = usePreviewImport();
  const importing = useImport();
  const checked = preview.data;
  const refused = refusedErrors(importing.error);
  const errors = refused.length > 0 ? refused : (checked?.data.errors ?? []);
  const ready = checked && errors.length === 0 && checked.data.counts.create + checked.data.counts.update > 0;

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setTooLarge(Boolean(chosen && chosen.size > CSV_LIMITS.bytes));
    preview.reset();
    importing.reset();
  };

  return (
    <section
      aria-labelledby="import-heading"
      className={`${panel} grid content-start gap-4 p-5 lg:col-span-2`}
    >
      <h2 id="import-heading" className="text-lg font-bold text-brand-900">
        {t('import.title')}
      </h2>
      <ul className="grid list-disc gap-1 ps-5 text-sm leading-relaxed text-brand-700">
        {(['match', 'names', 'blank', 'all'] as const).map((rule) => (
          <li key={rule}>{t(`import.rules.${rule}`)}</li>
        ))}
        <li>
          {t('import.rules.columns')}{' '}
          <bdi dir="ltr" className="font-mono text-xs">
            {BOOK_CSV_COLUMNS.join(', ')}
          </bdi>
        </li>
      </ul>
      <div className="grid gap-1">
        <label htmlFor={inputId} className="text-sm font-semibold text-brand-900">
          {t('import.file')}
        </label>
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          aria-invalid={tooLarge || undefined}
          aria-describedby={tooLarge ? `${inputId}-note` : undefined}
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
          className="text-sm file:me-3 file:rounded-lg file:border file:border-brand-200 file:bg-white file:px-3 file:py-1.5 file:font-semibold file:text-brand-800"
        />
        {tooLarge && (
          <p id={`${inputId}-note`} className="text-sm font-medium text-red-700">
            {t('import.tooLarge', { limit: CSV_LIMITS.bytes / 1024 / 1024 })}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={buttonSecondary}
          disabled={!file || tooLarge || preview.isPending}
          aria-busy={preview.isPending || undefined}
          onClick={() => file && preview.mutate(file)}
        >
          {preview.isPending ? t('import.checking') : t('import.check')}
        </button>
        <button
          type="button"
          className={buttonPrimary}
          disabled={!ready || importing.isPending || importing.isSuccess}
          aria-busy={importing.isPending || undefined}
          onClick={() => file && importing.mutate(file)}
        >
          {importing.isPending
            ? t('import.importing')
            : t('import.submit', {
                count: (checked?.data.counts.create ?? 0) + (checked?.data.counts.update ?? 0),
              })}
        </button>
      </div>
      {checked && (
        <div className="grid gap-5 border-t border-brand-100 pt-4">
          <p
            role="status"
            className={`font-semibold ${errors.length > 0 ? 'text-red-800' : 'text-brand-800'}`}
          >
            {importing.data?.message ?? (refused.length > 0 ? importing.error?.message : checked.message)}
          </p>
          <Counts preview={checked.data} />
          {errors.length > 0 && <ErrorsTable errors={errors} />}
          {!importing.isSuccess && <PlannedTable rows={checked.data.rows} />}
        </div>
      )}
    </section>
  );
}

/** Export and import of the catalogue; importing is for those who may change it. */
export default function ImportScreen() {
  const { t } = useTranslation('bulk');
  const { staff } = useStaffSession();
  const mayEdit = Boolean(staff.role && CATALOG_ROLES.includes(staff.role));
  return (
    <>
      <ScreenHeader
        title={t('title')}
        lead={t('lead')}
        actions={
          <Link to="/staff/books" className={buttonSecondary}>
            {t('back')}
          </Link>
        }
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <ExportPanel />
        {mayEdit ? (
          <ImportPanel />
        ) : (
          <p role="note" className={`${panel} p-5 text-sm text-brand-700 lg:col-span-2`}>
            {t('import.notAllowed')}
          </p>
        )}
      </div>
    </>
  );
}
