import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  COUPON_FORMATS,
  COUPON_LIMITS,
  type Coupon,
  type CouponBody,
  staffCouponBodySchema,
} from '#shared/contract/staff-coupons.ts';
import { ApiError } from '#web/api/client.ts';
import { panel } from '#web/components/ui.tsx';
import { useLanguage } from '#web/state/language.ts';
import { CheckboxField, FormActions, SelectField, TextField, useConsoleForm } from '../../console/form.tsx';
import { coupons, useCategoryChoices } from './api.ts';

/* The form above the coupons: adds a code, or changes the one being edited (admins only). */

const optionalNumber = (schema: z.ZodNumber) => schema.nullable();
const number = () => z.number({ error: (issue) => (issue.input === undefined ? 'required' : 'number') });
const formSchema = z.object({
  code: staffCouponBodySchema.shape.code,
  kind: z.enum(['percent', 'amount']),
  value: number().gt(0).max(COUPON_LIMITS.money),
  min_subtotal: optionalNumber(number().gt(0).max(COUPON_LIMITS.money)),
  format: z.enum(['', ...COUPON_FORMATS]),
  // One box ticked alone reads as its value, none as false: always a list here.
  category_ids: z.preprocess(
    (v) => (Array.isArray(v) ? v : typeof v === 'string' ? [v] : []),
    z.array(z.string()),
  ),
  starts_at: z.string(),
  ends_at: z.string(),
  max_uses: optionalNumber(number().int({ error: 'wholeNumber' }).min(1)),
  max_uses_per_client: optionalNumber(number().int({ error: 'wholeNumber' }).min(1)),
  combines_with_sale: z.boolean(),
  active: z.boolean(),
});
type CouponValues = z.input<typeof formSchema>;

