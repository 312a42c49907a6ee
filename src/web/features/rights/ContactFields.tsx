import type { FieldPath, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, type Ids, inputLook } from './Field.tsx';
import type { FormInput } from './form-values.ts';

type Props = {
  register: UseFormRegister<FormInput>;
  messageOf: (field: FieldPath<FormInput>) => string | undefined;
};

const aria = (ids: Ids) => ({ id: ids.id, 'aria-invalid': ids.invalid, 'aria-describedby': ids.describedBy });

/** Who asks: the house, the person, how to reach them, what else to know; and the hidden honeypot. */
export function ContactFields({ register, messageOf }: Props) {
  const { t } = useTranslation('content');
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t('rights.company')} error={messageOf('company')}>
          {(ids) => (
            <input
              {...register('company')}
              {...aria(ids)}
              autoComplete="organization"
              className={inputLook}
            />
          )}
        </Field>
        <Field label={t('rights.contactName')} error={messageOf('contact_name')}>
          {(ids) => (
            <input {...register('contact_name')} {...aria(ids)} autoComplete="name" className={inputLook} />
          )}
        </Field>
        <Field label={t('rights.email')} error={messageOf('email')}>
          {(ids) => (
            <input
              {...register('email')}
              {...aria(ids)}
              type="email"
              dir="ltr"
              autoComplete="email"
              className={inputLook}
            />
          )}
        </Field>
        <Field label={t('rights.phone')} error={messageOf('phone')}>
          {(ids) => (
            <input
              {...register('phone')}
              {...aria(ids)}
              type="tel"
              dir="ltr"
              autoComplete="tel"
              className={inputLook}
            />
          )}
        </Field>
      </div>
      <Field label={t('rights.message')} error={messageOf('message')}>
        {(ids) => (
          <textarea {...register('message')} {...aria(ids)} rows={5} className={`${inputLook} resize-y`} />
        )}
      </Field>
      {/* People never see this field nor reach it; a robot filling every field fills it too. */}
      <div aria-hidden="true" className="absolute -start-[10000px] size-px overflow-hidden">
        <label>
          {t('rights.honeypot')}
          <input {...register('website')} type="text" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
    </>
  );
}
