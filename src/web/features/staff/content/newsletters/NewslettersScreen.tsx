import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { StaffNewsletterRow } from '#shared/contract/staff-newsletters.ts';
import { formatMoment } from '#web/components/dates.ts';
import { buttonPrimary } from '#web/components/ui.tsx';
import { useLanguage } from '#web/state/language.ts';
import type { Column } from '../../console/list.tsx';
import { ListScreen, useListQuery } from '../../console/resource/index.ts';
import { type NewslettersQuery, newsletters } from './api.ts';
import { NewsletterStatusBadge } from './parts.tsx';

/** The newsletters, newest first: drafts to finish, and how many each one sent went to. */
export default function NewslettersScreen() {
  const { t } = useTranslation('staff-newsletters');
  const { language } = useLanguage();
  const { list, query } = useListQuery<NewslettersQuery>(
    { sort: 'date', dir: 'desc' },
    { fixed: { sort: 'date' } },
  );
  const letters = newsletters.useList(query);

  const columns: Column<StaffNewsletterRow>[] = [
    {
      key: 'subject',
      label: t('columns.subject'),
      render: (n) => (
        <Link to={`/staff/newsletters/${n.id}`} className="font-bold text-brand-800 hover:text-gold-700">
          {language === 'ar' ? n.subject_ar : n.subject_en}
        </Link>
      ),
    },
    { key: 'status', label: t('columns.status'), render: (n) => <NewsletterStatusBadge status={n.status} /> },
    {
      key: 'recipients',
      label: t('columns.recipients'),
      render: (n) => (n.status === 'draft' ? '—' : n.recipients),
    },
    {
      key: 'date',
      label: t('columns.date'),
      sort: 'date',
      render: (n) => formatMoment(n.sent_at ?? n.queued_at ?? n.created_at, language),
    },
  ];

  return (
    <ListScreen
      title={t('title')}
      lead={t('lead')}
      actions={
        <Link to="/staff/newsletters/new" className={buttonPrimary}>
          {t('new')}
        </Link>
      }
      list={list}
      query={letters}
      search={false}
      columns={columns}
      rowKey={(n) => n.id}
      empty={t('empty')}
    />
  );
}
