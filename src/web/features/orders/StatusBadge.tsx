import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '#shared/contract/orders.ts';

const tones: Record<OrderStatus, string> = {
  pending: 'bg-gold-100 text-gold-700 ring-gold-200',
  awaiting_payment: 'bg-gold-100 text-gold-700 ring-gold-200',
  processing: 'bg-sky-50 text-sky-800 ring-sky-200',
  shipped: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
  delivered: 'bg-brand-50 text-brand-800 ring-brand-200',
  paid: 'bg-brand-50 text-brand-800 ring-brand-200',
  cancelled: 'bg-red-50 text-red-800 ring-red-200',
};

/** The order's status name in the page's language (the server's name when the status is new to us). */
export function StatusBadge({ status, name }: { status: OrderStatus; name: string }) {
  const { t } = useTranslation('orders');
  return (
    <span
      data-status={status}
      className={`inline-block rounded-full px-3 py-1 text-xs font-extrabold ring-1 ${tones[status] ?? tones.pending}`}
    >
      {t(`status.${status}`, { defaultValue: name })}
    </span>
  );
}
