import { useTranslation } from 'react-i18next';
import { Notice, PageTitle } from '#web/components/ui.tsx';
import { usePageTitle } from '#web/components/usePageTitle.ts';
import { usePendingCheckout } from '#web/state/checkout.ts';
import { useSession } from '#web/state/session.ts';
import { DigitalPayment } from './DigitalPayment.tsx';

/** /check-out/pdf: the summary and card payment of the digital checkout the cart handed over (spec §4). */
export default function CheckoutPdfPage() {
  const { t } = useTranslation('orders');
  const { client } = useSession();
  const pending = usePendingCheckout(client.id);
  usePageTitle(t('pdf.title'));
  return (
    <section>
      <PageTitle title={t('checkout.title')} />
      <h2 className="mb-6 text-xl font-extrabold text-brand-800">{t('pdf.title')}</h2>
      {pending ? (
        <DigitalPayment key={pending.idempotency_key} pending={pending} />
      ) : (
        <Notice
          text={t('pdf.nothingPending')}
          action={{ label: t('checkout.backToCart'), to: '/cart-box' }}
        />
      )}
    </section>
  );
}
