import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BOOK_LANGUAGES } from '#shared/contract/catalog.ts';
import type { StaffBook } from '#shared/contract/staff-books.ts';
import { textIn } from '#shared/lang.ts';
import { panel } from '#web/components/ui.tsx';
import { useLanguage } from '#web/state/language.ts';
import { BilingualRichText, BilingualText } from '../../console/bilingual.tsx';
import {
  CheckboxField,
  FormActions,
  SelectField,
  showServerErrors,
  TextField,
  useConsoleForm,
} from '../../console/form.tsx';
import { type Choice, useBookChoices } from './api.ts';
import {
  type BookFormValues,
  bookEditSchema,
  emptyBook,
  formValuesOf,
  newBookSchema,
  numberOr,
} from './form-values.ts';
import { SampleFields } from './SampleFields.tsx';
import { ThemaField } from './ThemaField.tsx';

/*
 * Every field of a book, Arabic and English side by side, checked by the API's own schema. A new book
 * also takes its first stock and may start hidden; a book's later stock changes and its hiding are
 * actions of their own (a reason each; a log entry each).
 */

const optionsOf = (choices: Choice[] | undefined, language: 'ar' | 'en') =>
  (choices ?? []).map((c) => ({ value: c.id, label: textIn(language, c.ar, c.en) || `#${c.id}` }));

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 border-t border-brand-100 pt-4 first:border-t-0 first:pt-0">
      <legend className="mb-1 text-lg font-bold text-brand-900">{title}</legend>
      {children}
    </fieldset>
  );
}

type BookFormProps = {
  /** The stored book being edited; none for a new one. */
  book?: StaffBook;
  mayEdit: boolean;
  pending: boolean;
  submitLabel?: string;
  /** Sends the values; calls `onError` with a refusal so its field messages go under their fields. */
  onSave: (
    values: BookFormValues,
    onError: (error: unknown) => void,
    onSaved: (book: StaffBook) => void,
  ) => void;
};

