import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReaderCountry } from './useReaderCountry.ts';

/** 'Ship to' and the countries shipped to; the choice is kept for every page of the shop. */
export function CountryChooser({ reader }: { reader: ReaderCountry }) {
  const { t } = useTranslation('orders');
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="text-sm font-bold text-brand-800">
        {t('shipping.shipTo')}
      </label>
      <select
        id={id}
        value={reader.country?.id ?? ''}
        onChange={(event) => reader.choose(Number(event.target.value))}
        disabled={!reader.countries}
        className="min-w-0 flex-1 rounded-lg border border-brand-100 bg-sand/60 px-3 py-1.5 text-sm text-brand-950 focus:border-gold-400 focus:outline-none focus:ring-2 focus:ring-gold-200"
      >
        {!reader.country && <option value="">{t('address.chooseCountry')}</option>}
        {reader.countries?.map((country) => (
          <option key={country.id} value={country.id}>
            {country.name}
          </option>
        ))}
      </select>
    </div>
  );
}
