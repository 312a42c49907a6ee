import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ActivityEntryRow } from '#shared/contract/staff-members.ts';
import { formatMoment } from '#web/components/dates.ts';
import { buttonSecondary } from '#web/components/ui.tsx';
import { useLanguage } from '#web/state/language.ts';
import { DaysFilter } from '../../console/DayFilter.tsx';
import { ChoiceFilter, daysQuery, FilterSelect, InputFilter } from '../../console/filters.tsx';
import { type Column, type ListParams, useListParams } from '../../console/list.tsx';
import { QueryTable } from '../../console/QueryTable.tsx';
import { ScreenHeader } from '../../console/ScreenHeader.tsx';
import { useMembers } from '../../people/index.ts';
import { type ActivityQuery, useActivity } from './api.ts';
import { Changes } from './Changes.tsx';

/** Kinds of record the console writes, in the order the filter offers them. */
const ENTITIES = [
  'book',
  'writer',
  'category',
  'cover_type',
  'box_set',
  'news',
  'kashkoul',
  'link_type',
  'link',
  'social_media',
  'terms',
  'contact_info',
  'seo',
  'staff',
  'order',
  'mail',
  'client',
  'contact_message',
  'subscriber',
  'newsletter',
  'shipping_zone',
  'tax_rule',
  'sale',
  'coupon',
  'shipping_settings',
  'invoice_settings',
  'currency_rate',
  'gift',
  'copy',
] as const;
const ACTIONS = [
  'create',
  'update',
  'delete',
  'hide',
  'show',
  'stock',
  'upload',
  'import',
  'notify',
  'deactivate',
  'reactivate',
  'password',
  'status',
  'paid',
  'retry',
  'code',
  'sign_out',
  'dismiss',
  'read',
  'unread',
  'reply',
  'send',
  'bulk_hide',
  'bulk_show',
  'bulk_category',
  'bulk_price',
  'refund',
  'return',
  'note',
  'two_factor_on',
  'two_factor_off',
  'two_factor_reset',
  'recovery_codes_renewed',
  'session_end',
  'sessions_end_others',
  'gift_resend',
  'downloads_reset',
  'trace',
] as const;

/** Where a record is edited in the console, when it has a screen of its own. */
const recordPaths: Record<string, (id: number) => string> = {
  book: (id) => `/staff/books/${id}`,
  order: (id) => `/staff/orders/${id}`,
  client: (id) => `/staff/clients/${id}`,
  contact_message: (id) => `/staff/messages/${id}`,
  newsletter: (id) => `/staff/newsletters/${id}`,
  news: (id) => `/staff/news/${id}`,
  kashkoul: (id) => `/staff/kashkoul/${id}`,
  box_set: (id) => `/staff/box-sets/${id}`,
  staff: (id) => `/staff/members/${id}`,
  shipping_zone: (id) => `/staff/shipping-zones/${id}`,
  tax_rule: () => '/staff/tax-rules',
  currency_rate: () => '/staff/currency-rates',
  sale: () => '/staff/sales',
  coupon: () => '/staff/coupons',
};

/** The changed record: a link to it where the console shows it, and the button that filters the log to it. */
function RecordCell({ entry, list }: { entry: ActivityEntryRow; list: ListParams }) {
  const { t } = useTranslation('activity');
  const entityLabel = (entity: string) => t(`entities.${entity}`, { defaultValue: entity });
  const label = `${entityLabel(entry.entity)}${entry.entity_id ? ` #${entry.entity_id}` : ''}`;
  const path = entry.entity_id ? recordPaths[entry.entity]?.(entry.entity_id) : undefined;
  return (
    <div className="grid justify-items-start gap-1">
      {path ? (
        <Link to={path} className="font-semibold text-brand-800 underline hover:text-gold-700">
          {label}
        </Link>
      ) : (
        <span className="font-semibold">{label}</span>
      )}
      {entry.entity_id !== null && (
        <button
          type="button"
          onClick={() => list.set({ entity: entry.entity, entity_id: entry.entity_id })}
          className="text-xs text-brand-600 hover:text-gold-700"
        >
          {t('thisRecord')}
        </button>
      )}
    </div>
  );
}

