import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '#web/api/toast.ts';
import { KeyIcon } from '#web/components/page-icons.tsx';
import { usePageTitle } from '#web/components/usePageTitle.ts';
import { AccountPrompt, AuthCard } from './AuthCard.tsx';
import { useEmailCheck } from './api.ts';
import { EmailField, SubmitButton } from './fields.tsx';
import { withEmail } from './form-errors.ts';
import { useAccountNavigate } from './return-to.ts';
import { type ForgotForm, forgotFormSchema } from './schemas.ts';

/**
 * Forgot password (spec §2, both /ForgotPassword and /forgotpassword): a known e-mail gets a
 * code and goes on to /new-password/{email}; an unknown one hears 'Mail not found'.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('accounts');
  usePageTitle(t('forgot.title'));
  const navigate = useAccountNavigate();
  const check = useEmailCheck();
  const form = useForm<ForgotForm>({
    resolver: zodResolver(forgotFormSchema),
    defaultValues: { email: '' },
    mode: 'onTouched',
  });

  const onSubmit = form.handleSubmit((values) =>
    check.mutate(values, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        navigate(withEmail('/new-password', answer.data.email));
      },
    }),
  );

  return (
    <AuthCard
      Icon={KeyIcon}
      title={t('forgot.title')}
      subtitle={t('forgot.subtitle')}
      footer={<AccountPrompt text={t('forgot.remembered')} to="/login" link={t('forgot.backToLogin')} />}
    >
      <form onSubmit={onSubmit} noValidate aria-label={t('forgot.title')} className="grid gap-5">
        <EmailField
          id="forgot-email"
          placeholder={t('placeholders.email')}
          error={form.formState.errors.email}
          {...form.register('email')}
        />
        <SubmitButton pending={check.isPending}>{t('forgot.submit')}</SubmitButton>
      </form>
    </AuthCard>
  );
}
