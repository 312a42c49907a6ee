import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '#web/api/toast.ts';
import { LockIcon } from '#web/components/page-icons.tsx';
import { usePageTitle } from '#web/components/usePageTitle.ts';
import { sessionActions } from '#web/state/session.ts';
import { AccountLink, AccountPrompt, AuthCard } from './AuthCard.tsx';
import { isSignedIn, useLogin } from './api.ts';
import { Checkbox, EmailField, PasswordField, SubmitButton } from './fields.tsx';
import { withEmail } from './form-errors.ts';
import { useAccountNavigate } from './return-to.ts';
import { type LoginForm, loginFormSchema } from './schemas.ts';

/** Sign-in (spec §2 /login): active account → home (or back); inactive → activation with a fresh code. */
export default function LoginPage() {
  const { t } = useTranslation('accounts');
  usePageTitle(t('login.submit'));
  const navigate = useAccountNavigate();
  const login = useLogin();
  // A second Enter or click while the first request runs is ignored (spec §4).
  const inFlight = useRef(false);
  const form = useForm<LoginForm>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '', remember: false },
    mode: 'onTouched',
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    if (inFlight.current) return;
    inFlight.current = true;
    login.mutate(values, {
      onSuccess: ({ data, message }) => {
        if (isSignedIn(data)) {
          toast.success(t('login.signedIn'));
          // The guest-only guard moves them: home, or back where the client-only guard sent them
          // from. Navigating here as well would make two navigations in a row.
          sessionActions.signIn(data);
        } else {
          toast.info(message);
          navigate(withEmail('/activation', data.email));
        }
      },
      onSettled: () => {
        inFlight.current = false;
      },
    });
  });

  return (
    <AuthCard
      Icon={LockIcon}
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={<AccountPrompt text={t('login.noAccount')} to="/register" link={t('login.register')} />}
    >
      <form onSubmit={onSubmit} noValidate aria-label={t('login.submit')} className="grid gap-5">
        <EmailField
          id="login-email"
          placeholder={t('placeholders.email')}
          error={errors.email}
          {...form.register('email')}
        />
        <PasswordField
          id="login-password"
          label={t('fields.password')}
          autoComplete="current-password"
          required
          error={errors.password}
          {...form.register('password')}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Checkbox label={t('fields.rememberMe')} {...form.register('remember')} />
          <AccountLink to="/ForgotPassword">{t('login.forgot')}</AccountLink>
        </div>
        <SubmitButton pending={login.isPending}>{t('login.submit')}</SubmitButton>
      </form>
    </AuthCard>
  );
}
