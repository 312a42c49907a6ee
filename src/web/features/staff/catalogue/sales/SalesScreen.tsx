import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SALE_STATUSES, type Sale } from '#shared/contract/staff-sales.ts';
import { textIn } from '#shared/lang.ts';
import { Price } from '#web/components/Price.tsx';
import { useLanguage } from '#web/state/language.ts';
import { useStaffSession } from '#web/state/staff.ts';
import { ChoiceFilter } from '../../console/filters.tsx';
import type { Column } from '../../console/list.tsx';
import {
  actionsColumn,
  HistoryLink,
  ListScreen,
  listTexts,
  useListQuery,
} from '../../console/resource/index.ts';
import { type SalesQuery, sales, useEndSale, useSaleChoices } from './api.ts';
import { SaleForm } from './SaleForm.tsx';

/* Sales on a schedule: what each covers, its discount, its times on the shop's clock and where it stands. */

const statusLook = {
  scheduled: 'bg-brand-50 text-brand-700 ring-brand-100',
  running: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  ended: 'bg-brand-100 text-brand-500 ring-brand-200',
} as const;

/** A wall-clock time of the shop as `2026-03-01 09:00`, kept left to right. */
const shopTime = (local: string) => <bdi dir="ltr">{local.replace('T', ' ').replace(/:00$/, '')}</bdi>;

/** Where a sale stands, and for a running one the button that ends it now (asked once more). */
function SaleStatus({
  sale,
  name,
  end,
}: {
  sale: Sale;
  name: string;
  end: { isPending: boolean; mutate: (id: number) => void };
}) {
  const { t } = useTranslation('staff-sales');
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span
        className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ${statusLook[sale.status]}`}
      >
        {t(`statuses.${sale.status}`)}
      </span>
      {sale.status === 'running' && (
        <button
          type="button"
          disabled={end.isPending}
          onClick={() => {
            if (window.confirm(t('confirmEnd', { name }))) end.mutate(sale.id);
          }}
          className="text-sm font-semibold text-red-700 underline hover:text-red-800 disabled:opacity-50"
        >
          {t('end')}
        </button>
      )}
    </span>
  );
}

/** How a sale is named in the list: its name, the books it covers, the discount it gives. */
function useSaleWords() {
  const { t } = useTranslation('staff-sales');
  const { language } = useLanguage();
  const choices = useSaleChoices();
  const nameOf = (sale: Sale) => textIn(language, sale.name_ar, sale.name_en);
  const named = (list: { id: number; ar: string; en: string }[], id: number | null) => {
    const found = list.find((one) => one.id === id);
    return found ? textIn(language, found.ar, found.en) : `#${id}`;
  };
  const coverage = (sale: Sale) => {
    if (sale.scope === 'books') return t('covers.books', { count: sale.book_ids.length });
    if (sale.scope === 'category')
      return t('covers.category', { name: named(choices.categories, sale.category_id) });
    if (sale.scope === 'writer') return t('covers.writer', { name: named(choices.writers, sale.writer_id) });
    return t('scopes.all');
  };
  const discount = (sale: Sale) =>
    sale.percent !== null ? (
      <bdi dir="ltr">−{sale.percent}%</bdi>
    ) : (
      <span className="grid">
        {sale.pdf_price !== null && (
          <span>
            {t('pdfPrice')}: <Price value={sale.pdf_price} />
          </span>
        )}
        {sale.hardcopy_price !== null && (
          <span>
            {t('hardcopyPrice')}: <Price value={sale.hardcopy_price} />
          </span>
        )}
      </span>
    );
  return { nameOf, coverage, discount };
}

export default function SalesScreen() {
  const { t } = useTranslation('staff-sales');
  const [editing, setEditing] = useState<Sale | null>(null);
  const { list, query } = useListQuery<SalesQuery>(
    { sort: 'starts_at', dir: 'desc' },
    { filters: ['status'] },
  );
  const page = sales.useList(query);
  const remove = sales.useRemove();
  const end = useEndSale();
  // The activity log is the administrators'.
  const admin = useStaffSession().staff.role === 'admin';
  const { nameOf, coverage, discount } = useSaleWords();

  const columns: Column<Sale>[] = [
    {
      key: 'name',
      label: t('columns.name'),
      render: (sale) => <span className="font-bold">{nameOf(sale)}</span>,
    },
    { key: 'covers', label: t('columns.covers'), render: coverage },
    { key: 'discount', label: t('columns.discount'), className: 'whitespace-nowrap', render: discount },
    {
      key: 'starts',
      label: t('columns.starts'),
      sort: 'starts_at',
      className: 'whitespace-nowrap',
      render: (sale) => shopTime(sale.starts_local),
    },
    {
      key: 'ends',
      label: t('columns.ends'),
      sort: 'ends_at',
      className: 'whitespace-nowrap',
      render: (sale) => shopTime(sale.ends_local),
    },
    {
      key: 'status',
      label: t('columns.status'),
      render: (sale) => <SaleStatus sale={sale} name={nameOf(sale)} end={end} />,
    },
    actionsColumn<Sale>({
      label: t('columns.actions'),
      editLabel: (sale) => t('editOne', { name: nameOf(sale) }),
      deleteQuestion: (sale) => t('confirmDelete', { name: nameOf(sale) }),
      onEdit: setEditing,
      remove,
      onDeleted: () => setEditing(null),
    }),
  ];

  return (
    <ListScreen
      {...listTexts(t)}
      actions={admin && <HistoryLink entity="sale" label={t('history')} />}
      above={
        <div className="mb-6 max-w-3xl">
          <SaleForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
        </div>
      }
      list={list}
      query={page}
      columns={columns}
      rowKey={(sale) => sale.id}
      filters={
        <ChoiceFilter
          list={list}
          name="status"
          label={t('columns.status')}
          values={SALE_STATUSES}
          labelOf={(value) => t(`statuses.${value}`)}
        />
      }
    />
  );
}
