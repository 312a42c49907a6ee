import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { CODE_LENGTH } from '#shared/contract/clients.ts';
import { usePageTitle } from '#web/components/usePageTitle.ts';
import { KeyIcon } from './AccountIcons.tsx';
import { AccountLink, AuthCard } from './AuthCard.tsx';
import { useChangePassword } from './api.ts';
import { CodeField, PasswordField, SubmitButton, TextField } from './fields.tsx';
import { showServerErrors } from './form-errors.ts';
import { ResendCodeButton } from './ResendCodeButton.tsx';
import { type NewPasswordForm, newPasswordFormSchema, validationValues } from './schemas.ts';

/** New password (spec §2 /new-password/:email): mailed code + new password, then to /login. */
export default function NewPasswordPage() {
  const { t } = useTranslation('accounts');
  usePageTitle(t('newPassword.title'));
  const { email: routeEmail = '' } = useParams();
  const navigate = useNavigate();
  const change = useChangePassword();
  const form = useForm<NewPasswordForm>({
    resolver: zodResolver(newPasswordFormSchema),
    values: { email: routeEmail, sms_code: '', password: '' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const email = form.watch('email');

  const onSubmit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        toast.success(t('newPassword.changed'));
        navigate('/login', { replace: true });
      },
      onError: (error) => showServerErrors(error, form.setError, ['password']),
    }),
  );

  return (
    <AuthCard
      Icon={KeyIcon}
      title={t('newPassword.title')}
      subtitle={t('newPassword.subtitle')}
      footer={<AccountLink to="/login">{t('newPassword.backToLogin')}</AccountLink>}
    >
      <form onSubmit={onSubmit} noValidate aria-label={t('newPassword.title')} className="grid gap-5">
        <TextField
          id="new-password-email"
          label={t('fields.email')}
          type="email"
          dir="ltr"
          autoComplete="email"
          readOnly={routeEmail !== ''}
          error={errors.email}
          {...form.register('email')}
        />
        <Controller
          control={form.control}
          name="sms_code"
          render={({ field, fieldState }) => (
            <CodeField
              id="new-password-code"
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
        <PasswordField
          id="new-password-password"
          label={t('fields.newPassword')}
          hint={t('hints.password', validationValues)}
          autoComplete="new-password"
          error={errors.password}
          {...form.register('password')}
        />
        <SubmitButton pending={change.isPending}>{t('newPassword.submit')}</SubmitButton>
        <div className="text-center text-sm">
          <ResendCodeButton email={email} purpose="password_reset" />
        </div>
      </form>
    </AuthCard>
  );
}
