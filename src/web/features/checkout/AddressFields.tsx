import { useEffect, useState } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Country } from '#shared/contract/content.ts';
import { SHORT_ADDRESS_COUNTRY } from '#shared/contract/order-limits.ts';
import { Field, inputLook } from './fields.tsx';
import { type AddressPart, type CheckoutValues, loadPostalRules } from './form.ts';

type AddressFieldsProps = {
  kind: 'shipping' | 'billing';
  register: UseFormRegister<CheckoutValues>;
  errors: FieldErrors<CheckoutValues>;
  countries: Country[];
  disabled: boolean;
  /** The calling code of the block's country ('+962'), shown in the empty phone field. */
  phonePrefix?: string;
  /** The ISO code of the block's country (billing: the shipping one when it has none of its own). */
  countryCode?: string;
};

/**
 * What the reader types in words takes its own direction (`auto`): an Arabic street typed on the English
 * page keeps its number on its side. Codes, phones and e-mails are always left to right.
 */
const inputTypes: Partial<Record<AddressPart, { type: string; autoComplete: string; dir: 'ltr' | 'auto' }>> =
  {
    name: { type: 'text', autoComplete: 'name', dir: 'auto' },
    address: { type: 'text', autoComplete: 'street-address', dir: 'auto' },
    city: { type: 'text', autoComplete: 'address-level2', dir: 'auto' },
    state: { type: 'text', autoComplete: 'address-level1', dir: 'auto' },
    postal_code: { type: 'text', autoComplete: 'postal-code', dir: 'ltr' },
    short_address: { type: 'text', autoComplete: 'off', dir: 'ltr' },
    mobile: { type: 'tel', autoComplete: 'tel', dir: 'ltr' },
    email: { type: 'email', autoComplete: 'email', dir: 'ltr' },
  };

/**
 * Two columns: name and e-mail, phone and country, the street across, city and state, postal code and,
 * for an address in Saudi Arabia, the short national address.
 */
const layout = [
  'name',
  'email',
  'mobile',
  'country_id',
  'address',
  'city',
  'state',
  'postal_code',
  'short_address',
] as const;

/**
 * Whether the country's addresses give a postal code, by the rules that load with the form's checks:
 * until they have loaded, and before a country is chosen, the field is marked required.
 */
function usePostalCodeRequired(countryCode: string | undefined) {
  const [usesPostalCode, setUsesPostalCode] = useState<((country?: string) => boolean) | null>(null);
  useEffect(() => {
    let shown = true;
    void loadPostalRules().then((rules) => shown && setUsesPostalCode(() => rules.usesPostalCode));
    return () => {
      shown = false;
    };
  }, []);
  return usesPostalCode === null || usesPostalCode(countryCode);
}

/** The address block of spec §3 (full name, country, street, city, state, postal code, phone, e-mail). */
export function AddressFields({
  kind,
  register,
  errors,
  countries,
  disabled,
  phonePrefix,
  countryCode,
}: AddressFieldsProps) {
  const { t } = useTranslation('orders');
  const countryField = `${kind}_country_id` as const;
  // Spec §5: the billing block has no required country; it defaults to the shipping one.
  const countryOptional = kind === 'billing';
  const postalCodeRequired = usePostalCodeRequired(countryCode);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {layout.map((part) =>
        part === 'short_address' && countryCode !== SHORT_ADDRESS_COUNTRY ? null : part === 'country_id' ? (
          <Field
            key={part}
            label={t('address.country')}
            error={errors[countryField]?.message}
            optional={countryOptional}
          >
            {(ids) => (
              <select
                {...register(countryField)}
                {...ids}
                disabled={disabled}
                autoComplete={`${kind} country-name`}
                className={inputLook}
              >
                <option value="">
                  {countryOptional ? t('address.sameCountry') : t('address.chooseCountry')}
                </option>
                {countries.map((country) => (
                  <option key={country.id} value={country.id}>
                    {country.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : (
          <TextPart
            key={part}
            {...{ kind, part, register, errors, disabled }}
            placeholder={part === 'mobile' ? phonePrefix : undefined}
            optional={part === 'postal_code' && !postalCodeRequired}
          />
        ),
      )}
    </div>
  );
}

type TextPartProps = Omit<AddressFieldsProps, 'countries' | 'phonePrefix' | 'countryCode'> & {
  part: Exclude<(typeof layout)[number], 'country_id'>;
  placeholder?: string;
  /** Shown as optional: a postal code in a country without them. */
  optional?: boolean;
};

function TextPart({ kind, part, register, errors, disabled, placeholder, optional }: TextPartProps) {
  const { t } = useTranslation('orders');
  const name = `${kind}_${part}` as const;
  const input = inputTypes[part];
  const hint = part === 'short_address' ? t('address.shortAddressHint') : undefined;
  return (
    <Field
      label={t(`address.${part}`)}
      error={errors[name]?.message}
      hint={hint}
      optional={optional}
      className={part === 'address' ? 'sm:col-span-2' : ''}
    >
      {(ids) => (
        <input
          {...register(name)}
          {...ids}
          maxLength={part === 'short_address' ? 12 : undefined}
          className={part === 'short_address' ? `${inputLook} uppercase` : inputLook}
          type={input?.type}
          dir={input?.dir}
          placeholder={placeholder}
          // 'off' takes no section token: 'shipping off' is no valid autocomplete value.
          autoComplete={input?.autoComplete === 'off' ? 'off' : `${kind} ${input?.autoComplete ?? 'on'}`}
          disabled={disabled}
        />
      )}
    </Field>
  );
}
