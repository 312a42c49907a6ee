import { useTranslation } from 'react-i18next';
import { Notice, PageTitle } from '#web/components/ui.tsx';
import { usePageTitle } from '#web/components/usePageTitle.ts';
import { useCart } from '#web/state/cart.ts';
import { DigitalCartForm } from './DigitalCartForm.tsx';
import { HardCopyForm } from './HardCopyForm.tsx';

/** /check-out: the hard-copy checkout; a digital cart chooses its payment here and is paid on /check-out/pdf. */
export default function CheckoutPage() {
  const { t } = useTranslation('orders');
  const { items } = useCart();
  usePageTitle(t('checkout.title'));
  return (
    <section>
      <PageTitle title={t('checkout.title')} lead={items.length > 0 ? t('checkout.lead') : undefined} />
      {items.length === 0 ? (
        <Notice text={t('cart.empty')} action={{ label: t('cart.browse'), to: '/books' }} />
      ) : items[0].isHardCopy ? (
        <HardCopyForm items={items} />
      ) : (
        <DigitalCartForm items={items} />
      )}
    </section>
  );
}
