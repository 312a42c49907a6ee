import { useTranslation } from 'react-i18next';
import type { ZatcaReportingAnswer, ZatcaReportingRow } from '#shared/contract/zatca.ts';
import { formatMoment } from '#web/components/dates.ts';
import { useLanguage } from '#web/state/language.ts';
import { useStaffSession } from '#web/state/staff.ts';
import { Badge } from '../../console/Badge.tsx';
import { type Column, DataTable, RowButton } from '../../console/list.tsx';
import { Loaded } from '../../console/resource/index.ts';
import { ScreenHeader } from '../../console/ScreenHeader.tsx';
import { useResubmit, useZatcaReporting } from './api.ts';
import { OnboardingPanel } from './OnboardingPanel.tsx';

/*
 * ZATCA e-invoicing (decision 104): each signed invoice and credit note with what ZATCA made of it
 * (pending, reported, cleared, rejected with ZATCA's messages), 'Send again' for a rejected or failed
 * one; for admins, the shop's onboarding.
 */

const colours: Record<ZatcaReportingRow['status'], string> = {
  pending: 'bg-gold-100 text-gold-900',
  reported: 'bg-green-100 text-green-900',
  cleared: 'bg-green-100 text-green-900',
  rejected: 'bg-red-100 text-red-900',
};

const resubmittable = (row: ZatcaReportingRow) =>
  row.status === 'rejected' || (row.status === 'pending' && row.attempts > 0);

function useColumns(): Column<ZatcaReportingRow>[] {
  const { t } = useTranslation('staff-zatca');
  const { language } = useLanguage();
  const resubmit = useResubmit();
  return [
    {
      key: 'number',
      label: t('columns.number'),
      render: (row) => (
        <span className="grid justify-items-start gap-0.5">
          <bdi dir="ltr" className="font-semibold text-brand-900">
            {row.number}
          </bdi>
          <span className="text-xs text-brand-600">{t(`kind.${row.kind}`)}</span>
        </span>
      ),
    },
    {
      key: 'status',
      label: t('columns.status'),
      render: (row) => (
        <span className="grid justify-items-start gap-0.5">
          <Badge colours={colours[row.status]}>{t(`status.${row.status}`)}</Badge>
          {row.reported_at && (
            <span className="whitespace-nowrap text-xs text-brand-600">
              {formatMoment(row.reported_at, language)}
            </span>
          )}
        </span>
      ),
    },
    {
      key: 'attempts',
      label: t('columns.attempts'),
      render: (row) => new Intl.NumberFormat(language).format(row.attempts),
    },
    {
      key: 'messages',
      label: t('columns.messages'),
      className: 'max-w-96',
      render: (row) =>
        row.messages.length > 0 ? (
          <ul className="grid gap-1 text-xs">
            {row.messages.map((message) => (
              <li key={`${message.code}-${message.message}`}>
                <bdi dir="ltr" className={message.type === 'ERROR' ? 'text-red-800' : 'text-gold-800'}>
                  {message.code}: {message.message}
                </bdi>
              </li>
            ))}
          </ul>
        ) : row.last_error ? (
          <bdi dir="ltr" className="break-words text-xs text-red-800">
            {row.last_error}
          </bdi>
        ) : (
          <span className="text-brand-400">—</span>
        ),
    },
    {
      key: 'actions',
      label: t('columns.actions'),
      render: (row) =>
        resubmittable(row) ? (
          <RowButton
            label={t('resubmit')}
            name={row.number}
            pending={resubmit.isPending && resubmit.variables === row.number}
            onClick={() => resubmit.mutate(row.number)}
          />
        ) : null,
    },
  ];
}

function Documents({ reporting }: { reporting: ZatcaReportingAnswer['data'] }) {
  const { t } = useTranslation('staff-zatca');
  const note = !reporting.phase2 ? t('phase1') : !reporting.onboarded ? t('notOnboarded') : undefined;
  return (
    <div className="grid gap-4">
      {note && (
        <p role="status" className="rounded-lg bg-gold-50 p-3 text-sm text-gold-800">
          {note}
        </p>
      )}
      <DataTable
        caption={t('caption')}
        columns={useColumns()}
        rows={reporting.documents}
        rowKey={(row) => row.number}
        empty={t('none')}
      />
    </div>
  );
}

export default function ZatcaScreen() {
  const { t } = useTranslation('staff-zatca');
  const admin = useStaffSession().staff.role === 'admin';
  return (
    <>
      <ScreenHeader title={t('title')} lead={t('lead')} />
      <div className="grid gap-8">
        {admin && <OnboardingPanel />}
        <Loaded query={useZatcaReporting()}>{(reporting) => <Documents reporting={reporting} />}</Loaded>
      </div>
    </>
  );
}
