import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Country } from '#shared/contract/content.ts';
import { CloseIcon } from '#web/components/icons.tsx';
import { useLanguage } from '#web/state/language.ts';
import { controlClass } from '../../console/form.tsx';
import { MAIN_MARKETS, marketOrder, nameOf } from './parts.tsx';

/* The zone's countries: those chosen as chips, then a searchable list, the main markets first. */

const isMain = (country: Country) => (MAIN_MARKETS as readonly string[]).includes(country.code);

/** The countries whose Arabic or English name or code holds what was typed (all of them before). */
function matching(countries: Country[], search: string) {
  const words = search.trim().toLowerCase();
  return countries.filter(
    (country) =>
      !words || `${country.name_ar} ${country.name_en} ${country.code}`.toLowerCase().includes(words),
  );
}

type CountryGroupProps = {
  title: string;
  rows: Country[];
  chosen: Set<number>;
  onToggle: (countryId: number) => void;
};

/** A group of the list under its title (main markets, other countries), each country a checkbox. */
function CountryGroup({ title, rows, chosen, onToggle }: CountryGroupProps) {
  const { language } = useLanguage();
  if (rows.length === 0) return null;
  return (
    <li>
      <p className="sticky top-0 bg-brand-50 px-3 py-1 text-xs font-bold text-brand-700">{title}</p>
      <ul>
        {rows.map((country) => (
          <li key={country.id}>
            <label className="flex cursor-pointer items-center gap-2 px-3 py-1.5 text-sm hover:bg-brand-50">
              <input
                type="checkbox"
                className="size-4 accent-brand-700"
                checked={chosen.has(country.id)}
                onChange={() => onToggle(country.id)}
              />
              <span>{nameOf(country, language)}</span>
              <bdi dir="ltr" className="text-xs text-brand-600">
                {country.code}
              </bdi>
            </label>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The chosen countries as chips, each with its remove button unless the picker is disabled. */
function ChosenCountries({
  picked,
  disabled,
  onRemove,
}: {
  picked: Country[];
  disabled?: boolean;
  onRemove: (countryId: number) => void;
}) {
  const { t } = useTranslation('staff-shipping');
  const { language } = useLanguage();
  return (
    <ul aria-label={t('zone.chosenList')} className="flex flex-wrap gap-2">
      {picked.map((country) => (
        <li
          key={country.id}
          className="inline-flex items-center gap-1 rounded-full bg-brand-100 py-0.5 ps-3 pe-1 text-sm text-brand-900"
        >
          {nameOf(country, language)}
          {!disabled && (
            <button
              type="button"
              onClick={() => onRemove(country.id)}
              aria-label={t('zone.removeCountry', { name: nameOf(country, language) })}
              className="rounded-full p-1 hover:bg-brand-200"
            >
              <CloseIcon size={14} />
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The zone's countries: the chosen ones as chips, then the searchable list to tick them in. */
export function CountryPicker({
  countries,
  value,
  onChange,
  error,
  disabled,
}: {
  countries: Country[];
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('staff-shipping');
  const { language } = useLanguage();
  const [search, setSearch] = useState('');
  const id = useId();
  const ordered = marketOrder(countries, language);
  const chosen = new Set(value);
  const shown = matching(ordered, search);
  const toggle = (countryId: number) =>
    onChange(chosen.has(countryId) ? value.filter((one) => one !== countryId) : [...value, countryId]);
  const picked = ordered.filter((country) => chosen.has(country.id));

  return (
    <fieldset
      disabled={disabled}
      aria-describedby={error ? `${id}-error` : undefined}
      className="grid min-w-0 gap-2"
    >
      <legend className="mb-1 text-sm font-semibold text-brand-900">{t('zone.countries')}</legend>
      <p aria-live="polite" className="text-sm text-brand-700">
        {t('zone.chosen', { count: picked.length })}
      </p>
      {picked.length > 0 && <ChosenCountries picked={picked} disabled={disabled} onRemove={toggle} />}
      {!disabled && (
        <>
          <label htmlFor={`${id}-search`} className="sr-only">
            {t('zone.searchCountries')}
          </label>
          <input
            id={`${id}-search`}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('zone.searchCountries')}
            className={controlClass(Boolean(error))}
          />
          <ul
            aria-label={t('zone.countries')}
            className="max-h-72 overflow-y-auto rounded-lg border border-brand-200 bg-white"
          >
            <CountryGroup
              title={t('zone.mainMarkets')}
              rows={shown.filter(isMain)}
              chosen={chosen}
              onToggle={toggle}
            />
            <CountryGroup
              title={t('zone.otherCountries')}
              rows={shown.filter((country) => !isMain(country))}
              chosen={chosen}
              onToggle={toggle}
            />
            {shown.length === 0 && countries.length > 0 && (
              <li className="p-3 text-sm text-brand-600">{t('zone.noCountry')}</li>
            )}
          </ul>
        </>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
