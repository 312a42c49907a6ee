import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { orderStatuses } from '#shared/contract/orders.ts';
import { ORDER_TYPES, type StaffOrderRow } from '#shared/contract/staff-orders.ts';
import { usePaymentTypes } from '#web/api/payment-types.ts';
import { formatMoment } from '#web/components/dates.ts';
import { Price } from '#web/components/Price.tsx';
import { useLanguage } from '#web/state/language.ts';
import { DaysFilter, daysQuery, FilterSelect } from '../console/filters.tsx';
import { type Column, useListParams } from '../console/list.tsx';
import { QueryTable } from '../console/QueryTable.tsx';
import { ScreenHeader } from '../console/ScreenHeader.tsx';
import { type OrdersQuery, useOrders } from './api.ts';
import { OrderStatusBadge } from './parts.tsx';

/** The orders: newest first, filtered by status, kind, payment, client and days; searched by number, name, e-mail, phone. */
export default function OrdersScreen() {
  const { t } = useTranslation('staff-orders');
  const { language } = useLanguage();
  const list = useListParams({ sort: 'date', dir: 'desc' });
  const filters = {
    status: list.filter('status'),
    type: list.filter('type'),
    payment_type_id: list.filter('payment_type_id'),
    client_id: list.filter('client_id'),
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
  const orders = useOrders(query);
  const paymentTypes = usePaymentTypes();

  const columns: Column<StaffOrderRow>[] = [
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
          <span>{o.name ?? t('client', { id: o.client_id })}</span>
          {o.mobile && (
            <bdi dir="ltr" className="text-xs text-brand-600">
              {o.mobile}
            </bdi>
          )}
          {!filters.client_id && (
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
        </span>
      ),
    },
    {
      key: 'total',
      label: t('columns.total'),
      sort: 'total',
      money: true,
      render: (o) => <Price value={o.net_price} />,
    },
  ];

  return (
    <>
      <ScreenHeader title={t('title')} lead={t('lead')} />
      <QueryTable
        list={list}
        query={orders}
        caption={t('caption')}
        columns={columns}
        rowKey={(order) => order.id}
        empty={t('empty')}
        filters={
          <>
            <FilterSelect
              label={t('filters.status')}
              value={filters.status}
              onChange={(value) => list.set({ status: value })}
              options={orderStatuses.map((value) => ({ value, label: t(`status.${value}`) }))}
            />
            <FilterSelect
              label={t('filters.type')}
              value={filters.type}
              onChange={(value) => list.set({ type: value })}
              options={ORDER_TYPES.map((value) => ({ value, label: t(`type.${value}`) }))}
            />
            <FilterSelect
              label={t('filters.payment')}
              value={filters.payment_type_id}
              onChange={(value) => list.set({ payment_type_id: value })}
              options={(paymentTypes.data ?? []).map((p) => ({ value: String(p.id), label: p.title }))}
            />
            <DaysFilter list={list} />
            {filters.client_id && (
              <button type="button" onClick={() => list.set({ client_id: '' })} className="text-sm underline">
                {t('filters.clearClient', { id: filters.client_id })}
              </button>
            )}
          </>
        }
      />
    </>
  );
}
