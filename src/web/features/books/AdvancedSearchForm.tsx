import { zodResolver } from '@hookform/resolvers/zod';
import type { ComponentProps } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { buttonPrimary, buttonSecondary, panel } from '#web/components/ui.tsx';
import { SearchIcon } from './LibrarySidebar.tsx';
import {
  type Criteria,
  type CriteriaField,
  criteriaFields,
  criteriaSchema,
  emptyCriteria,
  hasCriteria,
} from './search-criteria.ts';

/** The year is four digits; an ISBN at most 13 of them with its hyphens. */
const fieldInput: Partial<Record<CriteriaField, ComponentProps<'input'>>> = {
  publish_date: { inputMode: 'numeric', maxLength: 4 },
  isbn: { maxLength: 25 },
};

type AdvancedSearchFormProps = {
  initial: Partial<Criteria>;
  /** An empty form still searches when another filter (the writer) is on. */
  allowEmpty: boolean;
  onSearch: (criteria: Criteria) => void;
  onClear: () => void;
};

/** Writer name, book name, topic, publish year and ISBN; any of them, at least one. */
export function AdvancedSearchForm({ initial, allowEmpty, onSearch, onClear }: AdvancedSearchFormProps) {
  const { t } = useTranslation('library');
  const form = useForm<z.input<typeof criteriaSchema>, unknown, Criteria>({
    resolver: zodResolver(criteriaSchema),
    defaultValues: { ...emptyCriteria, ...initial },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((criteria) => {
    // Listing every book is the library's job; an empty search asks for something to look for.
    if (!allowEmpty && !hasCriteria(criteria)) {
      form.setError('root', { message: 'empty' });
      return;
    }
    onSearch(criteria);
  });
  const clear = () => {
    form.reset(emptyCriteria);
    onClear();
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('search.formLabel')} className={`${panel} p-5 sm:p-6`}>
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {criteriaFields.map((field) => (
          <CriterionInput
            key={field}
            field={field}
            error={errors[field]}
            {...fieldInput[field]}
            {...form.register(field)}
          />
        ))}
      </div>
      {errors.root?.message && (
        <p role="alert" className="mt-5 font-semibold text-red-700">
          {t(`search.errors.${errors.root.message}`)}
        </p>
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        <button type="submit" className={buttonPrimary}>
          <SearchIcon size={18} />
          {t('search.submit')}
        </button>
        <button type="button" onClick={clear} className={buttonSecondary}>
          {t('search.clear')}
        </button>
      </div>
    </form>
  );
}

type CriterionInputProps = ComponentProps<'input'> & { field: CriteriaField; error?: FieldError };

function CriterionInput({ field, error, ...input }: CriterionInputProps) {
  const { t } = useTranslation('library');
  const id = `search-${field}`;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-brand-900">
        {t(`search.fields.${field}`)}
      </label>
      <input
        id={id}
        type="text"
        autoComplete="off"
        placeholder={t(`search.placeholders.${field}`)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`block w-full rounded-xl border bg-white px-4 py-2.5 text-brand-950 outline-none transition placeholder:text-brand-500 focus:border-brand-500 focus:ring-4 focus:ring-brand-500/15 ${error ? 'border-red-400' : 'border-brand-200'}`}
        {...input}
      />
      {error?.message && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {t(`search.errors.${error.message}`)}
        </p>
      )}
    </div>
  );
}
