import { type ComponentProps, type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { dayOrder, readDay, writtenDay } from '#web/components/days.ts';
import { EyeIcon, EyeOffIcon } from '#web/components/page-icons.tsx';
import { useLanguage } from '#web/state/language.ts';
import { errorText } from './form-errors.ts';

/* The building blocks of every account form: labelled inputs with their hint or error beneath. */

export const inputClass = (invalid: boolean) =>
  [
    'block w-full rounded-xl border bg-white px-4 py-3 text-brand-950 shadow-xs outline-none transition',
    'placeholder:text-brand-500 focus:border-brand-500 focus:ring-4 focus:ring-brand-500/15',
    'read-only:cursor-default read-only:bg-brand-50/70 read-only:text-brand-700 read-only:focus:ring-0',
    invalid ? 'border-red-400 bg-red-50/30' : 'border-brand-200',
  ].join(' ');

type FieldFrameProps = {
  id: string;
  label: string;
  error?: FieldError;
  hint?: string;
  className?: string;
  children: (described: { 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
};

/** Label, control and one line under it: the error when there is one, else the hint. */
export function FieldFrame({ id, label, error, hint, className = '', children }: FieldFrameProps) {
  const { t } = useTranslation('accounts');
  const message = errorText(t, error);
  const noteId = `${id}-note`;
  const note = message ?? hint;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-brand-900">
        {label}
      </label>
      {children({
        'aria-invalid': message ? true : undefined,
        'aria-describedby': note ? noteId : undefined,
      })}
      {note && (
        <p
          id={noteId}
          className={`mt-1.5 text-sm ${message ? 'font-medium text-red-700' : 'text-brand-600'}`}
        >
          {note}
        </p>
      )}
    </div>
  );
}

type TextFieldProps = ComponentProps<'input'> & { label: string; error?: FieldError; hint?: string };

export function TextField({ label, error, hint, className, id, ...input }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <FieldFrame id={inputId} label={label} error={error} hint={hint} className={className}>
      {(described) => <input id={inputId} className={inputClass(Boolean(error))} {...described} {...input} />}
    </FieldFrame>
  );
}

/** The e-mail input of the account forms: read left to right, filled in by the browser if it can. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  const { t } = useTranslation('accounts');
  return <TextField label={t('fields.email')} type="email" dir="ltr" autoComplete="email" {...props} />;
}

/** A password input with a button that shows what was typed. */
export function PasswordField({ label, error, hint, className, id, ...input }: TextFieldProps) {
  const { t } = useTranslation('accounts');
  const generated = useId();
  const inputId = id ?? generated;
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame id={inputId} label={label} error={error} hint={hint} className={className}>
      {(described) => (
        <div className="relative">
          <input
            id={inputId}
            type={visible ? 'text' : 'password'}
            className={`${inputClass(Boolean(error))} pe-12`}
            {...described}
            {...input}
          />
          <button
            type="button"
            onClick={() => setVisible((shown) => !shown)}
            aria-label={t(visible ? 'password.hide' : 'password.show')}
            aria-controls={inputId}
            className="absolute inset-y-0 end-0 flex w-12 items-center justify-center rounded-e-xl text-brand-400 transition hover:text-brand-700"
          >
            {visible ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
          </button>
        </div>
      )}
    </FieldFrame>
  );
}

type DayFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  value: string;
  onChange: (value: string) => void;
};

/**
 * A day typed as the page's language writes it (day/month/year in Arabic, month/day/year in English),
 * whatever the browser's language; the form holds it as YYYY-MM-DD, or as typed while it is no day.
 */
export function DayField({ value, onChange, onBlur, ...rest }: DayFieldProps) {
  const { language } = useLanguage();
  const order = useMemo(() => dayOrder(language), [language]);
  const [text, setText] = useState(() => writtenDay(value, order));
  // A value from elsewhere (the form reset, the language changed) is written anew; one typed stays.
  useEffect(() => {
    setText((typed) => ((readDay(typed, order) ?? typed) === value ? typed : writtenDay(value, order)));
  }, [value, order]);
  return (
    <TextField
      {...rest}
      type="text"
      inputMode="numeric"
      lang={language}
      dir="ltr"
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(readDay(event.target.value, order) ?? event.target.value);
      }}
      onBlur={(event) => {
        setText(writtenDay(value, order));
        onBlur?.(event);
      }}
    />
  );
}

type CodeFieldProps = Omit<TextFieldProps, 'onChange' | 'value'> & {
  value: string;
  onChange: (value: string) => void;
  length: number;
};

/** The mailed code: digits only, read left to right, large and spaced like the e-mail shows it. */
export function CodeField({ value, onChange, length, ...rest }: CodeFieldProps) {
  return (
    <TextField
      {...rest}
      type="text"
      inputMode="numeric"
      pattern="[0-9]*"
      autoComplete="one-time-code"
      dir="ltr"
      maxLength={length}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, length))}
      className={`${rest.className ?? ''} [&_input]:text-center [&_input]:font-mono [&_input]:text-2xl [&_input]:font-bold [&_input]:tracking-[0.5em]`}
    />
  );
}

export function Checkbox({ label, ...input }: ComponentProps<'input'> & { label: string }) {
  return (
    <label className="inline-flex cursor-pointer items-center gap-2 text-sm text-brand-800 select-none">
      <input type="checkbox" className="size-4 rounded border-brand-300 accent-brand-600" {...input} />
      {label}
    </label>
  );
}

/** The form's main button; disabled with a spinner while its request is pending. */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  const { t } = useTranslation('accounts');
  return (
    <button
      type="submit"
      disabled={pending}
      aria-busy={pending || undefined}
      className="flex w-full items-center justify-center gap-2 rounded-xl bg-brand-700 px-6 py-3.5 text-base font-bold text-white shadow-md shadow-brand-900/10 transition hover:bg-brand-800 focus-visible:ring-4 focus-visible:ring-gold-300 disabled:cursor-wait disabled:opacity-70"
    >
      {pending && (
        <span
          aria-hidden="true"
          className="size-5 animate-spin rounded-full border-2 border-white/40 border-t-white"
        />
      )}
      <span>{pending ? t('sending') : children}</span>
    </button>
  );
}

/** A titled group of fields inside a long form. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-5 sm:grid-cols-2">
      <legend className="mb-4 flex w-full items-center gap-3 text-sm font-bold tracking-wide text-gold-700">
        <span>{title}</span>
        <span aria-hidden="true" className="h-px flex-1 bg-gold-200" />
      </legend>
      {children}
    </fieldset>
  );
}
