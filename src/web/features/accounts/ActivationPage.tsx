import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { CODE_LENGTH } from '#shared/contract/clients.ts';
import { usePageTitle } from '#web/components/usePageTitle.ts';
import { sessionActions } from '#web/state/session.ts';
import { ShieldCheckIcon } from './AccountIcons.tsx';
import { AccountLink, AuthCard } from './AuthCard.tsx';
import { useActivate } from './api.ts';
import { CodeField, SubmitButton, TextField } from './fields.tsx';
import { ResendCodeButton } from './ResendCodeButton.tsx';
import { type ActivationForm, activationFormSchema, validationValues } from './schemas.ts';

/** Account activation (spec §2 /activation/:email): the mailed code starts the session, then home. */
export default function ActivationPage() {
  const { t } = useTranslation('accounts');
  usePageTitle(t('activation.title'));
  const { email: routeEmail = '' } = useParams();
  const activate = useActivate();
  const form = useForm<ActivationForm>({
    resolver: zodResolver(activationFormSchema),
    values: { email: routeEmail, sms_code: '' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const email = form.watch('email');

  const onSubmit = form.handleSubmit((values) =>
    activate.mutate(values, {
      onSuccess: (answer) => {
        toast.success(t('activation.activated'));
        // The guest-only guard takes the now logged-in client home.
        sessionActions.signIn(answer.data);
      },
    }),
  );

  return (
    <AuthCard
      Icon={ShieldCheckIcon}
      title={t('activation.title')}
      subtitle={t('activation.subtitle', validationValues)}
      footer={<AccountLink to="/login">{t('activation.backToLogin')}</AccountLink>}
    >
      <form onSubmit={onSubmit} noValidate aria-label={t('activation.title')} className="grid gap-5">
        <TextField
          id="activation-email"
          label={t('fields.email')}
          type="email"
          dir="ltr"
          autoComplete="email"
          // The route names the account; without one the visitor types it.
          readOnly={routeEmail !== ''}
          error={errors.email}
          {...form.register('email')}
        />
        <Controller
          control={form.control}
          name="sms_code"
          render={({ field, fieldState }) => (
            <CodeField
              id="activation-code"
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
        <SubmitButton pending={activate.isPending}>{t('activation.submit')}</SubmitButton>
        <div className="flex flex-col items-center gap-1 text-center text-sm text-brand-700">
          <p>{t('activation.noMail')}</p>
          <ResendCodeButton email={email} purpose="activation" />
        </div>
      </form>
    </AuthCard>
  );
}