/** An instant as a `datetime-local` input shows it, in the member's time zone. */
function localInput(iso: string | null): string {
  if (!iso) return '';
  const at = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

const valuesOf = (coupon: Coupon | null): CouponValues => ({
  code: coupon?.code ?? '',
  kind: coupon?.amount_off != null ? 'amount' : 'percent',
  value: coupon ? (coupon.percent_off ?? coupon.amount_off ?? 0) : (undefined as unknown as number),
  min_subtotal: coupon?.min_subtotal ?? null,
  format: coupon?.format ?? '',
  category_ids: (coupon?.category_ids ?? []).map(String),
  starts_at: localInput(coupon?.starts_at ?? null),
  ends_at: localInput(coupon?.ends_at ?? null),
  max_uses: coupon?.max_uses ?? null,
  max_uses_per_client: coupon?.max_uses_per_client ?? null,
  combines_with_sale: coupon?.combines_with_sale ?? false,
  active: coupon?.active ?? true,
});

function bodyOf(values: z.output<typeof formSchema>, editing: Coupon | null): CouponBody {
  const instant = (local: string) => (local ? new Date(local).toISOString() : null);
  return {
    code: values.code,
    percent_off: values.kind === 'percent' ? values.value : null,
    amount_off: values.kind === 'amount' ? values.value : null,
    min_subtotal: values.min_subtotal,
    format: values.format === '' ? null : values.format,
    category_ids: values.category_ids.map(Number),
    // A limit to some books is kept as it is (set through the API).
    book_ids: editing?.book_ids ?? [],
    starts_at: instant(values.starts_at),
    ends_at: instant(values.ends_at),
    max_uses: values.max_uses,
    max_uses_per_client: values.max_uses_per_client,
    combines_with_sale: values.combines_with_sale,
    active: values.active,
  };
}

const numberOrNull = (value: unknown) => (value === '' || value == null ? null : Number(value));
/** The server's name of a field, as this form names it. */
const fieldOf = (name: string) => (name === 'percent_off' || name === 'amount_off' ? 'value' : name);

// Whole: one form's fields in the order the page shows them, all on the one form's register and errors.
export function CouponForm({ editing, onDone }: { editing: Coupon | null; onDone: () => void }) {
  const { t } = useTranslation('staff-coupons');
  const { t: c } = useTranslation('console');
  const { language } = useLanguage();
  const categories = useCategoryChoices();
  const save = coupons.useSave();
  const form = useConsoleForm<CouponValues>(formSchema, valuesOf(editing));
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      // The resolver hands over the schema's output.
      { id: editing?.id, body: bodyOf(values as z.output<typeof formSchema>, editing) },
      {
        onSuccess: () => {
          form.reset(valuesOf(null));
          onDone();
        },
        onError: (error) => {
          if (!(error instanceof ApiError) || !error.errors) return;
          for (const [name, messages] of Object.entries(error.errors)) {
            if (messages[0]) form.setError(fieldOf(name) as never, { type: 'server', message: messages[0] });
          }
        },
      },
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="coupon-form" className={`${panel} grid gap-4 p-5`}>
      <h2 id="coupon-form" className="text-lg font-bold text-brand-900">
        {editing ? (
          <>
            {t('edit')} <bdi dir="ltr">{editing.code}</bdi>
          </>
        ) : (
          t('new')
        )}
      </h2>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={t('fields.code')}
          required
          dir="ltr"
          autoComplete="off"
          maxLength={COUPON_LIMITS.code}
          hint={t('fields.codeHint')}
          error={errors.code}
          {...form.register('code')}
        />
        <SelectField
          label={t('fields.kind')}
          required
          options={[
            { value: 'percent', label: t('kinds.percent') },
            { value: 'amount', label: t('kinds.amount') },
          ]}
          error={errors.kind}
          {...form.register('kind')}
        />
        <TextField
          label={t('fields.value')}
          required
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          dir="ltr"
          error={errors.value}
          {...form.register('value', { setValueAs: (v) => (v === '' ? undefined : Number(v)) })}
        />
        <TextField
          label={t('fields.minSubtotal')}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          dir="ltr"
          error={errors.min_subtotal}
          {...form.register('min_subtotal', { setValueAs: numberOrNull })}
        />
        <SelectField
          label={t('fields.format')}
          options={[
            { value: '', label: t('formats.any') },
            ...COUPON_FORMATS.map((format) => ({ value: format, label: t(`formats.${format}`) })),
          ]}
          error={errors.format}
          {...form.register('format')}
        />
        <div aria-hidden="true" className="hidden sm:block" />
        <TextField
          label={t('fields.startsAt')}
          type="datetime-local"
          dir="ltr"
          error={errors.starts_at}
          {...form.register('starts_at')}
        />
        <TextField
          label={t('fields.endsAt')}
          type="datetime-local"
          dir="ltr"
          hint={t('fields.endsAtHint')}
          error={errors.ends_at}
          {...form.register('ends_at')}
        />
        <div aria-hidden="true" className="hidden sm:block" />
        <TextField
          label={t('fields.maxUses')}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          dir="ltr"
          hint={t('fields.unlimited')}
          error={errors.max_uses}
          {...form.register('max_uses', { setValueAs: numberOrNull })}
        />
        <TextField
          label={t('fields.maxUsesPerClient')}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          dir="ltr"
          hint={t('fields.unlimited')}
          error={errors.max_uses_per_client}
          {...form.register('max_uses_per_client', { setValueAs: numberOrNull })}
        />
      </div>
      {(categories.data?.length ?? 0) > 0 && (
        <fieldset className="grid gap-2">
          <legend className="text-sm font-bold text-brand-800">{t('fields.categories')}</legend>
          <p className="text-xs text-brand-600">{t('fields.categoriesHint')}</p>
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {categories.data?.map((category) => (
              <CheckboxField
                key={category.id}
                label={category[language] || category.ar}
                value={String(category.id)}
                {...form.register('category_ids')}
              />
            ))}
          </div>
        </fieldset>
      )}
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <CheckboxField
          label={t('fields.combinesWithSale')}
          error={errors.combines_with_sale}
          {...form.register('combines_with_sale')}
        />
        <CheckboxField label={t('fields.active')} error={errors.active} {...form.register('active')} />
      </div>
      <FormActions
        pending={save.isPending}
        label={editing ? undefined : c('form.create')}
        onCancel={editing ? onDone : undefined}
      />
    </form>
  );
}
