import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { StaffWaitlist } from '#shared/contract/preorders.ts';
import { textIn } from '#shared/lang.ts';
import { formatDate } from '#web/components/dates.ts';
import { useLanguage } from '#web/state/language.ts';
import { Badge } from '../../console/Badge.tsx';
import type { Column } from '../../console/list.tsx';
import { ListScreen, useListQuery } from '../../console/resource/index.ts';
import { type WaitlistsQuery, waitlists } from './api.ts';

/**
 * The waiting lists: for each book readers wait for, how many (confirmed) and how many visitors have
 * not confirmed yet, beside its stock and release: what to reprint. Most waited-for first.
 */
export default function WaitlistsScreen() {
  const { t } = useTranslation('staff-preorders');
  const { language } = useLanguage();
  const { query, list } = useListQuery<WaitlistsQuery>({ sort: 'waiting', dir: 'desc' });
  const page = waitlists.useList(query);

  const columns: Column<StaffWaitlist>[] = [
    {
      key: 'title',
      label: t('lists.book'),
      sort: 'title',
      render: (row) => (
        <Link to={`/staff/books/${row.book_id}`} className="font-semibold text-brand-800 underline">
          <bdi>{textIn(language, row.title_ar, row.title_en)}</bdi>
        </Link>
      ),
    },
    {
      key: 'state',
      label: t('lists.state'),
      render: (row) =>
        row.coming_soon ? (
          <Badge colours="bg-amber-100 text-amber-900">
            {t(row.preorder_open ? 'lists.preorder' : 'lists.comingSoon')}
          </Badge>
        ) : (
          <Badge colours="bg-brand-100 text-brand-800">
            {t(row.stock > 0 ? 'lists.inStock' : 'lists.soldOut')}
          </Badge>
        ),
    },
    {
      key: 'release',
      label: t('lists.release'),
      sort: 'release',
      render: (row) => (row.release_at ? formatDate(row.release_at, language) : '—'),
    },
    { key: 'stock', label: t('lists.stock'), sort: 'stock', render: (row) => row.stock },
    { key: 'unconfirmed', label: t('lists.unconfirmed'), render: (row) => row.unconfirmed },
    {
      key: 'waiting',
      label: t('lists.waiting'),
      sort: 'waiting',
      render: (row) => <strong className="text-brand-900">{row.waiting}</strong>,
    },
  ];

  return (
    <ListScreen
      title={t('lists.title')}
      lead={t('lists.lead')}
      list={list}
      query={page}
      columns={columns}
      rowKey={(row) => row.book_id}
      empty={t('lists.empty')}
    />
  );
}
