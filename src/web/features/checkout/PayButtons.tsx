import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '#shared/contract/payment-methods.ts';
import { Price } from '#web/components/Price.tsx';
import { buttonPrimary, buttonSecondary } from '#web/components/ui.tsx';
import { useMethodName } from './MethodOptions.tsx';

type PayButtonProps = {
  busy: boolean;
  disabled: boolean;
  total: number;
  /** The total's currency (ISO 4217): the quote's, dollars before the server has priced the order. */
  currency?: string;
  method?: PaymentMethod;
};

/** The pay button, naming the method chosen and the total in its currency, or saying that paying has begun. */
export function PayButton({ busy, disabled, total, currency, method = 'card' }: PayButtonProps) {
  const { t } = useTranslation('orders');
  const nameOf = useMethodName();
  return (
    <button type="submit" disabled={disabled} className={`${buttonPrimary} w-full text-lg`}>
      {busy ? (
        t('pdf.paying')
      ) : (
        <>
          {method === 'card' ? t('pdf.pay') : t('pdf.payWith', { method: nameOf(method) })}{' '}
          <Price value={total} currency={currency} />
        </>
      )}
    </button>
  );
}

/**
 * Paying in cash instead (decision 108): a reference to give at a Fawry outlet or in an app, shown on
 * the order's page and mailed; offered when the shop's gateway gives references.
 */
export function VoucherButton(props: { busy: boolean; disabled: boolean; onClick: () => void }) {
  const { t } = useTranslation('orders');
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-brand-700">{t('pdf.voucherNote')}</p>
      <button
        type="button"
        onClick={props.onClick}
        disabled={props.disabled}
        className={`${buttonSecondary} w-full`}
      >
        {props.busy ? t('pdf.voucherTaking') : t('pdf.voucherPay')}
      </button>
    </div>
  );
}
