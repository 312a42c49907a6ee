import { useEffect } from 'react';
import type { UseFormGetValues, UseFormRegisterReturn, UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useClientCountry } from '#web/api/session.ts';
import { useCountries } from './api.ts';
import { Field, inputLook } from './fields.tsx';

type WithCountry = { country_id: string };

/**
 * Chooses the country the buyer's profile remembers, once it is known, unless one is chosen already:
 * a buyer is asked their country at their first digital checkout only.
 */
export function useRememberedCountry<T extends WithCountry>(
  getValues: UseFormGetValues<T>,
  setValue: UseFormSetValue<T>,
) {
  const remembered = useClientCountry();
  useEffect(() => {
    const get = getValues as unknown as UseFormGetValues<WithCountry>;
    const set = setValue as unknown as UseFormSetValue<WithCountry>;
    if (remembered && get('country_id') === '') set('country_id', String(remembered));
  }, [remembered, getValues, setValue]);
}

/** The buyer's country, whose tax e-books pay (decision 088): required, with why it is asked. */
export function TaxCountryField({
  field,
  error,
  disabled,
}: {
  field: UseFormRegisterReturn<'country_id'>;
  error?: string;
  disabled: boolean;
}) {
  const { t } = useTranslation('orders');
  const countries = useCountries();
  // Drawn with its options, so that the remembered country shows chosen from the start.
  if (!countries.data) return null;
  return (
    <Field label={t('pdf.country')} hint={t('pdf.countryHint')} error={error}>
      {(ids) => (
        <select {...field} {...ids} disabled={disabled} autoComplete="country-name" className={inputLook}>
          <option value="">{t('address.chooseCountry')}</option>
          {countries.data.map((country) => (
            <option key={country.id} value={country.id}>
              {country.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