// Whole: one form, its sections in the order the page shows them, all on the one form's register and errors.
export function BookForm({ book, mayEdit, pending, submitLabel, onSave }: BookFormProps) {
  const { t } = useTranslation('staff-books');
  const { language } = useLanguage();
  const choices = useBookChoices();
  const creating = !book;
  const form = useConsoleForm<BookFormValues>(
    creating ? newBookSchema : bookEditSchema,
    creating ? emptyBook : formValuesOf(book),
  );
  const { errors } = form.formState;
  const numeric = (blank: null | undefined) => ({ setValueAs: numberOr(blank) });

  const onSubmit = form.handleSubmit((values) =>
    onSave(
      values,
      (error) => showServerErrors(error, form),
      // What was saved (cleaned by the server) is the form's new starting point.
      (saved) => form.reset(creating ? undefined : formValuesOf(saved)),
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className={`${panel} grid gap-6 p-5`}>
      <fieldset disabled={!mayEdit} className="grid min-w-0 gap-6">
        <Section title={t('edit.sections.texts')}>
          <BilingualText form={form} name="title" label={t('fields.title')} required="ar" />
          <BilingualText
            form={form}
            name="subtitle"
            label={t('fields.subtitle')}
            hint={t('fields.subtitleHint')}
          />
          <BilingualRichText
            form={form}
            name="description"
            label={t('fields.description')}
            disabled={!mayEdit}
          />
          <BilingualText form={form} name="topic" label={t('fields.topic')} hint={t('fields.topicHint')} />
        </Section>

        <Section title={t('edit.sections.sale')}>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <TextField
              label={t('fields.pdfPrice')}
              hint={t('fields.priceHint')}
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              dir="ltr"
              required
              error={errors.pdf_price}
              {...form.register('pdf_price', numeric(undefined))}
            />
            <TextField
              label={t('fields.hardcopyPrice')}
              hint={t('fields.priceHint')}
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              dir="ltr"
              required
              error={errors.hardcopy_price}
              {...form.register('hardcopy_price', numeric(undefined))}
            />
            {creating && (
              <TextField
                label={t('fields.stock')}
                type="number"
                inputMode="numeric"
                min={0}
                step="1"
                dir="ltr"
                error={errors.stock}
                {...form.register('stock', numeric(undefined))}
              />
            )}
            <TextField
              label={t('fields.isbn')}
              hint={t('fields.isbnHint')}
              dir="ltr"
              inputMode="numeric"
              autoComplete="off"
              error={errors.isbn}
              {...form.register('isbn')}
            />
          </div>
        </Section>

        <Section title={t('edit.sections.details')}>
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField
              label={t('fields.pages')}
              type="number"
              min={1}
              dir="ltr"
              error={errors.pages}
              {...form.register('pages', numeric(null))}
            />
            <TextField
              label={t('fields.weight')}
              type="number"
              min={1}
              dir="ltr"
              error={errors.weight_grams}
              {...form.register('weight_grams', numeric(null))}
            />
            <TextField
              label={t('fields.year')}
              type="number"
              min={1000}
              max={2100}
              dir="ltr"
              error={errors.publish_year}
              {...form.register('publish_year', numeric(null))}
            />
          </div>
          <BilingualText
            form={form}
            name="dimensions"
            label={t('fields.dimensions')}
            hint={t('fields.dimensionsHint')}
          />
        </Section>

        <Section title={t('sample.title')}>
          <SampleFields form={form} book={book} />
        </Section>

        <Section title={t('edit.sections.links')}>
          <div className="grid gap-4 sm:grid-cols-3">
            {(
              [
                ['writer_id', 'fields.writer', choices.writers],
                ['category_id', 'fields.category', choices.categories],
                ['cover_type_id', 'fields.coverType', choices.coverTypes],
                ['series_id', 'fields.series', choices.series],
              ] as const
            ).map(([name, label, list]) => (
              // Controlled: the stored choice shows once the choices arrive, and is sent as it is.
              <Controller
                key={name}
                control={form.control}
                name={name}
                render={({ field, fieldState }) => (
                  <SelectField
                    label={t(label)}
                    placeholder={t('fields.none')}
                    options={optionsOf(list, language)}
                    error={fieldState.error}
                    name={field.name}
                    ref={field.ref}
                    onBlur={field.onBlur}
                    value={field.value === null || field.value === undefined ? '' : String(field.value)}
                    onChange={(event) => field.onChange(numberOr(null)(event.target.value))}
                  />
                )}
              />
            ))}
            <TextField
              label={t('fields.seriesNumber')}
              hint={t('fields.seriesNumberHint')}
              type="number"
              inputMode="numeric"
              min={1}
              dir="ltr"
              error={errors.series_number}
              {...form.register('series_number', numeric(null))}
            />
          </div>
        </Section>

        <Section title={t('edit.sections.subjects')}>
          <ThemaField form={form} />
        </Section>

        <Section title={t('edit.sections.shop')}>
          <div className="mb-4 max-w-xs">
            <SelectField
              label={t('fields.language')}
              hint={t('fields.languageHint')}
              options={BOOK_LANGUAGES.map((value) => ({ value, label: t(`fields.languages.${value}`) }))}
              error={errors.language}
              {...form.register('language')}
            />
          </div>
          <div className="flex flex-wrap gap-6">
            <CheckboxField
              label={t('fields.comingSoon')}
              error={errors.coming_soon}
              {...form.register('coming_soon')}
            />
            <CheckboxField
              label={t('fields.mostPopular')}
              error={errors.most_popular}
              {...form.register('most_popular')}
            />
            {creating && (
              <CheckboxField label={t('fields.hidden')} error={errors.hidden} {...form.register('hidden')} />
            )}
          </div>
        </Section>
      </fieldset>
      {mayEdit && <FormActions pending={pending} label={submitLabel} />}
    </form>
  );
}
