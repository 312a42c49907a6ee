import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { orderStatuses } from '#shared/contract/orders.ts';
import { ORDER_TYPES, type StaffOrderRow } from '#shared/contract/staff-orders.ts';
import { usePaymentTypes } from '#web/api/payment-types.ts';
import { formatMoment } from '#web/components/dates.ts';
import { Price } from '#web/components/Price.tsx';
import { useLanguage } from '#web/state/language.ts';
import { BulkReport } from '../console/BulkReport.tsx';
import { DaysFilter } from '../console/DayFilter.tsx';
import { ChoiceFilter, daysQuery, FilterSelect } from '../console/filters.tsx';
import { type Column, type ListParams, useListParams } from '../console/list.tsx';
import { QueryTable } from '../console/QueryTable.tsx';
import { ScreenHeader } from '../console/ScreenHeader.tsx';
import { type Selection, useSelectColumn, useSelection } from '../console/selection.tsx';
import { type OrdersQuery, useOrders } from './api.ts';
import type { BulkOutcome } from './bulk-api.ts';
import { OrdersBulkBar, OrdersTools } from './OrdersBulkBar.tsx';
import { OrderStatusBadge } from './parts.tsx';
import { RefundedCell, RefundsFilter } from './RefundsInList.tsx';

/** What the list's filters ask the API for, and what they keep. */
function ordersQuery(list: ListParams) {
  const filters = {
    status: list.filter('status'),
    type: list.filter('type'),
    payment_type_id: list.filter('payment_type_id'),
    client_id: list.filter('client_id'),
    refunds: list.filter('refunds'),
    from: list.filter('from'),
    to: list.filter('to'),
  };
  const query = {
    ...list.query,
    sort: list.query.sort as OrdersQuery['sort'],
    ...Object.fromEntries(
      Object.entries(filters).filter(([name, value]) => value !== '' && name !== 'from' && name !== 'to'),
    ),
    ...daysQuery(filters.from, filters.to),
  } as OrdersQuery;
  // What the list's filters keep, as the bulk actions and the export send it (no page, no order).
  const { page: _p, per_page: _pp, sort: _s, dir: _d, ...kept } = query;
  const filter = Object.fromEntries(
    Object.entries(kept).flatMap(([name, value]) =>
      value === undefined || value === '' ? [] : [[name, String(value)]],
    ),
  );
  return { filters, query, filter };
}

/** The filters above the orders: status, kind, payment, refunds, days, and the client when one is chosen. */
function OrdersFilters({ list, clientId }: { list: ListParams; clientId: string }) {
  const { t } = useTranslation('staff-orders');
  const paymentTypes = usePaymentTypes();
  return (
    <>
      <ChoiceFilter
        list={list}
        name="status"
        label={t('filters.status')}
        values={orderStatuses}
        labelOf={(value) => t(`status.${value}`)}
      />
      <ChoiceFilter
        list={list}
        name="type"
        label={t('filters.type')}
        values={ORDER_TYPES}
        labelOf={(value) => t(`type.${value}`)}
      />
      <FilterSelect
        label={t('filters.payment')}
        value={list.filter('payment_type_id')}
        onChange={(value) => list.set({ payment_type_id: value })}
        options={(paymentTypes.data ?? []).map((p) => ({ value: String(p.id), label: p.title }))}
      />
      <RefundsFilter value={list.filter('refunds')} onChange={(value) => list.set({ refunds: value })} />
      <DaysFilter list={list} />
      {clientId && (
        <button type="button" onClick={() => list.set({ client_id: '' })} className="text-sm underline">
          {t('filters.clearClient', { id: clientId })}
        </button>
      )}
    </>
  );
}

/** The orders list's columns: the selection's boxes, then each order's number, date, status, kind, client, payment, total. */
function useOrderColumns(selection: Selection, list: ListParams, clientId: string): Column<StaffOrderRow>[] {
  const { t } = useTranslation('staff-orders');
  const { language } = useLanguage();
  return [
    useSelectColumn<StaffOrderRow>(
      selection,
      (order) => order.id,
      (order) => t('number', { id: order.id }),
    ),
    {
      key: 'id',
      label: t('columns.number'),
      sort: 'id',
      render: (order) => (
        <Link to={`/staff/orders/${order.id}`} className="font-bold text-brand-800 hover:text-gold-700">
          {t('number', { id: order.id })}
        </Link>
      ),
    },
    { key: 'date', label: t('columns.date'), sort: 'date', render: (o) => formatMoment(o.date, language) },
    {
      key: 'status',
      label: t('columns.status'),
      sort: 'status',
      render: (o) => <OrderStatusBadge status={o.status} />,
    },
    { key: 'type', label: t('columns.type'), render: (o) => t(`type.${o.type}`) },
    {
      key: 'customer',
      label: t('columns.customer'),
      render: (o) => (
        <span className="grid justify-items-start">
          <bdi>{o.name || o.email || t('client', { id: o.client_id })}</bdi>
          {o.mobile && (
            <bdi dir="ltr" className="text-xs text-brand-600">
              {o.mobile}
            </bdi>
          )}
          {!clientId && (
            <button
              type="button"
              onClick={() => list.set({ client_id: o.client_id })}
              className="text-xs text-brand-700 underline hover:text-gold-700"
            >
              {t('ordersOfClient', { id: o.client_id })}
            </button>
          )}
        </span>
      ),
    },
    {
      key: 'payment',
      label: t('columns.payment'),
      render: (o) => (
        <span className="grid">
          <span>{language === 'ar' ? o.payment_type_ar : o.payment_type_en}</span>
          {o.paid_at && <span className="text-xs text-green-800">{t('paid')}</span>}
          <RefundedCell row={o} />
        </span>
      ),
    },
    {
      key: 'total',
      label: t('columns.total'),
      sort: 'total',
      money: true,
      render: (o) => <Price value={o.net_price} currency={o.currency} />,
    },
  ];
}

/** The orders: newest first, filtered by status, kind, payment, client and days; searched by number, name, e-mail, phone. */
export default function OrdersScreen() {
  const { t } = useTranslation('staff-orders');
  const list = useListParams({ sort: 'date', dir: 'desc' });
  const { filters, query, filter } = ordersQuery(list);
  const orders = useOrders(query);
  const selection = useSelection(JSON.stringify(query));
  const [report, setReport] = useState<BulkOutcome | null>(null);
  const rows = orders.data?.data ?? [];
  const columns = useOrderColumns(selection, list, filters.client_id);

  return (
    <>
      <ScreenHeader title={t('title')} lead={t('lead')} />
      <OrdersTools filter={filter} onReport={setReport} />
      {report && (
        <BulkReport
          message={report.message}
          refused={report.refused}
          rows={report.rows.map((row) => ({
            ...row,
            label: row.id === null ? undefined : t('number', { id: row.id }),
          }))}
          onClose={() => setReport(null)}
        />
      )}
      <OrdersBulkBar
        selection={selection}
        pageIds={rows.map((order) => order.id)}
        total={orders.data?.meta.total ?? 0}
        filter={filter}
        onReport={setReport}
      />
      <QueryTable
        list={list}
        query={orders}
        caption={t('caption')}
        columns={columns}
        rowKey={(order) => order.id}
        empty={t('empty')}
        stacked
        filters={<OrdersFilters list={list} clientId={filters.client_id} />}
      />
    </>
  );
}
