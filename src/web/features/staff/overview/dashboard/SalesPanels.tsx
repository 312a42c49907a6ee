import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Sales, SalesPeriod, TopBook, Waiting } from '#shared/contract/staff-dashboard.ts';
import { centsToDollars } from '#shared/price.ts';
import { formatDate, formatMoment } from '#web/components/dates.ts';
import { Price } from '#web/components/Price.tsx';
import { panel } from '#web/components/ui.tsx';
import { useLanguage } from '#web/state/language.ts';
import { OrderStatusBadge } from '../../orders/index.ts';

/* The dashboard's sales: a card per period, the days as a table, the top books and the waiting orders. */

const count = (value: number) => <bdi>{value.toLocaleString('en-US')}</bdi>;
const money = (cents: number) => <Price value={centsToDollars(cents)} />;

const heading = 'mb-3 text-lg font-bold text-brand-900';

function PeriodCard({ title, period }: { title: string; period: SalesPeriod }) {
  const { t } = useTranslation('staff-dashboard');
  return (
    <section className={`${panel} grid content-start gap-3 p-4`} aria-label={title}>
      <h3 className="font-bold text-brand-800">{title}</h3>
      <dl className="grid grid-cols-2 gap-3">
        <div className="grid content-start gap-0.5">
          <dt className="text-sm text-brand-700">{t('orders')}</dt>
          <dd className="text-2xl font-extrabold text-brand-900">{count(period.orders.total)}</dd>
          <dd className="text-xs leading-relaxed text-brand-700">
            {t('paper')} {count(period.orders.paper)} · {t('digital')} {count(period.orders.digital)}
          </dd>
        </div>
        <div className="grid content-start gap-0.5">
          <dt className="text-sm text-brand-700">{t('revenue')}</dt>
          <dd className="text-2xl font-extrabold text-brand-900">{money(period.revenue_cents.total)}</dd>
          <dd className="text-xs leading-relaxed text-brand-700">
            {t('paper')} {money(period.revenue_cents.paper)} · {t('digital')}{' '}
            {money(period.revenue_cents.digital)}
          </dd>
        </div>
      </dl>
      <p className="text-xs text-brand-600">{t('paidOrders', { count: period.paid_orders.total })}</p>
    </section>
  );
}

export function PeriodCards({ sales }: { sales: Sales }) {
  const { t } = useTranslation('staff-dashboard');
  return (
    <div className="grid gap-3 md:grid-cols-3">
      <PeriodCard title={t('today')} period={sales.today} />
      <PeriodCard title={t('days7')} period={sales.days_7} />
      <PeriodCard title={t('days30')} period={sales.days_30} />
    </div>
  );
}

/**
 * The charts' figures, day by day, for screen readers (a canvas says nothing). Hidden in a box: a
 * table itself keeps its content's width, and would widen a phone's page.
 */
export function DailyTable({ daily }: { daily: Sales['daily'] }) {
  const { t } = useTranslation('staff-dashboard');
  const { language } = useLanguage();
  return (
    <div className="sr-only">
      <table>
        <caption>{t('dailyCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('day')}</th>
            <th scope="col">{t('ordersPaper')}</th>
            <th scope="col">{t('ordersDigital')}</th>
            <th scope="col">{t('revenuePaper')}</th>
            <th scope="col">{t('revenueDigital')}</th>
          </tr>
        </thead>
        <tbody>
          {daily.map((day) => (
            <tr key={day.day}>
              <th scope="row">{formatDate(day.day, language)}</th>
              <td>{count(day.orders.paper)}</td>
              <td>{count(day.orders.digital)}</td>
              <td>{money(day.revenue_cents.paper)}</td>
              <td>{money(day.revenue_cents.digital)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function BooksTable({ caption, books }: { caption: string; books: TopBook[] }) {
  const { t } = useTranslation('staff-dashboard');
  const { language } = useLanguage();
  return (
    <table className="w-full border-collapse text-start text-sm">
      <caption className="mb-2 text-start font-semibold text-brand-800">{caption}</caption>
      <thead className="text-brand-700">
        <tr>
          <th scope="col" className="py-1 text-start font-semibold">
            {t('book')}
          </th>
          <th scope="col" className="py-1 text-end font-semibold">
            {t('copies')}
          </th>
          <th scope="col" className="py-1 text-end font-semibold">
            {t('amount')}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-brand-100">
        {books.map((book) => (
          <tr key={book.id}>
            <td className="py-2 pe-2">
              <Link
                to={`/staff/books/${book.id}`}
                className="font-semibold text-brand-800 hover:text-gold-700"
              >
                {language === 'en' && book.title_en ? book.title_en : book.title_ar}
              </Link>
            </td>
            <td className="py-2 text-end">{count(book.copies)}</td>
            <td className="py-2 text-end">{money(book.amount_cents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function TopBooks({ sales }: { sales: Sales }) {
  const { t } = useTranslation('staff-dashboard');
  return (
    <section className={`${panel} p-4`} aria-labelledby="top-books-heading">
      <h2 id="top-books-heading" className={heading}>
        {t('topBooks')}
      </h2>
      {sales.top_by_copies.length === 0 ? (
        <p className="text-sm text-brand-700">{t('noSales')}</p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <BooksTable caption={t('byCopies')} books={sales.top_by_copies} />
          <BooksTable caption={t('byAmount')} books={sales.top_by_amount} />
        </div>
      )}
    </section>
  );
}

export function WaitingOrders({ waiting }: { waiting: Waiting }) {
  const { t } = useTranslation('staff-dashboard');
  const { language } = useLanguage();
  const statuses = ['pending', 'processing', 'shipped', 'awaiting_payment'] as const;
  return (
    <section className={`${panel} p-4`} aria-labelledby="waiting-heading">
      <h2 id="waiting-heading" className={heading}>
        {t('waiting')}
      </h2>
      <ul className="mb-4 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {statuses.map((status) => (
          <li key={status}>
            <Link
              to={`/staff/orders?status=${status}`}
              className="grid gap-1 rounded-xl bg-brand-50 p-3 hover:ring-2 hover:ring-gold-300"
            >
              <span className="text-2xl font-extrabold text-brand-900">{count(waiting.counts[status])}</span>
              <span className="text-sm text-brand-700">{t(`waitingStatus.${status}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
      {waiting.oldest.length === 0 ? (
        <p className="text-sm text-brand-700">{t('nothingWaiting')}</p>
      ) : (
        <>
          <h3 className="mb-1 font-semibold text-brand-800">{t('oldestWaiting')}</h3>
          <ul className="divide-y divide-brand-100">
            {waiting.oldest.map((order) => (
              <li
                key={order.id}
                className="grid grid-cols-2 items-center gap-x-3 gap-y-1 py-2 sm:grid-cols-[8rem_1fr_5rem_auto]"
              >
                <Link
                  to={`/staff/orders/${order.id}`}
                  className="font-bold text-brand-800 hover:text-gold-700"
                >
                  {t('orderNumber', { id: order.id })}
                </Link>
                <span className="text-sm text-brand-700">{formatMoment(order.date, language)}</span>
                <span className="text-sm text-brand-700">{t(order.type)}</span>
                <span className="justify-self-start">
                  <OrderStatusBadge status={order.status} />
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
