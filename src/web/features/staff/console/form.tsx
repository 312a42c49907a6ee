import { zodResolver } from '@hookform/resolvers/zod';
import { type ComponentProps, type ReactNode, useId } from 'react';
import {
  type DefaultValues,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { fieldMessages } from '#shared/contract/field-messages.ts';
import { type IssueLike, issueText } from '#shared/contract/issue-messages.ts';
import type { Lang } from '#shared/lang.ts';
import { ApiError } from '#web/api/client.ts';
import { buttonPrimary, buttonSecondary } from '#web/components/ui.tsx';
import { useLanguage } from '#web/state/language.ts';

/* Forms of the console: validated by the API's own zod schema, with the messages in the member's
   language, the server's field errors shown under their fields, and what was typed kept on any error. */

/** Each issue's message in `lang`: the contract's named messages (`required`, `email`…), else its kind's. */
export function localizedIssues(lang: Lang) {
  return (issue: z.core.$ZodRawIssue) => issueText(issue as IssueLike, lang);
}

/**
 * A message a schema names itself (`{ error: 'required' }`, `'https_link'`…) wins over zod's error map,
 * so it reaches the form as its name: here it becomes its text in `lang`, as the API's 422 gives it.
 */
function translateNamed<T extends FieldValues>(errors: FieldErrors<T>, lang: Lang): FieldErrors<T> {
  const walk = (node: unknown): unknown => {
    if (!node || typeof node !== 'object') return node;
    const entry = node as { message?: unknown } & Record<string, unknown>;
    const named = typeof entry.message === 'string' ? fieldMessages[entry.message] : undefined;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(entry)) {
      out[key] = key === 'ref' ? value : key === 'message' && named ? named[lang] : walk(value);
    }
    return out;
  };
  return walk(errors) as FieldErrors<T>;
}

/**
 * react-hook-form checked by `schema` (the API's body schema, or one built from it), in the member's
 * language. Errors are shown once a field is left, then as it changes.
 */
export function useConsoleForm<T extends FieldValues>(
  schema: z.ZodType<unknown, T>,
  defaultValues: DefaultValues<T>,
) {
  const { language } = useLanguage();
  // The resolver's own generics cannot relate the schema's input and output here.
  const resolve = zodResolver(
    schema as never,
    { error: localizedIssues(language) } as never,
  ) as unknown as Resolver<T>;
  const resolver: Resolver<T> = async (values, context, options) => {
    const result = await resolve(values, context, options);
    return { ...result, errors: translateNamed(result.errors, language) } as typeof result;
  };
  return useForm<T>({ resolver, defaultValues, mode: 'onTouched' });
}

/**
 * Puts a 422's per-field messages under their fields (they come translated); the overall message was
 * shown as a toast by the API client. Nothing typed is reset. Returns whether any field got a message.
 */
