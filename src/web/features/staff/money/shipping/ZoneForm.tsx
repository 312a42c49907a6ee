import { Controller, type FieldError, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import {
  SHIPPING_LIMITS,
  type ShippingZone,
  staffShippingZoneBodySchema,
} from '#shared/contract/shipping.ts';
import { buttonSecondary, panel } from '#web/components/ui.tsx';
import { useLanguage } from '#web/state/language.ts';
import { BilingualText } from '../../console/bilingual.tsx';
import { CheckboxField, ConfirmButton, FormActions, TextField } from '../../console/form.tsx';
import { useSaveForm } from '../../console/resource/index.ts';
import { useCountries, zones } from './api.ts';
import { CountryPicker } from './CountryPicker.tsx';
import { useIsAdmin, zoneName } from './parts.tsx';

type ShippingZoneBody = z.input<typeof staffShippingZoneBodySchema>;

/* A shipping zone: its names, countries, weight bands, free shipping, cash on delivery and estimate. */

const blank: ShippingZoneBody = {
  name_ar: '',
  name_en: '',
  country_ids: [],
  rates: [{ max_grams: 500, price: 0 }],
  free_shipping_from: null,
  cod_offered: false,
  cod_fee: 0,
  delivery_days_min: 1,
  delivery_days_max: 3,
};

const valuesOf = (zone?: ShippingZone): ShippingZoneBody =>
  zone
    ? {
        name_ar: zone.name_ar,
        name_en: zone.name_en,
        country_ids: zone.country_ids,
        rates: zone.rates,
        free_shipping_from: zone.free_shipping_from,
        cod_offered: zone.cod_offered,
        cod_fee: zone.cod_fee,
        delivery_days_min: zone.delivery_days_min,
        delivery_days_max: zone.delivery_days_max,
      }
    : blank;

const numberOrBlank = (value: unknown) =>
  value === '' || value === undefined || value === null ? undefined : Number(value);
const numberOrNull = (value: unknown) =>
  value === '' || value === undefined || value === null ? null : Number(value);
const money = { type: 'number', inputMode: 'decimal', min: 0, step: 0.01, dir: 'ltr' } as const;
const whole = { type: 'number', inputMode: 'numeric', min: 0, step: 1, dir: 'ltr' } as const;

const section = `${panel} grid gap-4 p-5`;
const heading = 'text-lg font-bold text-brand-900';

// Whole: one form, its panels in the order the page shows them, all on the one form's register and errors.
export function ZoneForm({ zone }: { zone?: ShippingZone }) {
  const { t } = useTranslation('staff-shipping');
  const { t: c } = useTranslation('console');
  const { language } = useLanguage();
  const navigate = useNavigate();
  const admin = useIsAdmin();
  const countries = useCountries();
  const remove = zones.useRemove();
  const { form, onSubmit, pending } = useSaveForm<ShippingZoneBody, ShippingZone>({
    schema: staffShippingZoneBodySchema,
    values: valuesOf(zone),
    save: zones.useSave(),
    id: zone?.id,
    next: valuesOf,
    onSaved: () => navigate('/staff/shipping-zones'),
  });
  const bands = useFieldArray({ control: form.control, name: 'rates' });
  const { errors } = form.formState;
  const codOffered = form.watch('cod_offered');
  const bandsError = errors.rates?.message ?? errors.rates?.root?.message;

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('zone.form')} className="grid gap-6">
      <fieldset disabled={!admin} className="grid min-w-0 gap-6">
        <section aria-labelledby="zone-names" className={section}>
          <h2 id="zone-names" className={heading}>
            {t('zone.names')}
          </h2>
          <BilingualText
            form={form}
            name="name"
            label={t('zone.name')}
            required
            maxLength={SHIPPING_LIMITS.name}
          />
        </section>

        <section aria-labelledby="zone-countries" className={section}>
          <h2 id="zone-countries" className={heading}>
            {t('zone.countriesTitle')}
          </h2>
          <Controller
            control={form.control}
            name="country_ids"
            render={({ field, fieldState }) => (
              <CountryPicker
                countries={countries.data ?? []}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
                disabled={!admin}
              />
            )}
          />
        </section>

        <section aria-labelledby="zone-bands" className={section}>
          <h2 id="zone-bands" className={heading}>
            {t('zone.bands')}
          </h2>
          <p className="text-sm text-brand-700">{t('zone.bandsHint')}</p>
          <ol className="grid gap-3">
            {bands.fields.map((band, index) => (
              <li key={band.id} className="grid grid-cols-[1fr_1fr_auto] items-start gap-3">
                <TextField
                  label={t('zone.maxGrams', { n: index + 1 })}
                  required
                  {...whole}
                  min={1}
                  error={errors.rates?.[index]?.max_grams}
                  {...form.register(`rates.${index}.max_grams`, { setValueAs: numberOrBlank })}
                />
                <TextField
                  label={t('zone.bandPrice', { n: index + 1 })}
                  required
                  {...money}
                  error={errors.rates?.[index]?.price}
                  {...form.register(`rates.${index}.price`, { setValueAs: numberOrBlank })}
                />
                {admin && (
                  <button
                    type="button"
                    onClick={() => bands.remove(index)}
                    disabled={bands.fields.length === 1}
                    aria-label={t('zone.removeBand', { n: index + 1 })}
                    className={`${buttonSecondary} mt-7 px-3`}
                  >
                    {t('zone.remove')}
                  </button>
                )}
              </li>
            ))}
          </ol>
          {bandsError && <p className="text-sm font-medium text-red-700">{bandsError}</p>}
          {admin && bands.fields.length < SHIPPING_LIMITS.bands && (
            <button
              type="button"
              className={`${buttonSecondary} justify-self-start`}
              onClick={() => {
                const last = form.getValues('rates').at(-1);
                bands.append({ max_grams: (last?.max_grams ?? 0) + 500, price: last?.price ?? 0 });
              }}
            >
              {t('zone.addBand')}
            </button>
          )}
          <TextField
            label={t('zone.freeFrom')}
            hint={t('zone.freeFromHint')}
            {...money}
            className="max-w-xs"
            error={errors.free_shipping_from as FieldError | undefined}
            {...form.register('free_shipping_from', { setValueAs: numberOrNull })}
          />
        </section>

        <section aria-labelledby="zone-delivery" className={section}>
          <h2 id="zone-delivery" className={heading}>
            {t('zone.deliveryAndCod')}
          </h2>
          <div className="grid grid-cols-2 gap-3 sm:max-w-md">
            <TextField
              label={t('zone.daysMin')}
              required
              {...whole}
              error={errors.delivery_days_min}
              {...form.register('delivery_days_min', { setValueAs: numberOrBlank })}
            />
            <TextField
              label={t('zone.daysMax')}
              required
              {...whole}
              error={errors.delivery_days_max}
              {...form.register('delivery_days_max', { setValueAs: numberOrBlank })}
            />
          </div>
          <CheckboxField
            label={t('zone.codOffered')}
            error={errors.cod_offered}
            {...form.register('cod_offered')}
          />
          {codOffered && (
            <TextField
              label={t('zone.codFee')}
              {...money}
              className="max-w-xs"
              error={errors.cod_fee}
              {...form.register('cod_fee', { setValueAs: (value) => numberOrBlank(value) ?? 0 })}
            />
          )}
        </section>
      </fieldset>
      {admin && (
        <div className={`${panel} p-5 pt-0`}>
          <FormActions pending={pending} label={zone ? undefined : c('form.create')}>
            {zone && (
              <ConfirmButton
                label={c('form.delete')}
                question={t('zone.confirmDelete', { name: zoneName(zone, language) })}
                disabled={remove.isPending}
                onConfirm={() =>
                  remove.mutate(zone.id, { onSuccess: () => navigate('/staff/shipping-zones') })
                }
              />
            )}
            {zone && (
              <Link
                to={`/staff/activity?entity=shipping_zone&entity_id=${zone.id}`}
                className="text-sm font-semibold text-brand-700 underline hover:text-gold-700"
              >
                {t('zone.history')}
              </Link>
            )}
          </FormActions>
        </div>
      )}
    </form>
  );
}
