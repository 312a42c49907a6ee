import { useId, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  COD_EXPIRY_HOURS_MAX,
  type CodSettings,
  type CodSettingsBody,
  codSettingsBodySchema,
} from '#shared/contract/cod-confirmation.ts';
import type { Country } from '#shared/contract/content.ts';
import { FIRST_COUNTRIES } from '#shared/country-order.ts';
import type { Lang } from '#shared/lang.ts';
import { buttonSecondary } from '#web/components/ui.tsx';
import { useLanguage } from '#web/state/language.ts';
import {
  CheckboxField,
  SelectField,
  showServerErrors,
  TextField,
  useConsoleForm,
} from '../../console/form.tsx';
import { Loaded } from '../../console/resource/index.ts';
import { SettingsFrame } from '../../console/settings-form.tsx';
import { useCodSettings, useCountries, useSaveCodSettings } from './settings-api.ts';

/*
 * The COD confirmation settings (decision 097) under the list of orders awaiting it: the hours a buyer
 * has before an unconfirmed order is cancelled, and per market (the country the parcel goes to)
 * whether its COD orders wait for the buyer's yes. The main markets are always shown; a market
 * without a setting of its own follows the shop's default, and only markets set here are saved.
 */

type Values = { expiry_hours: number; markets: { country_id: number; confirm: boolean }[] };

/** The markets always shown: Jordan, Saudi Arabia, the Gulf states and Egypt. */
const MAIN_MARKETS: readonly string[] = FIRST_COUNTRIES.slice(0, 8);

const nameOf = (country: Country, lang: Lang) => (lang === 'ar' ? country.name_ar : country.name_en);

const numberOrBlank = (value: unknown) => (value === '' || value === undefined ? undefined : Number(value));

/** The markets the form shows: the main markets, then any other with a setting, each as it stands. */
function shownMarkets(settings: CodSettings, countries: Country[]) {
  const own = new Map(settings.markets.map((m) => [m.country_id, m.confirm]));
  return countries
    .filter((c) => MAIN_MARKETS.includes(c.code) || own.has(c.id))
    .map((c) => ({ country_id: c.id, confirm: own.get(c.id) ?? settings.default_confirm }));
}

function SettingsForm({ settings, countries }: { settings: CodSettings; countries: Country[] }) {
  const { t } = useTranslation('staff-cod');
  const { language } = useLanguage();
  const titleId = useId();
  const save = useSaveCodSettings(t('settings.saved'));
  const initial = (s: CodSettings): Values => ({
    expiry_hours: s.expiry_hours,
    markets: shownMarkets(s, countries),
  });
  const [own, setOwn] = useState(() => new Set(settings.markets.map((m) => m.country_id)));
  const form = useConsoleForm<Values>(codSettingsBodySchema as never, initial(settings));
  const markets = useFieldArray({ control: form.control, name: 'markets', keyName: 'key' });
  const [adding, setAdding] = useState('');
  const { errors } = form.formState;
  const byId = new Map(countries.map((c) => [c.id, c]));
  const listed = new Set(markets.fields.map((m) => m.country_id));
  const others = countries.filter((c) => !listed.has(c.id));

  const submit = form.handleSubmit((values) => {
    // A market is saved once it has a setting of its own, or once it differs from the default.
    const body: CodSettingsBody = {
      expiry_hours: values.expiry_hours,
      markets: values.markets.filter((m) => own.has(m.country_id) || m.confirm !== settings.default_confirm),
    };
    save.mutate(body, {
      onSuccess: ({ data }) => {
        setOwn(new Set(data.markets.map((m) => m.country_id)));
        form.reset(initial(data));
      },
      onError: (error) => showServerErrors(error, form),
    });
  });

  const add = () => {
    const id = Number(adding);
    if (!id) return;
    markets.append({ country_id: id, confirm: settings.default_confirm });
    setOwn((before) => new Set(before).add(id));
    setAdding('');
  };

  return (
    <SettingsFrame id={titleId} title={t('settings.title')} pending={save.isPending} onSubmit={submit}>
      <TextField
        label={t('settings.hours')}
        hint={t('settings.hoursHint', { max: COD_EXPIRY_HOURS_MAX })}
        type="number"
        inputMode="numeric"
        min={1}
        max={COD_EXPIRY_HOURS_MAX}
        step={1}
        dir="ltr"
        className="max-w-xs"
        required
        error={errors.expiry_hours}
        {...form.register('expiry_hours', { setValueAs: numberOrBlank })}
      />
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold text-brand-900">{t('settings.markets')}</legend>
        <p className="text-sm text-brand-600">
          {t(settings.default_confirm ? 'settings.defaultOn' : 'settings.defaultOff')}
        </p>
        <ul className="grid gap-2 sm:grid-cols-2">
          {markets.fields.map((market, index) => {
            const country = byId.get(market.country_id);
            const name = country ? nameOf(country, language) : String(market.country_id);
            return (
              <li key={market.key}>
                <CheckboxField
                  label={t('settings.asks', { country: name })}
                  error={errors.markets?.[index]?.country_id ?? errors.markets?.[index]?.confirm}
                  {...form.register(`markets.${index}.confirm`)}
                />
              </li>
            );
          })}
        </ul>
        {others.length > 0 && (
          <div className="flex flex-wrap items-end gap-3">
            <SelectField
              label={t('settings.addMarket')}
              value={adding}
              onChange={(event) => setAdding(event.target.value)}
              placeholder={t('settings.choose')}
              options={others.map((c) => ({ value: c.id, label: nameOf(c, language) }))}
              className="min-w-60"
            />
            <button type="button" onClick={add} disabled={!adding} className={buttonSecondary}>
              {t('settings.add')}
            </button>
          </div>
        )}
      </fieldset>
    </SettingsFrame>
  );
}

/** The settings panel, once the settings and the countries are in. */
export function CodSettingsPanel() {
  const settings = useCodSettings();
  const countries = useCountries();
  return (
    <section className="mt-8">
      <Loaded query={settings}>
        {(data) => (
          <Loaded query={countries}>{(list) => <SettingsForm settings={data} countries={list} />}</Loaded>
        )}
      </Loaded>
    </section>
  );
}
