import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PaymentType } from '#shared/contract/content.ts';
import { Spinner } from '#web/components/Spinner.tsx';

type PaymentTypeOptionsProps = {
  types: PaymentType[] | undefined;
  field: UseFormRegisterReturn;
  error?: string;
  disabled: boolean;
};

/** The payment-type radio list every checkout shows (spec §2). */
export function PaymentTypeOptions({ types, field, error, disabled }: PaymentTypeOptionsProps) {
  const { t } = useTranslation('orders');
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={error ? 'payment-type-error' : undefined}>
      <legend className="mb-3 text-lg font-extrabold text-brand-900">{t('checkout.paymentType')}</legend>
      {!types && <Spinner size="sm" />}
      <div className="grid gap-3 sm:grid-cols-2">
        {types?.map((type) => (
          <label
            key={type.id}
            className="flex cursor-pointer items-center gap-3 rounded-xl border border-brand-100 bg-sand/40 px-4 py-3 font-semibold text-brand-900 transition hover:border-gold-300 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:ring-2 has-[:checked]:ring-brand-200"
          >
            <input
              type="radio"
              value={String(type.id)}
              {...field}
              disabled={disabled}
              className="size-4 accent-brand-700"
            />
            {type.title}
          </label>
        ))}
      </div>
      {error && (
        <p id="payment-type-error" className="text-sm font-semibold text-red-700">
          {t(`validation.${error}`, { defaultValue: error })}
        </p>
      )}
    </fieldset>
  );
}
