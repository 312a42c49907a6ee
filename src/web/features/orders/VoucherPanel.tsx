import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { Order } from '#shared/contract/orders.ts';
import { dateFormat } from '#web/components/intl.ts';
import { Price } from '#web/components/Price.tsx';
import { panel } from '#web/components/ui.tsx';
import { useLanguage } from '#web/state/language.ts';

/** What the checkout passes on to the order page: the sandbox's test page that pays the reference. */
export type VoucherPageState = { voucherTestPage?: string | null } | null;

/**
 * The reference an order awaiting payment waits for (decision 108): the number to give at a Fawry
 * outlet, the amount and until when, the reference and the amount kept left-to-right in Arabic.
 */
export function VoucherPanel({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const { language } = useLanguage();
  const testPage = (useLocation().state as VoucherPageState)?.voucherTestPage;
  const voucher = order.payment_voucher;
  if (!voucher || order.status !== 'awaiting_payment') return null;
  const expires = dateFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(
    new Date(voucher.expires_at),
  );
  return (
    <section
      className={`${panel} flex flex-col gap-4 border-2 border-gold-500 p-6`}
      aria-labelledby="voucher-title"
    >
      <h2 id="voucher-title" className="text-lg font-extrabold text-brand-900">
        {t('voucher.title')}
      </h2>
      <p className="text-brand-800">{t('voucher.lead')}</p>
      <dl className="grid gap-3 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-brand-700">{t('voucher.reference')}</dt>
          <dd className="text-2xl font-extrabold tracking-wider text-brand-900">
            <bdi dir="ltr" data-testid="voucher-reference">
              {voucher.reference}
            </bdi>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-brand-700">{t('voucher.amount')}</dt>
          <dd className="text-xl font-bold text-brand-900">
            <Price value={order.net_price} currency={order.currency} data-testid="voucher-amount" />
          </dd>
        </div>
        <div>
          <dt className="text-sm text-brand-700">{t('voucher.expires')}</dt>
          <dd className="font-bold text-brand-900" data-testid="voucher-expires">
            <bdi>{expires}</bdi>
          </dd>
        </div>
      </dl>
      <p className="text-sm text-brand-700">{t('voucher.after')}</p>
      {testPage && (
        <a href={testPage} className="self-start font-bold text-gold-700 underline">
          {t('voucher.testPage')}
        </a>
      )}
    </section>
  );
}
