import { type ReactNode, useId } from 'react';

/* The form's fields: a label, the control, an optional hint, and its error read out with it. */

export const inputLook =
  'w-full rounded-xl border border-brand-100 bg-sand/60 px-4 py-3 text-start text-brand-950 outline-none transition placeholder:text-brand-500 focus:border-gold-400 focus:bg-white focus:ring-2 focus:ring-gold-200 aria-[invalid=true]:border-red-400 disabled:cursor-not-allowed disabled:opacity-60';

export type Ids = { id: string; describedBy?: string; invalid?: true };

function ErrorLine({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} role="alert" className="text-sm font-semibold text-red-700">
      {error}
    </p>
  );
}

type FieldProps = { label: string; hint?: string; error?: string; children: (ids: Ids) => ReactNode };

/** One control with its label; the hint and the error describe it. */
export function Field({ label, hint, error, children }: FieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-bold text-brand-800">
        {label}
      </label>
      {children({ id, describedBy: described || undefined, invalid: error ? true : undefined })}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-brand-600">
          {hint}
        </p>
      )}
      <ErrorLine id={`${id}-error`} error={error} />
    </div>
  );
}

/** A group of choices (radio buttons, a picker) under its legend; the error describes the group. */
export function Group({ legend, error, children }: { legend: string; error?: string; children: ReactNode }) {
  const id = useId();
  return (
    <fieldset
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
      className="flex min-w-0 flex-col gap-2"
    >
      <legend className="mb-1.5 text-sm font-bold text-brand-800">{legend}</legend>
      {children}
      <ErrorLine id={`${id}-error`} error={error} />
    </fieldset>
  );
}

export const choiceLook =
  'flex cursor-pointer items-center gap-2 rounded-xl border border-brand-100 bg-sand/60 px-4 py-2.5 font-semibold text-brand-800 has-[:checked]:border-gold-400 has-[:checked]:bg-gold-50';