/** The log's filters: member, record kind, action, record number and days; and clearing them all. */
function ActivityFilters({ list, filtered }: { list: ListParams; filtered: boolean }) {
  const { t } = useTranslation('activity');
  const members = useMembers({ per_page: 50, sort: 'name' });
  const entityLabel = (entity: string) => t(`entities.${entity}`, { defaultValue: entity });
  return (
    <>
      <FilterSelect
        label={t('filters.member')}
        value={list.filter('staff_id')}
        onChange={(value) => list.set({ staff_id: value })}
        options={(members.data?.data ?? []).map((member) => ({
          value: String(member.id),
          label: `${member.name} (${member.email})`,
        }))}
      />
      <ChoiceFilter
        list={list}
        name="entity"
        label={t('filters.entity')}
        values={ENTITIES}
        labelOf={entityLabel}
      />
      <ChoiceFilter
        list={list}
        name="action"
        label={t('filters.action')}
        values={ACTIONS}
        labelOf={(action) => t(`actions.${action}`)}
      />
      <InputFilter
        type="number"
        label={t('filters.entityId')}
        value={list.filter('entity_id')}
        onChange={(entityId) => list.set({ entity_id: entityId })}
      />
      <DaysFilter list={list} />
      {filtered && (
        <button
          type="button"
          className={buttonSecondary}
          onClick={() => list.set({ staff_id: '', entity: '', entity_id: '', action: '', from: '', to: '' })}
        >
          {t('filters.clear')}
        </button>
      )}
    </>
  );
}

/** The activity log: who changed what and when, filtered by member, record, action and days. */
export default function ActivityScreen() {
  const { t } = useTranslation('activity');
  const { language } = useLanguage();
  const list = useListParams({ sort: 'newest', dir: 'desc' });
  const filters = {
    staff_id: list.filter('staff_id'),
    entity: list.filter('entity'),
    entity_id: list.filter('entity_id'),
    action: list.filter('action'),
    from: list.filter('from'),
    to: list.filter('to'),
  };
  const query: ActivityQuery = { page: list.page, ...daysQuery(filters.from, filters.to) };
  if (filters.staff_id) query.staff_id = filters.staff_id;
  if (filters.entity) query.entity = filters.entity;
  if (/^\d+$/.test(filters.entity_id)) query.entity_id = filters.entity_id;
  if (filters.action) query.action = filters.action;
  const activity = useActivity(query);
  const filtered = Object.values(filters).some(Boolean);

  const columns: Column<ActivityEntryRow>[] = [
    {
      key: 'when',
      label: t('columns.when'),
      className: 'whitespace-nowrap',
      render: (entry) => <time dateTime={entry.created_at}>{formatMoment(entry.created_at, language)}</time>,
    },
    {
      key: 'member',
      label: t('columns.member'),
      render: (entry) => (
        <button
          type="button"
          onClick={() => list.set({ staff_id: entry.staff_id })}
          className="grid text-start hover:text-gold-700"
        >
          <bdi className="font-semibold">{entry.staff_name ?? t('formerMember')}</bdi>
          <bdi dir="ltr" className="text-xs text-brand-600">
            {entry.staff_email}
          </bdi>
        </button>
      ),
    },
    {
      key: 'action',
      label: t('columns.action'),
      render: (entry) => t(`actions.${entry.action}`, { defaultValue: entry.action }),
    },
    {
      key: 'record',
      label: t('columns.record'),
      render: (entry) => <RecordCell entry={entry} list={list} />,
    },
    {
      key: 'changes',
      label: t('columns.changes'),
      className: 'min-w-64',
      render: (entry) => <Changes before={entry.before} after={entry.after} />,
    },
  ];

  return (
    <>
      <ScreenHeader title={t('title')} lead={t('lead')} />
      <QueryTable
        list={list}
        query={activity}
        caption={t('caption')}
        columns={columns}
        rowKey={(entry) => entry.id}
        empty={t('empty')}
        search={false}
        filters={<ActivityFilters list={list} filtered={filtered} />}
      />
    </>
  );
}
