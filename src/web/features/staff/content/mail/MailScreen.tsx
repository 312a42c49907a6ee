import { useTranslation } from 'react-i18next';
import {
  MAIL_KINDS,
  MAIL_STATUSES,
  type MailStatus,
  type StaffMailRow,
} from '#shared/contract/staff-mail.ts';
import { formatMoment } from '#web/components/dates.ts';
import { useLanguage } from '#web/state/language.ts';
import { Badge } from '../../console/Badge.tsx';
import { ChoiceFilter, NamedChoiceFilter } from '../../console/filters.tsx';
import { type Column, useListParams } from '../../console/list.tsx';
import { ListScreen, listTexts, rowActionColumn } from '../../console/resource/index.ts';
import { type MailQuery, useMailOutbox, useRetryMail } from './api.ts';

const statusColours: Record<MailStatus, string> = {
  pending: 'bg-gold-100 text-gold-700',
  sending: 'bg-brand-100 text-brand-800',
  sent: 'bg-green-100 text-green-800',
  failed: 'bg-red-100 text-red-800',
};

function MailStatusBadge({ status }: { status: MailStatus }) {
  const { t } = useTranslation('staff-mail');
  return <Badge colours={statusColours[status]}>{t(`status.${status}`)}</Badge>;
}

/** The outbox's columns: each mail, where it stands, when it was written, why it failed, and its retry. */
function useMailColumns(): Column<StaffMailRow>[] {
  const { t } = useTranslation('staff-mail');
  const { language } = useLanguage();
  const kindName = (kind: string) => t(`kind.${kind}`, { defaultValue: kind });
  const retry = useRetryMail();
  return [
    {
      key: 'mail',
      label: t('columns.mail'),
      render: (m) => (
        <span className="grid justify-items-start gap-0.5">
          <bdi className="font-semibold text-brand-900">{m.subject}</bdi>
          <bdi dir="ltr" className="text-xs text-brand-700">
            {m.to}
          </bdi>
          <span className="text-xs text-brand-600">
            {kindName(m.kind)} · {t(`language.${m.language === 'en' ? 'en' : 'ar'}`)}
          </span>
        </span>
      ),
    },
    {
      key: 'status',
      label: t('columns.status'),
      render: (m) => (
        <span className="grid justify-items-start gap-1">
          <MailStatusBadge status={m.status} />
          <span className="text-xs text-brand-700">{t('attempts', { count: m.attempts })}</span>
          {m.sent_at && (
            <span className="text-xs text-brand-700">
              {t('sentAt', { date: formatMoment(m.sent_at, language) })}
            </span>
          )}
        </span>
      ),
    },
    {
      key: 'created',
      label: t('columns.created'),
      render: (m) => <span className="whitespace-nowrap">{formatMoment(m.created_at, language)}</span>,
    },
    {
      key: 'error',
      label: t('columns.error'),
      className: 'max-w-72',
      render: (m) =>
        m.last_error ? (
          <span className="text-xs text-red-800">
            <bdi dir="ltr" className="break-words">
              {m.last_error}
            </bdi>
          </span>
        ) : (
          <span className="text-brand-400">—</span>
        ),
    },
    rowActionColumn<StaffMailRow>({
      label: t('columns.actions'),
      button: t('retry'),
      name: (m) => t('retryMail', { subject: m.subject }),
      offered: (m) => m.status === 'failed',
      action: retry,
    }),
  ];
}

/** The mail outbox: every mail the shop wrote, newest first; a failed one shows why and can be tried again. */
export default function MailScreen() {
  const { t } = useTranslation('staff-mail');
  const list = useListParams({ sort: 'date', dir: 'desc' });
  const filters = { status: list.filter('status'), kind: list.filter('kind') };
  const query = {
    page: list.page,
    ...(list.search ? { search: list.search } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.kind ? { kind: filters.kind } : {}),
  } as MailQuery;
  const mails = useMailOutbox(query);
  const kindName = (kind: string) => t(`kind.${kind}`, { defaultValue: kind });
  const columns = useMailColumns();

  return (
    <ListScreen
      {...listTexts(t)}
      list={list}
      query={mails}
      columns={columns}
      rowKey={(m) => m.id}
      filters={
        <>
          <NamedChoiceFilter list={list} t={t} name="status" values={MAIL_STATUSES} />
          <ChoiceFilter
            list={list}
            name="kind"
            label={t('filters.kind')}
            values={MAIL_KINDS}
            labelOf={kindName}
          />
        </>
      }
    />
  );
}
