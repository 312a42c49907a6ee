import { useId } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import PhoneInput, { type Country, getCountries } from 'react-phone-number-input';
import arabicNames from 'react-phone-number-input/locale/ar';
import englishNames from 'react-phone-number-input/locale/en';
import { EXCLUDED_PHONE_COUNTRIES } from '#shared/contract/client-limits.ts';
import { FIRST_COUNTRIES } from '#shared/country-order.ts';
import { useLanguage } from '#web/state/language.ts';
import { FieldFrame } from './fields.tsx';
import { DEFAULT_PHONE_COUNTRY } from './phone-country.ts';

/** Every country the picker offers: all that libphonenumber knows except the excluded ones (spec §5). */
const phoneCountries: Country[] = getCountries().filter(
  (country) => !EXCLUDED_PHONE_COUNTRIES.includes(country),
);

/** The shop's main markets first (one list with the shop's other country lists), then the rest. */
const countryOrder = [...FIRST_COUNTRIES, '|', '...'] as const;

const isPhoneCountry = (value: unknown): value is Country =>
  typeof value === 'string' && (phoneCountries as string[]).includes(value);

type PhoneFieldProps = {
  label: string;
  name: string;
  value: string;
  /** The country the picker starts with (Jordan when none or unknown); afterwards the picker owns it. */
  country?: string;
  onChange: (value: string) => void;
  onCountryChange: (country: Country) => void;
  onBlur?: () => void;
  error?: FieldError;
};

/**
 * Mobile number with a country picker. Each flag is a file of the shop's own (/flags/JO.svg, written
 * by the build), loaded when shown: nothing loads from elsewhere, and no form carries every flag. The
 * calling code is fixed by the chosen country, so the number is always read for that country.
 */
export function PhoneField({
  label,
  value,
  country,
  onChange,
  onCountryChange,
  onBlur,
  error,
}: PhoneFieldProps) {
  const { language } = useLanguage();
  const { t } = useTranslation('accounts');
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error}>
      {(described) => (
        <div
          dir="ltr"
          className={[
            'flex items-center rounded-xl border bg-white shadow-xs transition',
            'focus-within:border-brand-500 focus-within:ring-4 focus-within:ring-brand-500/15',
            error ? 'border-red-400 bg-red-50/30' : 'border-brand-200',
            // The picker: a flag with a chevron; the invisible native select on top takes the clicks.
            '[&_.PhoneInput]:flex [&_.PhoneInput]:w-full [&_.PhoneInput]:items-center',
            '[&_.PhoneInputCountry]:relative [&_.PhoneInputCountry]:flex [&_.PhoneInputCountry]:items-center',
            '[&_.PhoneInputCountry]:gap-2 [&_.PhoneInputCountry]:self-stretch [&_.PhoneInputCountry]:border-e',
            '[&_.PhoneInputCountry]:border-brand-100 [&_.PhoneInputCountry]:px-3',
            '[&_.PhoneInputCountrySelect]:absolute [&_.PhoneInputCountrySelect]:inset-0 [&_.PhoneInputCountrySelect]:z-10',
            '[&_.PhoneInputCountrySelect]:cursor-pointer [&_.PhoneInputCountrySelect]:opacity-0',
            '[&_.PhoneInputCountryIcon]:h-4 [&_.PhoneInputCountryIcon]:w-6 [&_.PhoneInputCountryIcon]:overflow-hidden',
            '[&_.PhoneInputCountryIcon]:rounded-[3px] [&_.PhoneInputCountryIcon]:shadow-sm [&_.PhoneInputCountryIcon]:ring-1',
            '[&_.PhoneInputCountryIcon]:ring-black/10 [&_.PhoneInputCountryIconImg]:size-full',
            '[&_.PhoneInputCountrySelectArrow]:size-1.5 [&_.PhoneInputCountrySelectArrow]:rotate-45',
            '[&_.PhoneInputCountrySelectArrow]:border-e [&_.PhoneInputCountrySelectArrow]:border-b',
            '[&_.PhoneInputCountrySelectArrow]:border-brand-500 [&_.PhoneInputCountrySelectArrow]:-mt-1',
            '[&:has(select:focus-visible)_.PhoneInputCountry]:bg-gold-50',
          ].join(' ')}
        >
          <PhoneInput
            id={id}
            international
            countryCallingCodeEditable={false}
            addInternationalOption={false}
            limitMaxLength
            countries={phoneCountries}
            countryOptionsOrder={[...countryOrder]}
            defaultCountry={isPhoneCountry(country) ? country : DEFAULT_PHONE_COUNTRY}
            onCountryChange={(next) => next && onCountryChange(next)}
            flagUrl="/flags/{XX}.svg"
            labels={language === 'ar' ? arabicNames : englishNames}
            locales={language}
            value={value || undefined}
            onChange={(next) => onChange(next ?? '')}
            onBlur={onBlur}
            autoComplete="tel"
            type="tel"
            numberInputProps={{
              name,
              className:
                'min-w-0 flex-1 rounded-e-xl bg-transparent px-4 py-3 text-start text-brand-950 outline-none',
              ...described,
            }}
            countrySelectProps={{ 'aria-label': t('fields.country') }}
          />
        </div>
      )}
    </FieldFrame>
  );
}
