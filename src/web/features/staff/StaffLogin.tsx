import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { emailField } from '#web/api/form-rules.ts';
import { LockIcon } from '#web/components/page-icons.tsx';
import {
  AuthCard,
  EmailField,
  PasswordField,
  SubmitButton,
  typedPassword,
} from '#web/features/accounts/index.ts';
import { useStaffLogin } from './api.ts';
import { StaffLoginCode } from './StaffLoginCode.tsx';

const staffLoginSchema = z.object({ email: emailField, password: typedPassword });
type StaffLoginForm = z.input<typeof staffLoginSchema>;

/**
 * The console's own sign-in: a staff account, whatever reader account this browser holds; then, for a
 * member with two-step sign-in, the code step.
 */
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
  const challenge = login.data?.data.code_required ? login.data.data : null;

  const onSubmit = form.handleSubmit((values) => {
    // A second Enter while the first try runs would count twice against the login limits.
    if (!login.isPending) login.mutate(values);
  });

  if (challenge) {
    return (
      <StaffLoginCode
        email={form.getValues('email')}
        pendingToken={challenge.pending_token}
        onRestart={() => login.reset()}
      />
    );
  }
  return (
    <AuthCard Icon={LockIcon} title={t('title')} subtitle={t('login.subtitle')}>
      <form onSubmit={onSubmit} noValidate aria-label={t('login.submit')} className="grid gap-5">
        <EmailField
          id="staff-email"
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
