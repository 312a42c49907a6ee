import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { RIGHTS_STATUSES } from '#shared/contract/rights-terms.ts';
import type { StaffRightsRow } from '#shared/contract/staff-rights.ts';
import { useLanguage } from '#web/state/language.ts';
import { dateColumn } from '../console/columns.tsx';
import { NamedChoiceFilter } from '../console/filters.tsx';
import type { Column } from '../console/list.tsx';
import { ListScreen, listTexts, useListQuery } from '../console/resource/index.ts';
import { type EnquiriesQuery, enquiries } from './api.ts';
import { statusLook, useTerms } from './terms.ts';

/** The rights enquiries: newest first, by status, searched by reference, company, contact or book. */
export default function EnquiriesScreen() {
  const { t } = useTranslation('staff-rights');
  const { language } = useLanguage();
  const terms = useTerms();
  const { list, query } = useListQuery<EnquiriesQuery>(
    { sort: 'date', dir: 'desc' },
    { filters: ['status'], fixed: { sort: 'date' } },
  );
  const page = enquiries.useList(query);

  const columns: Column<StaffRightsRow>[] = [
    {
      key: 'reference',
      label: t('columns.reference'),
      render: (row) => (
        <Link to={`/staff/rights/${row.id}`} className="font-mono font-bold hover:text-gold-700">
          <bdi dir="ltr">{row.reference}</bdi>
        </Link>
      ),
    },
    { key: 'book', label: t('columns.book'), render: (row) => terms.book(row) },
    {
      key: 'terms',
      label: t('columns.terms'),
      className: 'max-w-xs',
      render: (row) =>
        [terms.territory(row.territories), terms.language(row.language), terms.format(row)].join(' · '),
    },
    {
      key: 'from',
      label: t('columns.from'),
      render: (row) => (
        <span className="grid">
          <span dir="auto">{row.company}</span>
          <span dir="auto" className="text-xs text-brand-600">
            {row.contact_name}
          </span>
        </span>
      ),
    },
    {
      key: 'status',
      label: t('columns.status'),
      render: (row) => (
        <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${statusLook[row.status]}`}>
          {t(`status.${row.status}`)}
        </span>
      ),
    },
    dateColumn(t, language),
  ];

  return (
    <ListScreen
      {...listTexts(t)}
      list={list}
      query={page}
      columns={columns}
      rowKey={(row) => row.id}
      filters={<NamedChoiceFilter list={list} t={t} name="status" values={RIGHTS_STATUSES} />}
    />
  );
}
