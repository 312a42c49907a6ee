import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  BOOK_FORMATS,
  SHIPPING_LIMITS,
  staffTaxRuleBodySchema,
  type TaxRule,
} from '#shared/contract/shipping.ts';
import { positiveId } from '#shared/ids.ts';
import { panel } from '#web/components/ui.tsx';
import { useLanguage } from '#web/state/language.ts';
import { BilingualText } from '../../console/bilingual.tsx';
import { CheckboxField, FormActions, SelectField, TextField } from '../../console/form.tsx';
import { useSaveForm } from '../../console/resource/index.ts';
import { taxRules, useCountries } from './api.ts';
import { marketOrder, nameOf } from './parts.tsx';

type TaxRuleBody = z.input<typeof staffTaxRuleBodySchema>;

/* The form above the tax rules: adds one (a country and a format), or changes the one being edited. */

const blank = { format: 'printed', label_ar: '', label_en: '', taxes_shipping: true, taxes_cod_fee: true };

const valuesOf = (rule: TaxRule | null) =>
  (rule
    ? {
        country_id: rule.country_id,
        format: rule.format,
        rate: rule.rate,
        label_ar: rule.label_ar,
        label_en: rule.label_en,
        taxes_shipping: rule.taxes_shipping,
        taxes_cod_fee: rule.taxes_cod_fee,
      }
    : blank) as TaxRuleBody;

// Whole: one form's fields in the order the page shows them, all on the one form's register and errors.
export function TaxRuleForm({ editing, onDone }: { editing: TaxRule | null; onDone: () => void }) {
  const { t } = useTranslation('staff-shipping');
  const { t: c } = useTranslation('console');
  const { language } = useLanguage();
  const countries = useCountries();
  const { form, onSubmit, pending } = useSaveForm<TaxRuleBody, TaxRule>({
    schema: staffTaxRuleBodySchema,
    values: valuesOf(editing),
    save: taxRules.useSave(),
    id: editing?.id,
    next: () => valuesOf(null),
    onSaved: onDone,
  });
  const { errors } = form.formState;
  const country = countries.data?.find((one) => one.id === editing?.country_id);
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="tax-rule-form"
      className={`${panel} grid gap-4 p-5`}
    >
      <h2 id="tax-rule-form" className="text-lg font-bold text-brand-900">
        {editing
          ? t('tax.edit', {
              country: country ? nameOf(country, language) : editing.country_code,
              format: t(`tax.formats.${editing.format}`),
            })
          : t('tax.new')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label={t('tax.country')}
          required
          placeholder={t('tax.chooseCountry')}
          options={marketOrder(countries.data ?? [], language).map((one) => ({
            value: one.id,
            label: nameOf(one, language),
          }))}
          error={errors.country_id}
          {...form.register('country_id', { setValueAs: (value) => positiveId(String(value)) })}
        />
        <SelectField
          label={t('tax.format')}
          required
          options={BOOK_FORMATS.map((format) => ({ value: format, label: t(`tax.formats.${format}`) }))}
          error={errors.format}
          {...form.register('format')}
        />
        <TextField
          label={t('tax.rate')}
          required
          type="number"
          inputMode="decimal"
          min={0}
          max={100}
          step={0.01}
          dir="ltr"
          hint={t('tax.rateHint')}
          error={errors.rate}
          {...form.register('rate', {
            setValueAs: (value) => (value === '' || value === undefined ? undefined : Number(value)),
          })}
        />
      </div>
      <BilingualText
        form={form}
        name="label"
        label={t('tax.label')}
        required
        maxLength={SHIPPING_LIMITS.label}
        hint={t('tax.labelHint')}
      />
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <CheckboxField
          label={t('tax.taxesShipping')}
          error={errors.taxes_shipping}
          {...form.register('taxes_shipping')}
        />
        <CheckboxField
          label={t('tax.taxesCodFee')}
          error={errors.taxes_cod_fee}
          {...form.register('taxes_cod_fee')}
        />
      </div>
      <FormActions
        pending={pending}
        label={editing ? undefined : c('form.create')}
        onCancel={editing ? onDone : undefined}
      />
    </form>
  );
}
