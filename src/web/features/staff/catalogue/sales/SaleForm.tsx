import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { SALE_LIMITS, SALE_SCOPES, type Sale, staffSaleBodySchema } from '#shared/contract/staff-sales.ts';
import { textIn } from '#shared/lang.ts';
import { panel } from '#web/components/ui.tsx';
import { useLanguage } from '#web/state/language.ts';
import { BilingualText } from '../../console/bilingual.tsx';
import { FormActions, SelectField, TextField } from '../../console/form.tsx';
import { useSaveForm } from '../../console/resource/index.ts';
import { sales, useSaleBooks, useSaleChoices } from './api.ts';

type SaleBody = z.input<typeof staffSaleBodySchema>;

/* The form above the sales: adds one, or changes the one being edited. Times are the shop's clock. */

const blank = { name_ar: '', name_en: '', scope: 'all', book_ids: [], starts_at: '', ends_at: '' };

const valuesOf = (sale: Sale | null) =>
  (sale
    ? {
        name_ar: sale.name_ar,
        name_en: sale.name_en,
        scope: sale.scope,
        book_ids: sale.book_ids,
        category_id: sale.category_id,
        writer_id: sale.writer_id,
        percent: sale.percent,
        pdf_price: sale.pdf_price,
        hardcopy_price: sale.hardcopy_price,
        starts_at: sale.starts_local,
        ends_at: sale.ends_local,
      }
    : blank) as SaleBody;

/** Empty is null (no percentage, no fixed price, no category): the server says what is missing. */
const numberOrNull = (value: unknown) =>
  value === '' || value === undefined || value === null ? null : Number(value);

/** '3, 12 14' → [3, 12, 14]; anything else stays for the schema to refuse. */
const idsOf = (value: unknown) =>
  Array.isArray(value)
    ? value
    : String(value ?? '')
        .split(/[\s,،]+/)
        .filter(Boolean)
        .map(Number);

// Whole: one form's fields in the order the page shows them, all on the one form's register and errors.
export function SaleForm({ editing, onDone }: { editing: Sale | null; onDone: () => void }) {
  const { t } = useTranslation('staff-sales');
  const { t: c } = useTranslation('console');
  const { language } = useLanguage();
  const choices = useSaleChoices();
  const { form, onSubmit, pending } = useSaveForm<SaleBody, Sale>({
    schema: staffSaleBodySchema,
    values: valuesOf(editing),
    save: sales.useSave(),
    id: editing?.id,
    next: () => valuesOf(null),
    onSaved: onDone,
  });
  const { errors } = form.formState;
  const scope = form.watch('scope');
  const named = useSaleBooks(scope === 'books' ? form.watch('book_ids') : []);
  const money = { type: 'number', inputMode: 'decimal', min: 0.01, step: 0.01, dir: 'ltr' } as const;
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="sale-form" className={`${panel} grid gap-4 p-5`}>
      <h2 id="sale-form" className="text-lg font-bold text-brand-900">
        {editing ? t('edit', { name: textIn(language, editing.name_ar, editing.name_en) }) : t('new')}
      </h2>
      <BilingualText form={form} name="name" label={t('name')} required maxLength={SALE_LIMITS.name} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('scope')}
          required
          options={SALE_SCOPES.map((one) => ({ value: one, label: t(`scopes.${one}`) }))}
          error={errors.scope}
          {...form.register('scope')}
        />
        {scope === 'books' && (
          <TextField
            label={t('bookIds')}
            required
            dir="ltr"
            hint={t('bookIdsHint')}
            error={errors.book_ids as never}
            {...form.register('book_ids', { setValueAs: idsOf })}
          />
        )}
        {scope === 'books' && named.data && named.data.length > 0 && (
          <ul data-testid="sale-books" className="text-sm text-brand-700 sm:col-span-2">
            {named.data.map((book) => (
              <li key={book.id}>
                <bdi dir="ltr">#{book.id}</bdi> {textIn(language, book.title_ar, book.title_en)}
              </li>
            ))}
          </ul>
        )}
        {scope === 'category' && (
          <SelectField
            label={t('category')}
            required
            placeholder={t('choose')}
            options={choices.categories.map((one) => ({
              value: one.id,
              label: textIn(language, one.ar, one.en),
            }))}
            error={errors.category_id}
            {...form.register('category_id', { setValueAs: numberOrNull })}
          />
        )}
        {scope === 'writer' && (
          <SelectField
            label={t('writer')}
            required
            placeholder={t('choose')}
            options={choices.writers.map((one) => ({
              value: one.id,
              label: textIn(language, one.ar, one.en),
            }))}
            error={errors.writer_id}
            {...form.register('writer_id', { setValueAs: numberOrNull })}
          />
        )}
      </div>
      <p className="text-sm text-brand-600">{t('priceHint')}</p>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={t('percent')}
          type="number"
          inputMode="numeric"
          min={1}
          max={99}
          step={1}
          dir="ltr"
          error={errors.percent}
          {...form.register('percent', { setValueAs: numberOrNull })}
        />
        <TextField
          label={t('pdfPrice')}
          {...money}
          error={errors.pdf_price}
          {...form.register('pdf_price', { setValueAs: numberOrNull })}
        />
        <TextField
          label={t('hardcopyPrice')}
          {...money}
          error={errors.hardcopy_price}
          {...form.register('hardcopy_price', { setValueAs: numberOrNull })}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('startsAt')}
          required
          type="datetime-local"
          step={1}
          dir="ltr"
          hint={t('timeHint')}
          error={errors.starts_at}
          {...form.register('starts_at')}
        />
        <TextField
          label={t('endsAt')}
          required
          type="datetime-local"
          step={1}
          dir="ltr"
          hint={t('timeHint')}
          error={errors.ends_at}
          {...form.register('ends_at')}
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
