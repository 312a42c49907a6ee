import type { FormEventHandler, ReactNode } from 'react';
import { Controller, FormProvider, type UseFormReturn, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CODE_LENGTH } from '#shared/contract/client-limits.ts';
import type { CodePurpose } from '#shared/contract/clients.ts';
import { CodeField, EmailField, SubmitButton } from './fields.tsx';
import { ResendCodeButton } from './ResendCodeButton.tsx';

/** What every form of a mailed code asks: the account's e-mail and the code. */
export type MailedCode = { email: string; sms_code: string };

type MailedCodeFormProps<T extends MailedCode> = {
  form: UseFormReturn<T>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's accessible name. */
  label: string;
  /** Starts the fields' ids, e.g. `activation` gives `activation-email`. */
  idPrefix: string;
  /** The route names the account: its e-mail is shown, not typed. */
  emailFixed: boolean;
  pending: boolean;
  submit: string;
  /** What the code is for, to have a fresh one mailed. */
  purpose: CodePurpose;
  /** A line above the resend button. */
  resendNote?: string;
  /** Fields after the code, e.g. the new password. */
  children?: ReactNode;
};

/**
 * The form of a code sent by e-mail (activation, new password): e-mail, code, the page's own
 * fields, the submit button and a way to have the code sent again.
 */
export function MailedCodeForm<T extends MailedCode>({
  form,
  onSubmit,
  label,
  ...rest
}: MailedCodeFormProps<T>) {
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-label={label} className="grid gap-5">
        <MailedCodeFields {...rest} />
      </form>
    </FormProvider>
  );
}

function MailedCodeFields({
  idPrefix,
  emailFixed,
  pending,
  submit,
  purpose,
  resendNote,
  children,
}: Omit<MailedCodeFormProps<MailedCode>, 'form' | 'onSubmit' | 'label'>) {
  const { t } = useTranslation('accounts');
  const { register, control, formState } = useFormContext<MailedCode>();
  const email = useWatch<MailedCode, 'email'>({ name: 'email' });
  return (
    <>
      <EmailField
        id={`${idPrefix}-email`}
        readOnly={emailFixed}
        error={formState.errors.email}
        {...register('email')}
      />
      <Controller
        control={control}
        name="sms_code"
        render={({ field, fieldState }) => (
          <CodeField
            id={`${idPrefix}-code`}
            label={t('fields.code')}
            hint={t('hints.code')}
            placeholder={t('placeholders.code')}
            length={CODE_LENGTH}
            name={field.name}
            ref={field.ref}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error}
            autoFocus
          />
        )}
      />
      {children}
      <SubmitButton pending={pending}>{submit}</SubmitButton>
      <div className="flex flex-col items-center gap-1 text-center text-sm text-brand-700">
        {resendNote && <p>{resendNote}</p>}
        <ResendCodeButton email={email} purpose={purpose} />
      </div>
    </>
  );
}
