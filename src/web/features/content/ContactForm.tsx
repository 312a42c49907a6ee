import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useId } from 'react';
import { type FieldPath, type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { messageBodySchema } from '#shared/contract/content.ts';
import { ApiError } from '#web/api/client.ts';
import { emailField, wireText } from '#web/api/form-rules.ts';
import { toast } from '#web/api/toast.ts';
import { useSendMessage } from './api.ts';

/** Issue messages are keys under `validation.` in the common namespace; the server says the same. */
const schema = z.object({
  name: wireText(messageBodySchema.shape.name, 'tooLong'),
  email: emailField,
  message: wireText(messageBodySchema.shape.message, 'tooLong'),
});
type Values = z.infer<typeof schema>;
const fields = ['name', 'email', 'message'] as const satisfies FieldPath<Values>[];
const empty: Values = { name: '', email: '', message: '' };

const inputLook =
  'w-full rounded-xl border border-brand-100 bg-sand/60 px-4 py-3 text-start text-brand-950 outline-none transition placeholder:text-brand-500 focus:border-gold-400 focus:bg-white focus:ring-2 focus:ring-gold-200 aria-[invalid=true]:border-red-400 disabled:cursor-not-allowed disabled:opacity-60';

type FieldProps = {
  label: string;
  error?: string;
  children: (ids: { id: string; describedBy?: string }) => ReactNode;
};

function Field({ label, error, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-bold text-brand-800">
        {label}
      </label>
      {children({ id, describedBy: error ? errorId : undefined })}
      {error && (
        <p id={errorId} role="alert" className="text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

const fieldAttributes = (register: UseFormRegisterReturn, ids: { id: string; describedBy?: string }) => ({
  ...register,
  id: ids.id,
  'aria-invalid': ids.describedBy ? true : undefined,
  'aria-describedby': ids.describedBy,
});

/**
 * Name, e-mail and message, sent with POST /messages. Locked while sending; cleared with a
 * confirmation on success; the server's field errors (422) appear under their fields.
 */
// Whole: one form's fields in the order the page shows them, all on the one form's register and errors.
export function ContactForm() {
  const { t } = useTranslation('content');
  const send = useSendMessage();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: empty });

  const onSubmit = handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: () => {
        reset(empty);
        toast.success(t('contact.sent'));
      },
      onError: (error) => {
        if (!(error instanceof ApiError) || !error.errors) return;
        for (const field of fields) {
          const message = error.errors[field]?.[0];
          if (message) setError(field, { type: 'server', message });
        }
      },
    }),
  );

  // Our own checks carry a key; the server's carry its words, already in the page's language.
  const messageOf = (field: (typeof fields)[number]) => {
    const error = errors[field];
    if (!error?.message) return undefined;
    return error.type === 'server' ? error.message : t(`validation.${error.message}`);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('contact.formTitle')}>
      <fieldset disabled={send.isPending} aria-busy={send.isPending} className="flex flex-col gap-5">
        <legend className="mb-5 text-xl font-bold text-brand-900">{t('contact.formTitle')}</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label={t('contact.name')} error={messageOf('name')}>
            {(ids) => (
              <input
                type="text"
                autoComplete="name"
                className={inputLook}
                {...fieldAttributes(register('name'), ids)}
              />
            )}
          </Field>
          <Field label={t('contact.email')} error={messageOf('email')}>
            {(ids) => (
              <input
                type="email"
                dir="ltr"
                autoComplete="email"
                className={inputLook}
                {...fieldAttributes(register('email'), ids)}
              />
            )}
          </Field>
        </div>
        <Field label={t('contact.message')} error={messageOf('message')}>
          {(ids) => (
            <textarea
              rows={6}
              className={`${inputLook} resize-y`}
              {...fieldAttributes(register('message'), ids)}
            />
          )}
        </Field>
        <button
          type="submit"
          className="inline-flex items-center justify-center gap-2 self-start rounded-xl bg-brand-700 px-8 py-3 font-bold text-white shadow-sm transition hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70"
        >
          {send.isPending && (
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
            />
          )}
          {send.isPending ? t('contact.sending') : t('contact.send')}
        </button>
      </fieldset>
    </form>
  );
}
