import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { panel } from '#web/components/ui.tsx';
import { useLanguage } from '#web/state/language.ts';
import { RefundItem } from './RefundList.tsx';
import { useClientRefunds } from './refunds-api.ts';

/** A client's refunds and returns across their orders, newest first, each linked to its order. */
export function ClientRefunds({ clientId }: { clientId: number }) {
  const { t } = useTranslation('staff-refunds');
  const { language } = useLanguage();
  const refunds = useClientRefunds(clientId);
  if (!refunds.data || refunds.data.length === 0) return null;
  return (
    <section className={`${panel} min-w-0 p-4`} aria-labelledby="client-refunds">
      <h2 id="client-refunds" className="mb-1 font-bold text-brand-900">
        {t('client.title')}
      </h2>
      <ul className="grid">
        {refunds.data.map((refund) => (
          <RefundItem
            key={refund.id}
            refund={refund}
            lang={language}
            orderLink={
              <Link to={`/staff/orders/${refund.order_id}`} className="underline hover:text-gold-700">
                {t('client.order', { id: refund.order_id })}
              </Link>
            }
          />
        ))}
      </ul>
    </section>
  );
}
