import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Dashboard, Sales } from '#shared/contract/staff-dashboard.ts';
import { Spinner } from '#web/components/Spinner.tsx';
import { buttonSecondary, panel } from '#web/components/ui.tsx';
import { useLanguage } from '#web/state/language.ts';
import { useStaffSession } from '#web/state/staff.ts';
import { staffApi } from '../../console/api.ts';
import { ScreenHeader } from '../../console/ScreenHeader.tsx';
import type { SalesMeasure } from './SalesChart.tsx';
import { DailyTable, PeriodCards, TopBooks, WaitingOrders } from './SalesPanels.tsx';

// Chart.js comes with the first chart drawn: never for a member who does not see the sales.
const SalesChart = lazy(() => import('./SalesChart.tsx'));

function Figure({ label, value, to, alert }: { label: string; value: number; to: string; alert?: boolean }) {
  return (
    <Link
      to={to}
      className={`${panel} grid gap-1 p-4 transition hover:ring-gold-300 ${alert && value > 0 ? 'ring-red-200' : ''}`}
    >
      <span className={`text-3xl font-extrabold ${alert && value > 0 ? 'text-red-800' : 'text-brand-900'}`}>
        <bdi>{value.toLocaleString('en-US')}</bdi>
      </span>
      <span className="text-sm leading-relaxed text-brand-700">{label}</span>
    </Link>
  );
}

function LowStock({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation('console');
  const { language } = useLanguage();
  if (dashboard.low_stock_books.length === 0) return null;
  return (
    <section className={`${panel} p-4`} aria-labelledby="low-stock-heading">
      <h2 id="low-stock-heading" className="mb-3 text-lg font-bold text-brand-900">
        {t('dashboard.lowStock', { threshold: dashboard.low_stock_threshold })}
      </h2>
      <ul className="divide-y divide-brand-100">
        {dashboard.low_stock_books.map((book) => (
          <li key={book.id} className="flex items-center justify-between gap-3 py-2">
            <Link
              to={`/staff/books/${book.id}`}
              className="min-w-0 font-semibold leading-relaxed text-brand-800 hover:text-gold-700"
            >
              {language === 'en' && book.title_en ? book.title_en : book.title_ar}
            </Link>
            <span className="shrink-0 font-bold text-brand-900">
              <bdi>{book.stock}</bdi>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ChartPanel({
  title,
  measure,
  daily,
}: {
  title: string;
  measure: SalesMeasure;
  daily: Sales['daily'];
}) {
  return (
    <section className={`${panel} min-w-0 p-4`} aria-label={title}>
      <h3 className="mb-2 font-bold text-brand-800">{title}</h3>
      <Suspense fallback={<Spinner className="h-64" />}>
        <SalesChart daily={daily} measure={measure} />
      </Suspense>
    </section>
  );
}

function SalesSection({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation('staff-dashboard');
  const { sales, waiting } = dashboard;
  if (!sales || !waiting) return null;
  return (
    <>
      <section className="grid gap-3" aria-labelledby="sales-heading">
        <div>
          <h2 id="sales-heading" className="text-lg font-bold text-brand-900">
            {t('salesHeading')}
          </h2>
          <p className="text-sm text-brand-700">{t('salesLead', { zone: dashboard.time_zone })}</p>
        </div>
        <PeriodCards sales={sales} />
        <div className="grid gap-3 xl:grid-cols-2">
          <ChartPanel title={t('revenueChart')} measure="revenue" daily={sales.daily} />
          <ChartPanel title={t('ordersChart')} measure="orders" daily={sales.daily} />
        </div>
        <DailyTable daily={sales.daily} />
      </section>
      <WaitingOrders waiting={waiting} />
      <TopBooks sales={sales} />
    </>
  );
}

/** The console's first screen: the shop counted, and links to what needs doing. */
export default function DashboardScreen() {
  const { t } = useTranslation('console');
  const { staff } = useStaffSession();
  const { language } = useLanguage();
  const dashboard = useQuery({
    queryKey: ['staff', 'dashboard', staff.token, language],
    queryFn: async ({ signal }) => (await staffApi('GET /staff/dashboard', { signal })).data,
    staleTime: 0,
  });
  return (
    <>
      <ScreenHeader title={t('dashboard.heading', { name: staff.name })} lead={t('dashboard.lead')} />
      {dashboard.isError && !dashboard.data && (
        <div role="alert" className={`${panel} flex flex-col items-center gap-4 p-8`}>
          <p className="font-semibold text-red-800">{t('loadError')}</p>
          <button type="button" className={buttonSecondary} onClick={() => void dashboard.refetch()}>
            {t('retry')}
          </button>
        </div>
      )}
      {!dashboard.data && !dashboard.isError && <Spinner size="lg" className="min-h-64" />}
      {dashboard.data && (
        <div className="grid gap-6">
          <SalesSection dashboard={dashboard.data} />
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
            <Figure label={t('dashboard.books')} value={dashboard.data.books.on_sale} to="/staff/books" />
            <Figure
              label={t('dashboard.hidden')}
              value={dashboard.data.books.hidden}
              to="/staff/books?hidden=1"
            />
            <Figure
              label={t('dashboard.outOfStock')}
              value={dashboard.data.books.out_of_stock}
              to="/staff/books?stock=out"
              alert
            />
            <Figure
              label={t('dashboard.lowStock', { threshold: dashboard.data.low_stock_threshold })}
              value={dashboard.data.books.low_stock}
              to="/staff/books?stock=low"
              alert
            />
            <Figure
              label={t('dashboard.withoutPdf')}
              value={dashboard.data.books.pdf_without_file}
              to="/staff/books"
              alert
            />
            <Figure
              label={t('dashboard.withoutCover')}
              value={dashboard.data.books.without_cover}
              to="/staff/books"
              alert
            />
            <Figure label={t('dashboard.news')} value={dashboard.data.content.news} to="/staff/news" />
            <Figure
              label={t('dashboard.kashkoul')}
              value={dashboard.data.content.kashkoul}
              to="/staff/kashkoul"
            />
          </div>
          <LowStock dashboard={dashboard.data} />
        </div>
      )}
    </>
  );
}
