import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CardValues } from './card.ts';
import { SANDBOX_TEST_CARD } from './card.ts';
import { Field, inputLook } from './fields.tsx';

/** The shop's only provider is the sandbox (DESIGN.md): the form says plainly that no money moves. */
export function SandboxNotice() {
  const { t } = useTranslation('orders');
  return (
    <div role="note" className="flex gap-3 rounded-xl border border-gold-300 bg-gold-50 p-4 text-gold-700">
      <span className="mt-0.5 shrink-0 rounded-md bg-gold-400 px-2 py-0.5 text-xs font-extrabold text-brand-950">
        {t('pdf.sandboxBadge')}
      </span>
      <p className="text-sm font-semibold">
        {t('pdf.sandboxText')}{' '}
        <bdi dir="ltr" className="font-mono font-bold whitespace-nowrap">
          {SANDBOX_TEST_CARD}
        </bdi>
      </p>
    </div>
  );
}

type CardFieldsProps = {
  register: UseFormRegister<CardValues>;
  errors: FieldErrors<CardValues>;
  disabled: boolean;
};

/** The card's figures: typed left to right in digits, each with what the browser may fill it from. */
const figures = [
  {
    name: 'card_number',
    label: 'card.number',
    autoComplete: 'cc-number',
    placeholder: '0000 0000 0000 0000',
  },
  { name: 'card_expiry', label: 'card.expiry', autoComplete: 'cc-exp', placeholder: 'MM/YY' },
  { name: 'card_cvc', label: 'card.cvc', autoComplete: 'cc-csc', placeholder: '123' },
] as const;

/** Name on card, number, expiry and security code; read by the provider, never stored. */
export function CardFields({ register, errors, disabled }: CardFieldsProps) {
  const { t } = useTranslation('orders');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={t('card.name')} error={errors.card_name?.message} className="sm:col-span-2">
        {(ids) => (
          <input
            {...register('card_name')}
            {...ids}
            autoComplete="cc-name"
            disabled={disabled}
            className={inputLook}
          />
        )}
      </Field>
      {figures.map(({ name, label, autoComplete, placeholder }) => (
        <Field
          key={name}
          label={t(label)}
          error={errors[name]?.message}
          // The number takes the whole row; expiry and security code share the next one.
          className={name === 'card_number' ? 'sm:col-span-2' : ''}
        >
          {(ids) => (
            <input
              {...register(name)}
              {...ids}
              dir="ltr"
              inputMode="numeric"
              autoComplete={autoComplete}
              placeholder={placeholder}
              disabled={disabled}
              className={`${inputLook} font-mono`}
            />
          )}
        </Field>
      ))}
    </div>
  );
}
