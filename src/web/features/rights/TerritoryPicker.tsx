import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { textIn } from '#shared/lang.ts';
import { useLanguage } from '#web/state/language.ts';
import { useCountryList } from './api.ts';
import { choiceLook, Group, inputLook } from './Field.tsx';

type Props = {
  scope: 'world' | 'countries';
  countries: string[];
  onScope: (scope: 'world' | 'countries') => void;
  onCountries: (codes: string[]) => void;
  error?: string;
};

/** Lower case, without Arabic marks, for a filter that finds 'مِصر' from 'مصر'. */
const folded = (text: string) => text.toLowerCase().replace(/[\u064b-\u0652\u0640]/g, '');

/** The countries to tick, filtered by name or code; the ticked ones stay on top. */
function CountryList({ countries, onCountries }: Pick<Props, 'countries' | 'onCountries'>) {
  const { t } = useTranslation('content');
  const { language } = useLanguage();
  const list = useCountryList();
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const wanted = folded(filter.trim());
  const named = (list.data ?? []).map((c) => ({
    code: c.code,
    name: textIn(language, c.name_ar, c.name_en),
  }));
  const shown = [
    ...named.filter((c) => countries.includes(c.code)),
    ...named.filter(
      (c) => !countries.includes(c.code) && (folded(c.name).includes(wanted) || folded(c.code) === wanted),
    ),
  ];
  const toggle = (code: string, on: boolean) =>
    onCountries(on ? [...countries, code] : countries.filter((chosen) => chosen !== code));
  if (list.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {t('rights.loadError')}{' '}
        <button type="button" className="font-bold underline" onClick={() => void list.refetch()}>
          {t('rights.retry')}
        </button>
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={filterId} className="text-sm text-brand-700">
        {t('rights.countrySearch')}
      </label>
      <input
        id={filterId}
        type="search"
        className={inputLook}
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
      />
      <p aria-live="polite" className="text-sm font-semibold text-brand-700">
        {t('rights.countriesChosen', { count: countries.length })}
      </p>
      <ul className="grid max-h-72 gap-1 overflow-y-auto rounded-xl border border-brand-100 p-2 sm:grid-cols-2">
        {shown.map((country) => (
          <li key={country.code}>
            <label className="flex cursor-pointer items-center gap-2 rounded-lg px-2 py-1.5 hover:bg-sand">
              <input
                type="checkbox"
                checked={countries.includes(country.code)}
                onChange={(event) => toggle(country.code, event.target.checked)}
              />
              {country.name}
            </label>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Where the rights are wanted: the whole world, or the countries ticked. */
export function TerritoryPicker({ scope, countries, onScope, onCountries, error }: Props) {
  const { t } = useTranslation('content');
  return (
    <Group legend={t('rights.territory')} error={error}>
      <div className="flex flex-wrap gap-2">
        {(['world', 'countries'] as const).map((choice) => (
          <label key={choice} className={choiceLook}>
            <input
              type="radio"
              name="rights-scope"
              checked={scope === choice}
              onChange={() => onScope(choice)}
            />
            {t(`rights.${choice}`)}
          </label>
        ))}
      </div>
      {scope === 'countries' && <CountryList countries={countries} onCountries={onCountries} />}
    </Group>
  );
}
