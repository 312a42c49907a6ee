import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { toast } from '#web/api/toast.ts';
import { KeyIcon } from '#web/components/page-icons.tsx';
import { usePageTitle } from '#web/components/usePageTitle.ts';
import { AccountLink, AuthCard } from './AuthCard.tsx';
import { useChangePassword } from './api.ts';
import { PasswordField } from './fields.tsx';
import { showServerErrors } from './form-errors.ts';
import { MailedCodeForm } from './MailedCodeForm.tsx';
import { useAccountNavigate } from './return-to.ts';
import { type NewPasswordForm, newPasswordFormSchema, validationValues } from './schemas.ts';

/** New password (spec §2 /new-password/:email): mailed code + new password, then to /login. */
export default function NewPasswordPage() {
  const { t } = useTranslation('accounts');
  usePageTitle(t('newPassword.title'));
  const { email: routeEmail = '' } = useParams();
  const navigate = useAccountNavigate();
  const change = useChangePassword();
  const form = useForm<NewPasswordForm>({
    resolver: zodResolver(newPasswordFormSchema),
    values: { email: routeEmail, sms_code: '', password: '' },
    mode: 'onTouched',
  });

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
      <MailedCodeForm
        form={form}
        onSubmit={onSubmit}
        label={t('newPassword.title')}
        idPrefix="new-password"
        emailFixed={routeEmail !== ''}
        pending={change.isPending}
        submit={t('newPassword.submit')}
        purpose="password_reset"
      >
        <PasswordField
          id="new-password-password"
          label={t('fields.newPassword')}
          hint={t('hints.password', validationValues)}
          autoComplete="new-password"
          error={form.formState.errors.password}
          {...form.register('password')}
        />
      </MailedCodeForm>
    </AuthCard>
  );
}
