import { useTranslation } from 'react-i18next';
import type { OrderPrice } from '#shared/contract/shipping.ts';

/** 'Delivery in 3–5 days', with the day counts in Arabic plural forms; nothing without an estimate. */
export function DeliveryEstimate({
  days,
  className,
}: {
  days: OrderPrice['delivery_days'];
  className?: string;
}) {
  const { t } = useTranslation('orders');
  if (!days) return null;
  return <span className={className}>{t('cart.price.delivery', { ...days, count: days.max })}</span>;
}
