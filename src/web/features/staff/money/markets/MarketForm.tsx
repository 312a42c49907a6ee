import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  MARKET_ROUNDINGS,
  type MarketBody,
  type MarketView,
  marketBodySchema,
} from '#shared/contract/markets.ts';
import { PAYMENT_METHOD_NAMES, PAYMENT_METHODS } from '#shared/contract/payment-methods.ts';
import { panel } from '#web/components/ui.tsx';
import { useLanguage } from '#web/state/language.ts';
import {
  BilingualFields,
  CheckboxField,
  controlClass,
  dirOf,
  Field,
  FormActions,
  SelectField,
  showServerErrors,
  TextField,
  useConsoleForm,
} from '../../console/form.tsx';
import { useCountries } from '../shipping/api.ts';
import { marketOrder, nameOf } from '../shipping/parts.tsx';
import { useSaveMarket } from './api.ts';

/* Adding or changing a market: its names, currency, rounding, payment methods and countries. */

const blank: MarketBody = {
  code: '',
  name_ar: '',
  name_en: '',
  currency: '',
  rounding: 'none',
  payment_methods: ['card'],
  country_ids: [],
  active: true,
};

const valuesOf = (market: MarketView): MarketBody => ({
  code: market.code,
  name_ar: market.name_ar,
  name_en: market.name_en,
  currency: market.currency,
  rounding: market.rounding,
  payment_methods: market.payment_methods,
  country_ids: market.countries.map((country) => country.id),
  active: market.active,
});

export function MarketForm({ market, onDone }: { market: MarketView | null; onDone: () => void }) {
  const { t } = useTranslation('staff-markets');
  const { language } = useLanguage();
  const countries = marketOrder(useCountries().data ?? [], language);
  const save = useSaveMarket();
  const form = useConsoleForm<MarketBody>(marketBodySchema, market ? valuesOf(market) : blank);
  const errors = form.formState.errors;
  const chosen = form.watch('country_ids');
  const submit = form.handleSubmit((body) =>
    save.mutate(
      { id: market?.id ?? null, body },
      { onSuccess: onDone, onError: (error) => showServerErrors(error, form) },
    ),
  );
  const title = market
    ? t('edit', { name: language === 'ar' ? market.name_ar : market.name_en })
    : t('newTitle');
  return (
    <form
      aria-label={title}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      noValidate
      className={`${panel} mb-6 grid max-w-5xl gap-4 p-5`}
    >
      <h2 className="text-lg font-bold text-brand-900">{title}</h2>
      <div className="grid gap-4 md:grid-cols-3">
        <TextField
          label={t('fields.code')}
          hint={t('fields.codeHint')}
          dir="ltr"
          required
          error={errors.code}
          {...form.register('code')}
        />
        <TextField
          label={t('fields.currency')}
          hint={t('fields.currencyHint')}
          dir="ltr"
          required
          error={errors.currency}
          {...form.register('currency')}
        />
        <SelectField
          label={t('fields.rounding')}
          options={MARKET_ROUNDINGS.map((rule) => ({ value: rule, label: t(`roundings.${rule}`) }))}
          error={errors.rounding}
          {...form.register('rounding')}
        />
      </div>
      <BilingualFields
        render={(lang, suffix) => (
          <TextField
            label={`${t('fields.name')} ${suffix}`}
            lang={lang}
            dir={dirOf(lang)}
            required
            error={lang === 'ar' ? errors.name_ar : errors.name_en}
            {...form.register(lang === 'ar' ? 'name_ar' : 'name_en')}
          />
        )}
      />
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold text-brand-900">{t('fields.methods')}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {PAYMENT_METHODS.map((method) => (
            <CheckboxField
              key={method}
              label={PAYMENT_METHOD_NAMES[method][language]}
              value={method}
              {...form.register('payment_methods')}
            />
          ))}
        </div>
        {errors.payment_methods?.message && (
          <p className="text-sm font-medium text-red-700">{errors.payment_methods.message}</p>
        )}
      </fieldset>
      <Field
        id="market-countries"
        label={t('fields.countries')}
        hint={t('fields.countriesHint')}
        error={errors.country_ids as FieldError | undefined}
      >
        {(described) => (
          <select
            id="market-countries"
            multiple
            size={8}
            className={controlClass(Boolean(errors.country_ids))}
            value={chosen.map(String)}
            onChange={(event) =>
              form.setValue(
                'country_ids',
                [...event.target.selectedOptions].map((option) => Number(option.value)),
                { shouldDirty: true },
              )
            }
            {...described}
          >
            {countries.map((country) => (
              <option key={country.id} value={country.id}>
                {nameOf(country, language)} ({country.code})
              </option>
            ))}
          </select>
        )}
      </Field>
      <CheckboxField label={t('fields.active')} error={errors.active} {...form.register('active')} />
      <FormActions pending={save.isPending} onCancel={onDone} />
    </form>
  );
}
