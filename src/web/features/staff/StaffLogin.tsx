import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { LockIcon } from '#web/features/accounts/AccountIcons.tsx';
import { AuthCard } from '#web/features/accounts/AuthCard.tsx';
import { PasswordField, SubmitButton, TextField } from '#web/features/accounts/fields.tsx';
import { emailField, typedPassword } from '#web/features/accounts/schemas.ts';
import { useStaffLogin } from './api.ts';

const staffLoginSchema = z.object({ email: emailField, password: typedPassword });
type StaffLoginForm = z.input<typeof staffLoginSchema>;

/** The console's own sign-in: a staff account, whatever reader account this browser holds. */
export function StaffLogin() {
  const { t } = useTranslation('staff');
  const { t: tAccounts } = useTranslation('accounts');
  const login = useStaffLogin();
  const form = useForm<StaffLoginForm>({
    resolver: zodResolver(staffLoginSchema),
    defaultValues: { email: '', password: '' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    // A second Enter while the first try runs would count twice against the login limits.
    if (!login.isPending) login.mutate(values);
  });

  return (
    <AuthCard Icon={LockIcon} title={t('title')} subtitle={t('login.subtitle')}>
      <form onSubmit={onSubmit} noValidate aria-label={t('login.submit')} className="grid gap-5">
        <TextField
          id="staff-email"
          label={tAccounts('fields.email')}
          type="email"
          dir="ltr"
          autoComplete="username"
          error={errors.email}
          {...form.register('email')}
        />
        <PasswordField
          id="staff-password"
          label={tAccounts('fields.password')}
          autoComplete="current-password"
          required
          error={errors.password}
          {...form.register('password')}
        />
        <SubmitButton pending={login.isPending}>{t('login.submit')}</SubmitButton>
      </form>
    </AuthCard>
  );
}
