import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PAYMENT_METHOD_NAMES, type PaymentMethod } from '#shared/contract/payment-methods.ts';
import { useLanguage } from '#web/state/language.ts';

/** A method's own name in the page's language (mada, مدى, KNET, كي نت, Apple Pay…). */
export function useMethodName() {
  const { language } = useLanguage();
  return (method: PaymentMethod) => PAYMENT_METHOD_NAMES[method][language];
}

/**
 * The methods the provider's page takes (decision 108), for the buyer to choose before going there:
 * the page then opens on that method (KNET's own page, for one). Shown only when there is a choice.
 */
export function MethodOptions(props: {
  methods: readonly PaymentMethod[];
  field: UseFormRegisterReturn;
  disabled: boolean;
}) {
  const { t } = useTranslation('orders');
  const nameOf = useMethodName();
  if (props.methods.length < 2) return null;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-3 font-extrabold text-brand-900">{t('pdf.method')}</legend>
      <div className="flex flex-wrap gap-2">
        {props.methods.map((method) => (
          <label
            key={method}
            className="flex cursor-pointer items-center gap-2 rounded-lg border border-brand-100 px-3 py-2 text-sm font-bold text-brand-900 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              value={method}
              {...props.field}
              disabled={props.disabled}
              className="size-4 accent-brand-700"
            />
            <bdi>{nameOf(method)}</bdi>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
