import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { INVOICE_KINDS, type StaffInvoiceRow } from '#shared/contract/invoices.ts';
import { formatMoment } from '#web/components/dates.ts';
import { Price } from '#web/components/Price.tsx';
import { buttonSecondary } from '#web/components/ui.tsx';
import { useLanguage } from '#web/state/language.ts';
import { DaysFilter } from '../../console/DayFilter.tsx';
import { ChoiceFilter, daysQuery } from '../../console/filters.tsx';
import { type Column, useListParams } from '../../console/list.tsx';
import { QueryTable } from '../../console/QueryTable.tsx';
import { ScreenHeader } from '../../console/ScreenHeader.tsx';
import { type InvoicesQuery, useDownloadInvoices, useInvoices } from './api.ts';

/* The invoices and credit notes issued, newest first, filtered by kind and days; the same as a CSV file. */

const number = (value: string) => (
  <bdi dir="ltr" className="font-mono text-xs">
    {value}
  </bdi>
);

/** The documents' columns: number and kind, issue day, order, the related document, buyer, net, tax, total. */
function useInvoiceColumns(): Column<StaffInvoiceRow>[] {
  const { t } = useTranslation('staff-invoices');
  const { language } = useLanguage();
  return [
    {
      key: 'number',
      label: t('columns.number'),
      render: (row) => (
        <span className="grid gap-0.5">
          <span className="font-semibold">{number(row.number)}</span>
          <span className="text-xs text-brand-600">{t(`kinds.${row.kind}`)}</span>
        </span>
      ),
    },
    {
      key: 'issued',
      label: t('columns.issued'),
      className: 'whitespace-nowrap',
      render: (row) => <time dateTime={row.issued_at}>{formatMoment(row.issued_at, language)}</time>,
    },
    {
      key: 'order',
      label: t('columns.order'),
      render: (row) => (
        <Link to={`/staff/orders/${row.order_id}`} className="text-brand-800 underline hover:text-gold-700">
          {t('order', { id: row.order_id })}
        </Link>
      ),
    },
    {
      key: 'related',
      label: t('columns.related'),
      render: (row) => {
        const other = row.credit_note_number ?? row.invoice_number;
        return other ? number(other) : '—';
      },
    },
    {
      key: 'buyer',
      label: t('columns.buyer'),
      render: (row) => (
        <span className="grid">
          <span>{row.buyer_name}</span>
          <span className="text-xs text-brand-600">
            {(language === 'ar' ? row.country_ar : row.country_en) ?? ''}
          </span>
        </span>
      ),
    },
    {
      key: 'net',
      label: t('columns.net'),
      className: 'whitespace-nowrap',
      render: (row) => <Price value={row.net} currency={row.currency} />,
    },
    {
      key: 'tax',
      label: t('columns.tax'),
      className: 'whitespace-nowrap',
      render: (row) => <Price value={row.tax} currency={row.currency} />,
    },
    {
      key: 'total',
      label: t('columns.total'),
      className: 'whitespace-nowrap font-bold',
      money: true,
      render: (row) => <Price value={row.total} currency={row.currency} />,
    },
  ];
}

export default function InvoicesScreen() {
  const { t } = useTranslation('staff-invoices');
  const list = useListParams({ sort: 'newest', dir: 'desc' });
  const kind = list.filter('kind');
  const days = daysQuery(list.filter('from'), list.filter('to'));
  const filters = { ...(kind ? { kind: kind as InvoicesQuery['kind'] } : {}), ...days };
  const page = useInvoices({ page: list.page, ...filters });
  const download = useDownloadInvoices();

  const columns = useInvoiceColumns();

  return (
    <>
      <ScreenHeader
        title={t('title')}
        lead={t('lead')}
        actions={
          <button
            type="button"
            className={buttonSecondary}
            disabled={download.isPending}
            aria-busy={download.isPending || undefined}
            onClick={() => download.mutate(filters)}
          >
            {t('download')}
          </button>
        }
      />
      <QueryTable
        list={list}
        query={page}
        caption={t('caption')}
        columns={columns}
        rowKey={(row) => row.id}
        empty={t('empty')}
        search={false}
        filters={
          <>
            <ChoiceFilter
              list={list}
              name="kind"
              label={t('filters.kind')}
              values={INVOICE_KINDS}
              labelOf={(value) => t(`kinds.${value}`)}
            />
            <DaysFilter list={list} />
          </>
        }
      />
    </>
  );
}
