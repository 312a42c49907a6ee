import { lazy, Suspense } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DayField, EmailField, FormSection, TextField } from './fields.tsx';

/*
 * The phone field (its country picker and the phone library of every country) loads beside the form;
 * until it comes, its place shows its label and an empty box of the same size.
 */
const PhoneField = lazy(() => import('./PhoneField.tsx').then(({ PhoneField }) => ({ default: PhoneField })));

function PhonePlaceholder({ label }: { label: string }) {
  return (
    <div aria-hidden="true">
      <p className="mb-1.5 block text-sm font-semibold text-brand-900">{label}</p>
      <div className="rounded-xl border border-brand-200 bg-white px-4 py-3 shadow-xs">&nbsp;</div>
    </div>
  );
}

/** The fields register and profile share (spec §2: the profile has the same fields as sign-up). */
export type ClientDetails = {
  name: string;
  date_of_birth: string;
  address: string;
  email: string;
  mobile: string;
  mobile_country?: string;
};

/** Personal and contact sections; used inside a react-hook-form FormProvider. */
export function ClientDetailsFields({ idPrefix }: { idPrefix: string }) {
  const { t } = useTranslation('accounts');
  const {
    register,
    control,
    setValue,
    getValues,
    formState: { errors },
  } = useFormContext<ClientDetails>();
  const startCountry = getValues('mobile_country');
  return (
    <>
      <FormSection title={t('register.personal')}>
        <TextField
          id={`${idPrefix}-name`}
          label={t('fields.name')}
          placeholder={t('placeholders.name')}
          autoComplete="name"
          error={errors.name}
          {...register('name')}
        />
        <Controller
          control={control}
          name="date_of_birth"
          render={({ field, fieldState }) => (
            <DayField
              id={`${idPrefix}-date-of-birth`}
              label={t('fields.dateOfBirth')}
              hint={t('hints.dateOfBirth')}
              autoComplete="bday"
              error={fieldState.error}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
        <TextField
          id={`${idPrefix}-address`}
          label={t('fields.address')}
          placeholder={t('placeholders.address')}
          autoComplete="street-address"
          className="sm:col-span-2"
          error={errors.address}
          {...register('address')}
        />
      </FormSection>
      <FormSection title={t('register.contact')}>
        <EmailField
          id={`${idPrefix}-email`}
          placeholder={t('placeholders.email')}
          error={errors.email}
          {...register('email')}
        />
        <Controller
          control={control}
          name="mobile"
          render={({ field, fieldState }) => (
            <Suspense fallback={<PhonePlaceholder label={t('fields.phone')} />}>
              <PhoneField
                label={t('fields.phone')}
                name={field.name}
                value={field.value}
                country={startCountry}
                onChange={field.onChange}
                onBlur={field.onBlur}
                onCountryChange={(country) => setValue('mobile_country', country)}
                error={fieldState.error}
              />
            </Suspense>
          )}
        />
      </FormSection>
    </>
  );
}
