import { useTranslation } from 'react-i18next';
import type { StaffOrderRow } from '#shared/contract/staff-orders.ts';
import { Price } from '#web/components/Price.tsx';
import { FilterSelect } from '../console/filters.tsx';
import { moneyOf } from './refund-form.ts';

/* The orders list's part of refunds: a filter on them, and what was given back on each row. */

export function RefundsFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('staff-refunds');
  return (
    <FilterSelect
      label={t('filter.label')}
      value={value}
      onChange={onChange}
      options={(['yes', 'no'] as const).map((option) => ({ value: option, label: t(`filter.${option}`) }))}
    />
  );
}

export function RefundedCell({ row }: { row: StaffOrderRow }) {
  const { t } = useTranslation('staff-refunds');
  if (row.refunded_cents === 0) return null;
  return (
    <span className="text-xs text-red-800">
      {t('refunds.refunded')}{' '}
      <Price value={moneyOf(row.currency).units(row.refunded_cents)} currency={row.currency} />
    </span>
  );
}
