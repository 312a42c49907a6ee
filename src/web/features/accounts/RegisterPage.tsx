import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { REGISTER_REQUIRED } from '#shared/contract/client-fields.ts';
import { toast } from '#web/api/toast.ts';
import { UserPlusIcon } from '#web/components/page-icons.tsx';
import { usePageTitle } from '#web/components/usePageTitle.ts';
import { AccountPrompt, AuthCard } from './AuthCard.tsx';
import { useRegister } from './api.ts';
import { ClientDetailsFields } from './ClientDetailsFields.tsx';
import { missesRequired, type RegisterForm, registerFormSchema } from './client-schemas.ts';
import { FormSection, PasswordField, SubmitButton } from './fields.tsx';
import { focusFirstInvalid, showServerErrors, withEmail } from './form-errors.ts';
import { DEFAULT_PHONE_COUNTRY } from './phone-country.ts';
import { useAccountNavigate } from './return-to.ts';
import { validationValues } from './schemas.ts';

const blank: RegisterForm = {
  name: '',
  date_of_birth: '',
  address: '',
  email: '',
  mobile: '',
  mobile_country: DEFAULT_PHONE_COUNTRY,
  password: '',
};

/** Sign-up (spec §2 /register): every field required; success leads to the activation code. */
export default function RegisterPage() {
  const { t } = useTranslation('accounts');
  usePageTitle(t('register.title'));
  const navigate = useAccountNavigate();
  const signUp = useRegister();
  const form = useForm({
    resolver: zodResolver(registerFormSchema),
    defaultValues: blank,
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(
    (values) =>
      signUp.mutate(values, {
        onSuccess: (answer) => {
          toast.success(t('register.created'));
          navigate(withEmail('/activation', answer.data.email));
        },
        onError: (error) => showServerErrors(error, form.setError, Object.keys(blank)),
      }),
    (invalid, event) => {
      focusFirstInvalid(event?.target, invalid);
      if (missesRequired(form.getValues(), REGISTER_REQUIRED)) toast.error(t('fillAllFields'));
    },
  );

  return (
    <AuthCard
      wide
      Icon={UserPlusIcon}
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      footer={<AccountPrompt text={t('register.haveAccount')} to="/login" link={t('register.login')} />}
    >
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate aria-label={t('register.title')} className="grid gap-8">
          <ClientDetailsFields idPrefix="register" />
          <FormSection title={t('register.security')}>
            <PasswordField
              id="register-password"
              label={t('fields.password')}
              hint={t('hints.password', validationValues)}
              autoComplete="new-password"
              error={errors.password}
              {...form.register('password')}
            />
          </FormSection>
          <SubmitButton pending={signUp.isPending}>{t('register.submit')}</SubmitButton>
        </form>
      </FormProvider>
    </AuthCard>
  );
}
