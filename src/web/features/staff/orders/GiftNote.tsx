import { useTranslation } from 'react-i18next';
import type { StaffOrder } from '#shared/contract/staff-orders.ts';
import { panel } from '#web/components/ui.tsx';

/** A printed copy sent as a gift: said plainly on the order, with the note its packing slip carries. */
export function GiftNote({ order }: { order: StaffOrder }) {
  const { t } = useTranslation('staff-gifts');
  if (!order.gift) return null;
  return (
    <section className={`${panel} border-s-4 border-gold-500 p-4`} aria-labelledby="gift-note">
      <h2 id="gift-note" className="font-bold text-brand-900">
        {t('orderGift.title')}
      </h2>
      <p className="mb-2 text-xs text-brand-600">{t('orderGift.lead')}</p>
      {order.gift.note && (
        <p className="whitespace-pre-line break-words text-brand-900">
          <bdi>{order.gift.note}</bdi>
        </p>
      )}
    </section>
  );
}
