import { useState } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { BOX_SET_LIMITS, type StaffBoxSet, staffBoxSetBodySchema } from '#shared/contract/box-sets.ts';
import { panel } from '#web/components/ui.tsx';
import { BilingualText } from '../../console/bilingual.tsx';
import { CheckboxField, ConfirmButton, FormActions, SelectField, TextField } from '../../console/form.tsx';
import { useSaveForm } from '../../console/resource/index.ts';
import { useCanEdit } from '../taxonomy/NamedList.tsx';
import { boxSets } from './api.ts';
import { BookPicker, type PickedBook } from './BookPicker.tsx';

/* A box set's form: its titles and descriptions, format, price, whether it is sold, and its books. */

type Values = z.input<typeof staffBoxSetBodySchema>;

const valuesOf = (box?: StaffBoxSet): Values => ({
  title_ar: box?.title_ar ?? '',
  title_en: box?.title_en ?? '',
  description_ar: box?.description_ar ?? '',
  description_en: box?.description_en ?? '',
  format: box?.format ?? 'hardcopy',
  price: box?.price ?? (undefined as unknown as number),
  active: box?.active ?? true,
  book_ids: box?.book_ids ?? [],
});

const pickedOf = (box?: StaffBoxSet): PickedBook[] => box?.books ?? [];

/** A dollar amount typed; an empty field is no amount, for the schema to refuse. */
const asPrice = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

export function BoxSetForm({ box }: { box?: StaffBoxSet }) {
  const { t } = useTranslation('staff-box-sets');
  const { t: c } = useTranslation('console');
  const navigate = useNavigate();
  const canEdit = useCanEdit();
  const remove = boxSets.useRemove();
  const [books, setBooks] = useState<PickedBook[]>(pickedOf(box));
  const { form, onSubmit, pending } = useSaveForm<Values, StaffBoxSet>({
    schema: staffBoxSetBodySchema,
    values: valuesOf(box),
    save: boxSets.useSave(),
    id: box?.id,
    next: valuesOf,
    onSaved: (saved) => {
      setBooks(pickedOf(saved));
      if (!box) navigate(`/staff/box-sets/${saved.id}`, { replace: true });
    },
  });
  const { errors } = form.formState;
  const choose = (next: PickedBook[]) => {
    setBooks(next);
    form.setValue(
      'book_ids',
      next.map((book) => book.id),
      { shouldDirty: true },
    );
    form.clearErrors('book_ids');
  };
  const bookErrors = errors.book_ids as unknown as ((FieldError | undefined)[] & FieldError) | undefined;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('form.title')} className={`${panel} grid gap-5 p-5`}>
      <fieldset disabled={!canEdit} className="grid gap-5">
        <BilingualText
          form={form}
          name="title"
          label={t('form.name')}
          required
          maxLength={BOX_SET_LIMITS.title}
        />
        <BilingualText
          form={form}
          name="description"
          label={t('form.description')}
          rows={3}
          maxLength={BOX_SET_LIMITS.description}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            label={t('form.format')}
            options={[
              { value: 'hardcopy', label: t('formats.hardcopy') },
              { value: 'pdf', label: t('formats.pdf') },
            ]}
            error={errors.format as FieldError | undefined}
            {...form.register('format')}
          />
          <TextField
            label={t('form.price')}
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            dir="ltr"
            required
            hint={t('form.priceHint')}
            error={errors.price as FieldError | undefined}
            {...form.register('price', { setValueAs: asPrice })}
          />
          <CheckboxField label={t('form.active')} className="self-end" {...form.register('active')} />
        </div>
        <BookPicker
          books={books}
          onChange={choose}
          disabled={!canEdit}
          error={bookErrors?.message}
          bookErrors={(index) => bookErrors?.[index]?.message}
        />
      </fieldset>
      {canEdit && (
        <FormActions pending={pending} label={box ? undefined : t('form.create')}>
          {box && (
            <ConfirmButton
              label={c('form.delete')}
              question={t('form.confirmDelete', { name: box.title_ar })}
              disabled={remove.isPending}
              onConfirm={() =>
                remove.mutate(box.id, { onSuccess: () => navigate('/staff/box-sets', { replace: true }) })
              }
            />
          )}
        </FormActions>
      )}
    </form>
  );
}
