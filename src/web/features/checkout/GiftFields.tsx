import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '#web/api/client.ts';
import { Field, inputLook } from './fields.tsx';

/** The gift part of the PDF checkout's form: off, or the recipient, the message, the date and the language. */
export type GiftValues = {
  is_gift: boolean;
  recipient_name: string;
  recipient_email: string;
  message: string;
  send_at: string;
  language: string;
};

export const noGift: GiftValues = {
  is_gift: false,
  recipient_name: '',
  recipient_email: '',
  message: '',
  send_at: '',
  language: '',
};

/** The order's `gift` for the values, or undefined when the book is for the buyer. */
export function giftOf(values: GiftValues, fallback: 'ar' | 'en') {
  if (!values.is_gift) return undefined;
  return {
    recipient_name: values.recipient_name,
    recipient_email: values.recipient_email,
    message: values.message || undefined,
    // The date and time the buyer picked, in their own time zone.
    send_at: values.send_at ? new Date(values.send_at).toISOString() : undefined,
    language: (values.language || fallback) as 'ar' | 'en',
  };
}

type Props = {
  /** The register of the checkout's form, whose values hold the gift's. */
  register: UseFormRegister<GiftValues & { payment_type_id: string }>;
  on: boolean;
  disabled: boolean;
  errors?: FieldErrors;
};

/** 'This is a gift': once ticked, who receives the book, a message, when to send it and in which language. */
export function GiftFields({ register, on, disabled, errors = {} }: Props) {
  const { t } = useTranslation('orders');
  const error = (name: string) => errors[`gift.${name}`]?.[0];
  return (
    <fieldset className="flex flex-col gap-4" disabled={disabled}>
      <label className="flex items-center gap-2 font-bold text-brand-900">
        <input type="checkbox" className="size-4 accent-gold-600" {...register('is_gift')} />
        {t('gift.isGift')}
      </label>
      {on && (
        <>
          <p className="text-sm text-brand-700">{t('gift.explain')}</p>
          <Field label={t('gift.recipientName')} error={error('recipient_name')}>
            {(ids) => (
              <input {...ids} className={inputLook} autoComplete="off" {...register('recipient_name')} />
            )}
          </Field>
          <Field label={t('gift.recipientEmail')} error={error('recipient_email')}>
            {(ids) => (
              <input
                {...ids}
                type="email"
                dir="ltr"
                className={inputLook}
                autoComplete="off"
                {...register('recipient_email')}
              />
            )}
          </Field>
          <Field label={t('gift.message')} optional error={error('message')}>
            {(ids) => (
              <textarea {...ids} rows={3} maxLength={1000} className={inputLook} {...register('message')} />
            )}
          </Field>
          <Field label={t('gift.sendAt')} optional hint={t('gift.sendAtHint')} error={error('send_at')}>
            {(ids) => <input {...ids} type="datetime-local" className={inputLook} {...register('send_at')} />}
          </Field>
          <Field label={t('gift.language')} optional>
            {(ids) => (
              <select {...ids} className={inputLook} {...register('language')}>
                <option value="">{t('gift.languageSame')}</option>
                <option value="ar">العربية</option>
                <option value="en">English</option>
              </select>
            )}
          </Field>
        </>
      )}
    </fieldset>
  );
}
