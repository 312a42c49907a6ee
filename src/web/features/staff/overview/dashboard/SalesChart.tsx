import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  type ChartData,
  type ChartOptions,
  Legend,
  LinearScale,
  Tooltip,
} from 'chart.js';
import { useEffect, useMemo, useRef } from 'react';
import { Bar } from 'react-chartjs-2';
import { useTranslation } from 'react-i18next';
import type { Sales } from '#shared/contract/staff-dashboard.ts';
import { centsToDollars, formatPrice } from '#shared/price.ts';
import { formatShortDate } from '#web/components/dates.ts';
import { useLanguage } from '#web/state/language.ts';

/*
 * Stacked bars of each of the last 30 days, paper and digital: the revenue or the orders placed.
 * Only what these bars use is registered, so the rest of Chart.js stays out of the bundle; this
 * module is loaded with the dashboard screen alone. In Arabic time runs right to left, the values'
 * axis stands on the right, and the legend and tooltips read right to left.
 */
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

const PAPER = '#20684e'; // brand-600
const DIGITAL = '#d8ad3b'; // gold-400

/** The page's own font (Cairo), which a canvas does not inherit. */
const pageFont = () =>
  (typeof document !== 'undefined' && getComputedStyle(document.documentElement).fontFamily) ||
  'Cairo, sans-serif';

export type SalesMeasure = 'revenue' | 'orders';

export default function SalesChart({ daily, measure }: { daily: Sales['daily']; measure: SalesMeasure }) {
  const { t } = useTranslation('staff-dashboard');
  const { language } = useLanguage();
  const chart = useRef<Chart<'bar'>>(null);
  const rtl = language === 'ar';

  // Cairo may arrive after the first drawing: draw again with it.
  useEffect(() => {
    void document.fonts?.ready.then(() => chart.current?.update());
  }, []);

  const data = useMemo<ChartData<'bar'>>(() => {
    const values = (kind: 'paper' | 'digital') =>
      daily.map((day) =>
        measure === 'revenue' ? centsToDollars(day.revenue_cents[kind]) : day.orders[kind],
      );
    return {
      labels: daily.map((day) => formatShortDate(day.day, language)),
      datasets: [
        { label: t('paper'), data: values('paper'), backgroundColor: PAPER, stack: 'sales' },
        { label: t('digital'), data: values('digital'), backgroundColor: DIGITAL, stack: 'sales' },
      ],
    };
  }, [daily, measure, language, t]);

  const options = useMemo<ChartOptions<'bar'>>(() => {
    const font = { family: pageFont(), size: 13 };
    const direction = rtl ? 'rtl' : 'ltr';
    const show = (value: number) =>
      measure === 'revenue' ? formatPrice(value) : value.toLocaleString('en-US');
    return {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      // Anywhere over a day tells that day's paper and digital figures.
      interaction: { mode: 'index', intersect: false },
      plugins: {
        legend: { position: 'top', rtl, textDirection: direction, labels: { font } },
        tooltip: {
          rtl,
          textDirection: direction,
          titleFont: font,
          bodyFont: font,
          // The amount isolated left to right, or Arabic text would show $5.50 as 5.50$.
          callbacks: { label: (item) => `${item.dataset.label}: \u2066${show(Number(item.parsed.y))}\u2069` },
        },
      },
      scales: {
        x: {
          stacked: true,
          reverse: rtl,
          grid: { display: false },
          ticks: { font, maxRotation: 0, autoSkipPadding: 12 },
        },
        y: {
          stacked: true,
          beginAtZero: true,
          position: rtl ? 'right' : 'left',
          ticks: { font, precision: 0, callback: (value) => show(Number(value)) },
        },
      },
    };
  }, [rtl, measure]);

  return (
    <div className="relative h-64">
      <Bar
        ref={chart}
        data={data}
        options={options}
        role="img"
        aria-label={t(measure === 'revenue' ? 'revenueChartLabel' : 'ordersChartLabel')}
      />
    </div>
  );
}
