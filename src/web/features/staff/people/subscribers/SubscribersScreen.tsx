import { useTranslation } from 'react-i18next';
import { type StaffSubscriber, SUBSCRIBER_STATES } from '#shared/contract/staff-newsletters.ts';
import { formatMoment } from '#web/components/dates.ts';
import { buttonSecondary } from '#web/components/ui.tsx';
import { useLanguage } from '#web/state/language.ts';
import { Badge } from '../../console/Badge.tsx';
import { ChoiceFilter } from '../../console/filters.tsx';
import { ConfirmButton } from '../../console/form.tsx';
import type { Column } from '../../console/list.tsx';
import { ListScreen, useListQuery } from '../../console/resource/index.ts';
import { type SubscribersQuery, subscribers, useDownloadSubscribers } from './api.ts';

const stateTone = {
  confirmed: 'bg-green-100 text-green-900',
  unconfirmed: 'bg-amber-100 text-amber-900',
  unsubscribed: 'bg-brand-100 text-brand-700',
} as const;

/** The newsletter's subscribers: who confirmed, who has not yet, who left; downloadable as CSV. */
export default function SubscribersScreen() {
  const { t } = useTranslation('staff-newsletters');
  const { language } = useLanguage();
  const { list, query } = useListQuery<SubscribersQuery>(
    { sort: 'date', dir: 'desc' },
    { filters: ['state'], fixed: { sort: 'date' } },
  );
  const state = list.filter('state');
  const page = subscribers.useList(query);
  const download = useDownloadSubscribers();
  const remove = subscribers.useRemove();

  const columns: Column<StaffSubscriber>[] = [
    { key: 'email', label: t('subscribers.email'), render: (s) => <bdi dir="ltr">{s.email}</bdi> },
    {
      key: 'state',
      label: t('subscribers.state'),
      render: (s) => <Badge colours={stateTone[s.state]}>{t(`state.${s.state}`)}</Badge>,
    },
    { key: 'language', label: t('subscribers.language'), render: (s) => t(`language.${s.language}`) },
    {
      key: 'date',
      label: t('subscribers.date'),
      sort: 'date',
      render: (s) => formatMoment(s.created_at, language),
    },
    {
      key: 'actions',
      label: t('subscribers.actions'),
      render: (s) => (
        <ConfirmButton
          label={t('subscribers.delete')}
          question={t('subscribers.confirmDelete', { email: s.email })}
          disabled={remove.isPending}
          onConfirm={() => remove.mutate(s.id)}
        />
      ),
    },
  ];

  return (
    <ListScreen
      title={t('subscribers.title')}
      lead={page.data ? t('subscribers.audience', { count: page.data.audience }) : t('subscribers.lead')}
      actions={
        <button
          type="button"
          className={buttonSecondary}
          disabled={download.isPending}
          aria-busy={download.isPending || undefined}
          onClick={() => download.mutate({ search: list.search, state })}
        >
          {t('subscribers.download')}
        </button>
      }
      list={list}
      query={page}
      columns={columns}
      rowKey={(s) => s.id}
      empty={t('subscribers.empty')}
      filters={
        <ChoiceFilter
          list={list}
          name="state"
          label={t('subscribers.state')}
          values={SUBSCRIBER_STATES}
          labelOf={(value) => t(`state.${value}`)}
        />
      }
    />
  );
}
