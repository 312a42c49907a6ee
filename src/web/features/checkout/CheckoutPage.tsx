import { useTranslation } from 'react-i18next';
import { Notice, PageTitle } from '#web/components/ui.tsx';
import { usePageTitle } from '#web/components/usePageTitle.ts';
import { useBoxSetCart } from '#web/state/box-set-cart.ts';
import { useCart } from '#web/state/cart.ts';
import { DigitalCartForm } from './DigitalCartForm.tsx';
import { HardCopyForm } from './HardCopyForm.tsx';

/** /check-out: the hard-copy checkout; a digital cart chooses its payment here and is paid on /check-out/pdf. */
export default function CheckoutPage() {
  const { t } = useTranslation('orders');
  const { items } = useCart();
  const boxSets = useBoxSetCart();
  const first = items[0] ?? boxSets[0];
  usePageTitle(t('checkout.title'));
  return (
    <section>
      <PageTitle title={t('checkout.title')} lead={first ? t('checkout.lead') : undefined} />
      {!first ? (
        <Notice text={t('cart.empty')} action={{ label: t('cart.browse'), to: '/books' }} />
      ) : first.isHardCopy ? (
        <HardCopyForm items={items} boxSets={boxSets} />
      ) : (
        <DigitalCartForm items={items} boxSets={boxSets} />
      )}
    </section>
  );
}
