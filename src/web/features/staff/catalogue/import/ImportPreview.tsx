import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ImportError, ImportPreview, ImportRow } from '#shared/contract/staff-bulk.ts';
import { type Column, DataTable } from '../../console/list.tsx';
import { Changes } from '../../overview/index.ts';

/* What a checked catalogue file would do: its figures, its errors and the changes planned. */

/** The lines and columns of the file that were refused, and why. */
export function ErrorsTable({ errors }: { errors: ImportError[] }) {
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

/** What the import will do to each book it changes or adds. */
export function PlannedTable({ rows }: { rows: ImportRow[] }) {
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

/** The file's figures: its rows, the books to add, to change, left as they are, and the errors. */
export function Counts({ preview }: { preview: ImportPreview }) {
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