export function showServerErrors<T extends FieldValues>(error: unknown, form: UseFormReturn<T>): boolean {
  if (!(error instanceof ApiError) || !error.errors) return false;
  let shown = false;
  for (const [field, messages] of Object.entries(error.errors)) {
    if (!messages[0] || field === '_') continue;
    form.setError(field as Path<T>, { type: 'server', message: messages[0] }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}

export const controlClass = (invalid: boolean) =>
  [
    // A line tall enough for the dots under Arabic letters: a shorter one clips them (في reads as فى).
    'block w-full rounded-lg border bg-white px-3 py-1.5 leading-8 text-brand-950 outline-none transition',
    'placeholder:text-brand-500 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/20',
    'disabled:cursor-not-allowed disabled:bg-brand-50 disabled:text-brand-600',
    invalid ? 'border-red-500 bg-red-50/40' : 'border-brand-200',
  ].join(' ');

type FrameProps = {
  id: string;
  label: string;
  error?: FieldError;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: (described: { 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
};

/** Label, control, then the error (or the hint) under it, tied to the control for screen readers. */
export function Field({ id, label, error, hint, required, className = '', children }: FrameProps) {
  const { t } = useTranslation('console');
  const noteId = `${id}-note`;
  const note = error?.message ?? hint;
  return (
    <div className={`grid content-start gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-semibold text-brand-900">
        {label}
        {required && <span className="ms-1 font-normal text-brand-600">({t('form.required')})</span>}
      </label>
      {children({ 'aria-invalid': error ? true : undefined, 'aria-describedby': note ? noteId : undefined })}
      {note && (
        <p id={noteId} className={`text-sm ${error ? 'font-medium text-red-700' : 'text-brand-600'}`}>
          {note}
        </p>
      )}
    </div>
  );
}

type Common = { label: string; error?: FieldError; hint?: ReactNode; required?: boolean; className?: string };

export function TextField({
  label,
  error,
  hint,
  required,
  className,
  id,
  ...input
}: Common & ComponentProps<'input'>) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <Field id={inputId} label={label} error={error} hint={hint} required={required} className={className}>
      {(described) => (
        <input id={inputId} className={controlClass(Boolean(error))} {...described} {...input} />
      )}
    </Field>
  );
}

/** A count or a number of days, hours or pages: whole, never negative, written in Latin digits. */
export function WholeNumberField(
  props: Common & Omit<ComponentProps<'input'>, 'type' | 'inputMode' | 'step'>,
) {
  return <TextField type="number" inputMode="numeric" min={0} step={1} dir="ltr" {...props} />;
}

export function TextArea({
  label,
  error,
  hint,
  required,
  className,
  id,
  ...input
}: Common & ComponentProps<'textarea'>) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <Field id={inputId} label={label} error={error} hint={hint} required={required} className={className}>
      {(described) => (
        <textarea id={inputId} rows={4} className={controlClass(Boolean(error))} {...described} {...input} />
      )}
    </Field>
  );
}

export function SelectField({
  label,
  error,
  hint,
  required,
  className,
  id,
  options,
  placeholder,
  ...select
}: Common &
  ComponentProps<'select'> & { options: { value: string | number; label: string }[]; placeholder?: string }) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <Field id={inputId} label={label} error={error} hint={hint} required={required} className={className}>
      {(described) => (
        <select id={inputId} className={controlClass(Boolean(error))} {...described} {...select}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function CheckboxField({
  label,
  error,
  className = '',
  ...input
}: Omit<Common, 'required' | 'hint'> & ComponentProps<'input'>) {
  const id = useId();
  return (
    <div className={`grid gap-1 ${className}`}>
      <label
        htmlFor={id}
        className="inline-flex cursor-pointer items-center gap-2 text-sm font-semibold text-brand-900"
      >
        <input
          id={id}
          type="checkbox"
          className="size-4 rounded border-brand-300 accent-brand-700"
          {...input}
        />
        {label}
      </label>
      {error?.message && <p className="text-sm font-medium text-red-700">{error.message}</p>}
    </div>
  );
}

/**
 * A field in both languages side by side: `render(lang)` gives each its control, which should carry
 * `lang` and `dir` so Arabic is typed right to left and English left to right on either console.
 */
export function BilingualFields({ render }: { render: (lang: Lang, suffix: string) => ReactNode }) {
  const { t } = useTranslation('console');
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <div>{render('ar', t('form.arabic'))}</div>
      <div>{render('en', t('form.english'))}</div>
    </div>
  );
}

/** The text direction of a field written in `lang`. */
export const dirOf = (lang: Lang) => (lang === 'ar' ? 'rtl' : 'ltr');

/** The form's buttons: save (busy while pending), cancel when the form can be left, and any others. */
export function FormActions({
  pending,
  label,
  onCancel,
  children,
}: {
  pending: boolean;
  label?: string;
  onCancel?: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('console');
  return (
    <div className="flex flex-wrap items-center gap-3 border-t border-brand-100 pt-4">
      <button type="submit" disabled={pending} aria-busy={pending || undefined} className={buttonPrimary}>
        {pending ? t('form.saving') : (label ?? t('form.save'))}
      </button>
      {onCancel && (
        <button type="button" onClick={onCancel} className={buttonSecondary}>
          {t('form.cancel')}
        </button>
      )}
      {children}
    </div>
  );
}

/** A button that asks once more before it acts (deletions). */
export function ConfirmButton({
  label,
  question,
  onConfirm,
  disabled,
}: {
  label: string;
  question?: string;
  onConfirm: () => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('console');
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={() => {
        if (window.confirm(question ?? t('form.confirmDelete'))) onConfirm();
      }}
      className={`${buttonSecondary} border-red-200 text-red-800 hover:border-red-400 hover:text-red-900`}
    >
      {label}
    </button>
  );
}
