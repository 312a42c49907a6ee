import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { showServerErrors, useConsoleForm } from '../form.tsx';

/** A resource's save: adds a record (no id) or changes one, and answers with it. */
type Save<T, D> = {
  mutate: (
    variables: { id?: number; body: T },
    callbacks: { onSuccess: (answer: { data: D }) => void; onError: (error: unknown) => void },
  ) => void;
  isPending: boolean;
};

/**
 * The form that adds record `id` (none: a new one) or changes it: checked by `schema`, sent by `save`;
 * once saved it holds `next(saved)` when given and `onSaved` follows; on a refusal the server's field
 * messages go under their fields and what was typed stays.
 */
export function useSaveForm<T extends FieldValues, D>({
  schema,
  values,
  save,
  id,
  next,
  onSaved,
}: {
  schema: z.ZodType<unknown, T>;
  values: DefaultValues<T>;
  save: Save<T, D>;
  id?: number;
  next?: (saved: D) => DefaultValues<T>;
  onSaved?: (saved: D) => void;
}) {
  const form = useConsoleForm<T>(schema, values);
  const onSubmit = form.handleSubmit((body) =>
    save.mutate(
      { id, body },
      {
        onSuccess: ({ data }) => {
          if (next) form.reset(next(data));
          onSaved?.(data);
        },
        onError: (error) => showServerErrors(error, form),
      },
    ),
  );
  return { form, onSubmit, pending: save.isPending };
}
