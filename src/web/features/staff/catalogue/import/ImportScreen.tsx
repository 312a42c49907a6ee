import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CATALOG_ROLES } from '#shared/contract/staff.ts';
import { BOOK_CSV_COLUMNS, CSV_LIMITS, type ImportError } from '#shared/contract/staff-bulk.ts';
import { ApiError } from '#web/api/client.ts';
import { buttonPrimary, buttonSecondary, panel } from '#web/components/ui.tsx';
import { useStaffSession } from '#web/state/staff.ts';
import { ScreenHeader } from '../../console/ScreenHeader.tsx';
import { useDownloadCatalogue, useImport, usePreviewImport } from '../../console/staff-fetch.ts';
import { Counts, ErrorsTable, PlannedTable } from './ImportPreview.tsx';

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

/** The rules an imported file follows, and its columns. */
function ImportRules() {
  const { t } = useTranslation('bulk');
  return (
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
  );
}

/** The file to import, and why it cannot be when it is too large. */
function FileChoice({ tooLarge, onChoose }: { tooLarge: boolean; onChoose: (file: File | null) => void }) {
  const { t } = useTranslation('bulk');
  const inputId = useId();
  return (
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
        onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
        className="text-sm file:me-3 file:rounded-lg file:border file:border-brand-200 file:bg-white file:px-3 file:py-1.5 file:font-semibold file:text-brand-800"
      />
      {tooLarge && (
        <p id={`${inputId}-note`} className="text-sm font-medium text-red-700">
          {t('import.tooLarge', { limit: CSV_LIMITS.bytes / 1024 / 1024 })}
        </p>
      )}
    </div>
  );
}

/** The import: a file chosen, checked (its figures, errors and planned changes), then imported whole. */
function ImportPanel() {
  const { t } = useTranslation('bulk');
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
      <ImportRules />
      <FileChoice tooLarge={tooLarge} onChoose={choose} />
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
