import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataRequestRow } from '#shared/contract/privacy-requests.ts';
import { formatDate } from '#web/components/dates.ts';
import { useLanguage } from '#web/state/language.ts';
import { Badge } from '../../console/Badge.tsx';
import { ConfirmButton } from '../../console/form.tsx';
import { type Column, DataTable, RowButton } from '../../console/list.tsx';
import { Loaded } from '../../console/resource/index.ts';
import { ScreenHeader } from '../../console/ScreenHeader.tsx';
import { useDataRequests, useEraseNow } from './api.ts';
import { CancelRequestDialog } from './CancelRequestDialog.tsx';

/*
 * Data requests (admins, decision 085): every reader's request about their data with its legal
 * deadline, the open ones first by due date and the overdue marked; 'Erase now' runs the erasure at
 * once, 'Cancel' closes a request with the reason kept (a legal hold).
 */

const stateTone = {
  open: 'bg-amber-100 text-amber-900',
  done: 'bg-green-100 text-green-900',
  cancelled: 'bg-brand-100 text-brand-700',
} as const;

function DaysLeft({ row }: { row: DataRequestRow }) {
  const { t } = useTranslation('staff-data-requests');
  const { language } = useLanguage();
  if (row.days_left === null) return <span className="text-brand-400">—</span>;
  const days = new Intl.NumberFormat(language).format(Math.abs(row.days_left));
  return row.overdue ? (
    <Badge colours="bg-red-100 text-red-900">{t('overdue', { count: Math.abs(row.days_left), days })}</Badge>
  ) : (
    <span className={row.days_left <= 7 ? 'font-semibold text-amber-800' : undefined}>
      {t('daysLeft', { count: row.days_left, days })}
    </span>
  );
}

function useColumns(onCancel: (row: DataRequestRow) => void): Column<DataRequestRow>[] {
  const { t } = useTranslation('staff-data-requests');
  const { language } = useLanguage();
  const erase = useEraseNow();
  return [
    { key: 'kind', label: t('columns.kind'), render: (row) => t(`kind.${row.kind}`) },
    {
      key: 'reader',
      label: t('columns.reader'),
      render: (row) => (
        <span className="grid justify-items-start gap-0.5">
          <span className="font-semibold text-brand-900">{row.client_name}</span>
          <bdi dir="ltr" className="text-xs text-brand-600">
            {row.client_email}
          </bdi>
        </span>
      ),
    },
    {
      key: 'requested',
      label: t('columns.requested'),
      render: (row) => <span className="whitespace-nowrap">{formatDate(row.requested_at, language)}</span>,
    },
    {
      key: 'due',
      label: t('columns.due'),
      render: (row) => <span className="whitespace-nowrap">{formatDate(row.due_at, language)}</span>,
    },
    { key: 'left', label: t('columns.daysLeft'), render: (row) => <DaysLeft row={row} /> },
    {
      key: 'state',
      label: t('columns.state'),
      render: (row) => (
        <span className="grid justify-items-start gap-1">
          <Badge colours={stateTone[row.state]}>{t(`state.${row.state}`)}</Badge>
          {row.handled_by && (
            <span className="text-xs text-brand-700">{t('handledBy', { name: row.handled_by })}</span>
          )}
          {row.note && <span className="max-w-64 text-xs break-words text-brand-700">{row.note}</span>}
        </span>
      ),
    },
    {
      key: 'actions',
      label: t('columns.actions'),
      render: (row) =>
        row.state === 'open' ? (
          <span className="flex flex-wrap gap-2">
            {row.kind === 'erasure' && (
              <ConfirmButton
                label={t('eraseNow')}
                question={t('confirmErase', { name: row.client_name })}
                disabled={erase.isPending}
                onConfirm={() => erase.mutate(row.id)}
              />
            )}
            <RowButton
              label={t('cancel')}
              name={row.client_name}
              pending={false}
              onClick={() => onCancel(row)}
            />
          </span>
        ) : null,
    },
  ];
}

function RequestsTable({ rows }: { rows: DataRequestRow[] }) {
  const { t } = useTranslation('staff-data-requests');
  const [cancelling, setCancelling] = useState<DataRequestRow | null>(null);
  const columns = useColumns(setCancelling);
  return (
    <>
      <DataTable
        caption={t('caption')}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        empty={t('empty')}
      />
      {cancelling && <CancelRequestDialog request={cancelling} onClose={() => setCancelling(null)} />}
    </>
  );
}

export default function DataRequestsScreen() {
  const { t } = useTranslation('staff-data-requests');
  return (
    <>
      <ScreenHeader title={t('title')} lead={t('lead')} />
      <Loaded query={useDataRequests()}>{(rows) => <RequestsTable rows={rows} />}</Loaded>
    </>
  );
}
