import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { panel } from '#web/components/ui.tsx';
import { FormActions, showServerErrors } from './form.tsx';

/* The frame of a settings form (one record saved whole): its heading, its fields, save. */

/** Submits what the schema made of the fields; a refusal's field messages go under their fields. */
export function submitter<T extends FieldValues, A extends { data: T }>(
  form: UseFormReturn<T>,
  mutate: (values: T, options: { onSuccess: (answer: A) => void; onError: (error: unknown) => void }) => void,
) {
  return form.handleSubmit((values) =>
    mutate(values, {
      // What was saved (cleaned by the server) is the form's new starting point; on an error what was typed stays.
      onSuccess: (answer) => form.reset(answer.data),
      onError: (error) => showServerErrors(error, form),
    }),
  );
}

/**
 * A settings form in its panel, named by its heading (`id`), the fields under it and save at the end
 * (left out where the member may only read, `canSave` false). `layout` sets its width and spacing.
 */
export function SettingsFrame({
  id,
  title,
  pending,
  onSubmit,
  layout = 'max-w-3xl gap-5',
  canSave = true,
  children,
}: {
  id: string;
  title: string;
  pending: boolean;
  onSubmit: () => unknown;
  layout?: string;
  canSave?: boolean;
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
      noValidate
      aria-labelledby={id}
      className={`${panel} grid p-5 ${layout}`}
    >
      <h2 id={id} className="text-lg font-bold text-brand-900">
        {title}
      </h2>
      {children}
      {canSave && <FormActions pending={pending} />}
    </form>
  );
}
