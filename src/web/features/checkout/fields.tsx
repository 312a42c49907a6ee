import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

export const inputLook =
  'w-full rounded-xl border border-brand-100 bg-sand/60 px-4 py-2.5 text-start text-brand-950 outline-none transition placeholder:text-brand-500 focus:border-gold-400 focus:bg-white focus:ring-2 focus:ring-gold-200 aria-[invalid=true]:border-red-400 aria-[invalid=true]:bg-red-50/40 disabled:cursor-not-allowed disabled:opacity-60';

export type FieldIds = { id: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string };

type FieldProps = {
  label: string;
  /** A key under `validation.` in the `orders` namespace, or a message from the server. */
  error?: string;
  optional?: boolean;
  /** A word under the label on what to write. */
  hint?: string;
  className?: string;
  children: (ids: FieldIds) => ReactNode;
};

/** A labelled form control with its error underneath, linked for screen readers. */
export function Field({ label, error, optional, hint, className = '', children }: FieldProps) {
  const { t } = useTranslation('orders');
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const described = hint ? `${hintId} ${errorId}` : errorId;
  const message = error && t(`validation.${error}`, { defaultValue: error });
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-bold text-brand-800">
        {label}
        {optional ? (
          <span className="ms-1 font-normal text-brand-500">({t('form.optional')})</span>
        ) : (
          <span aria-hidden="true" className="ms-0.5 text-red-600">
            *
          </span>
        )}
      </label>
      {children({
        id,
        'aria-invalid': message ? true : undefined,
        'aria-describedby': message ? described : hint ? hintId : undefined,
      })}
      {hint && (
        <p id={hintId} className="text-xs text-brand-600">
          {hint}
        </p>
      )}
      {message && (
        <p id={errorId} className="text-sm font-semibold text-red-700">
          {message}
        </p>
      )}
    </div>
  );
}
