import { type ComponentProps, useId } from 'react';
import { controlClass } from '../../console/form.tsx';

/** A field for the app's six digits (or a recovery code), written left to right in either language. */
export function CodeInput({
  label,
  hint,
  ...input
}: { label: string; hint?: string } & Omit<ComponentProps<'input'>, 'id'>) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-brand-900">
        {label}
      </label>
      <input
        id={id}
        dir="ltr"
        autoComplete="one-time-code"
        aria-describedby={hint ? hintId : undefined}
        className={`${controlClass(false)} max-w-56 text-center font-mono tracking-[0.2em]`}
        {...input}
      />
      {hint && (
        <p id={hintId} className="text-sm text-brand-700">
          {hint}
        </p>
      )}
    </div>
  );
}
