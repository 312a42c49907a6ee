import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '#shared/contract/orders.ts';
import { Badge } from '../console/Badge.tsx';

/* Small pieces of the order screens. */

const statusColours: Record<OrderStatus, string> = {
  pending: 'bg-gold-100 text-gold-700',
  awaiting_payment: 'bg-gold-100 text-gold-700',
  processing: 'bg-brand-100 text-brand-800',
  shipped: 'bg-brand-700 text-white',
  delivered: 'bg-green-100 text-green-800',
  paid: 'bg-green-100 text-green-800',
  cancelled: 'bg-red-100 text-red-800',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('staff-orders');
  return <Badge colours={statusColours[status]}>{t(`status.${status}`)}</Badge>;
}
