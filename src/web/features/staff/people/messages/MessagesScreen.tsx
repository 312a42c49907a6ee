import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MESSAGE_STATES, type StaffContactMessageRow } from '#shared/contract/staff-messages.ts';
import { useLanguage } from '#web/state/language.ts';
import { dateColumn } from '../../console/columns.tsx';
import { ChoiceFilter } from '../../console/filters.tsx';
import type { Column } from '../../console/list.tsx';
import { ListScreen, listTexts, useListQuery } from '../../console/resource/index.ts';
import { type MessagesQuery, messages } from './api.ts';

/** Unread messages stand out in bold, with a dot that also says so to screen readers. */
function Unread({ row, children }: { row: StaffContactMessageRow; children: React.ReactNode }) {
  return <span className={row.read_at ? '' : 'font-bold text-brand-950'}>{children}</span>;
}

/** The contact form's inbox: newest first, unread ones in bold, filtered and searched. */
export default function MessagesScreen() {
  const { t } = useTranslation('staff-messages');
  const { language } = useLanguage();
  const { list, query } = useListQuery<MessagesQuery>(
    { sort: 'date', dir: 'desc' },
    { filters: ['state'], fixed: { sort: 'date' } },
  );
  const page = messages.useList(query);

  const columns: Column<StaffContactMessageRow>[] = [
    {
      key: 'from',
      label: t('columns.from'),
      render: (row) => (
        <Link to={`/staff/messages/${row.id}`} className="grid hover:text-gold-700">
          <Unread row={row}>
            {!row.read_at && (
              <span aria-hidden="true" className="me-1 inline-block size-2 rounded-full bg-gold-500" />
            )}
            {row.name}
            {!row.read_at && <span className="sr-only"> ({t('state.unread')})</span>}
          </Unread>
          <bdi dir="ltr" className="text-xs text-brand-600">
            {row.email}
          </bdi>
        </Link>
      ),
    },
    {
      key: 'message',
      label: t('columns.message'),
      className: 'max-w-md',
      render: (row) => (
        <Unread row={row}>
          <span dir="auto" className="line-clamp-2 whitespace-pre-line">
            {row.excerpt}
          </span>
        </Unread>
      ),
    },
    {
      key: 'replies',
      label: t('columns.replies'),
      render: (row) => (row.replies_count > 0 ? t('replies', { count: row.replies_count }) : '—'),
    },
    dateColumn(t, language, (row, moment) => <Unread row={row}>{moment}</Unread>),
  ];

  return (
    <ListScreen
      {...listTexts(t)}
      list={list}
      query={page}
      columns={columns}
      rowKey={(row) => row.id}
      filters={
        <ChoiceFilter
          list={list}
          name="state"
          label={t('filters.state')}
          values={MESSAGE_STATES}
          labelOf={(value) => t(`state.${value}`)}
        />
      }
    />
  );
}
