import type { ReactNode } from 'react';
import {
  Controller,
  type FieldError,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Lang } from '#shared/lang.ts';
import { BilingualFields, dirOf, TextArea, TextField } from './form.tsx';
import { RichTextField } from './RichTextEditor.tsx';

/* A text the shop shows in Arabic and in English: two fields, `name_ar` and `name_en`, one form value each. */

const langs: Lang[] = ['ar', 'en'];

/** The names `x` of a form whose values come as a pair, `x_ar` and `x_en` (any name, on a form of any values). */
export type BilingualName<T extends FieldValues> =
  string extends Path<T>
    ? string
    : {
        [K in Path<T>]: K extends `${infer N}_ar` ? (`${N}_en` extends Path<T> ? N : never) : never;
      }[Path<T>];

type BilingualProps<T extends FieldValues> = {
  form: UseFormReturn<T>;
  name: BilingualName<T>;
  label: string;
  /** Which of the two must be filled: both, or the Arabic one only. */
  required?: boolean | 'ar';
};

const isRequired = (required: boolean | 'ar' | undefined, lang: Lang) =>
  required === 'ar' ? lang === 'ar' : required;

/** The two fields side by side; with `rows`, each a box of that many lines. */
export function BilingualText<T extends FieldValues>({
  form,
  name,
  label,
  required,
  maxLength,
  hint,
  rows,
}: BilingualProps<T> & { maxLength?: number; hint?: ReactNode; rows?: number }) {
  const { errors } = form.formState;
  return (
    <BilingualFields
      render={(lang, suffix) => {
        const path = `${name}_${lang}` as Path<T>;
        const field = {
          label: `${label} ${suffix}`,
          lang,
          dir: dirOf(lang),
          required: isRequired(required, lang),
          maxLength,
          hint,
          error: errors[path] as FieldError | undefined,
          ...form.register(path),
        };
        return rows === undefined ? <TextField {...field} /> : <TextArea rows={rows} {...field} />;
      }}
    />
  );
}

/** The two rich text editors one under the other: each needs the width. */
export function BilingualRichText<T extends FieldValues>({
  form,
  name,
  label,
  required,
  disabled,
}: BilingualProps<T> & { disabled?: boolean }) {
  const { t } = useTranslation('console');
  return (
    <>
      {langs.map((lang) => (
        <Controller
          key={lang}
          control={form.control}
          name={`${name}_${lang}` as Path<T>}
          render={({ field, fieldState }) => (
            <RichTextField
              label={`${label} ${t(lang === 'ar' ? 'form.arabic' : 'form.english')}`}
              lang={lang}
              required={isRequired(required, lang)}
              error={fieldState.error}
              disabled={disabled}
              {...field}
              value={(field.value as string | undefined) ?? ''}
            />
          )}
        />
      ))}
    </>
  );
}
