import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PROFILE_REQUIRED } from '#shared/contract/client-fields.ts';
import type { ClientProfile } from '#shared/contract/clients.ts';
import { toast } from '#web/api/toast.ts';
import { LockIcon } from '#web/components/page-icons.tsx';
import { Spinner } from '#web/components/Spinner.tsx';
import { usePageTitle } from '#web/components/usePageTitle.ts';
import { useProfile, useUpdateProfile } from './api.ts';
import { ClientDetailsFields } from './ClientDetailsFields.tsx';
import { missesRequired, type ProfileForm, profileFormSchema } from './client-schemas.ts';
import { FormSection, PasswordField, SubmitButton } from './fields.tsx';
import { focusFirstInvalid, showServerErrors } from './form-errors.ts';
import { MailLanguageField } from './MailLanguageField.tsx';
import { DEFAULT_PHONE_COUNTRY } from './phone-country.ts';
import { validationValues } from './schemas.ts';

/** "My data" and "Delete my account" come after the form, with their own code: the profile's first load stays small. */
const MyDataSection = lazy(() => import('./privacy/MyDataSection.tsx'));
const DeleteAccountSection = lazy(() =>
  import('./delete-account/DeleteAccount.tsx').then((module) => ({ default: module.DeleteAccountSection })),
);

const formValues = (profile: ClientProfile): ProfileForm => ({
  name: profile.name,
  date_of_birth: profile.date_of_birth ?? '',
  address: profile.address,
  email: profile.email,
  mobile: profile.mobile,
  mobile_country: profile.mobile_country ?? DEFAULT_PHONE_COUNTRY,
  password: '',
  new_password: '',
  language: profile.language,
});

/**
 * My profile (spec §2 /my-profile): the sign-up fields and the language of our mails, pre-filled;
 * saving needs the current password.
 */
export default function ProfilePage() {
  const { t } = useTranslation('accounts');
  usePageTitle(t('profile.title'));
  const profile = useProfile();

  return (
    <section className="mx-auto w-full max-w-3xl">
      <header className="mb-6 flex items-center gap-4">
        <span
          aria-hidden="true"
          className="flex size-16 shrink-0 items-center justify-center rounded-full bg-linear-to-br from-brand-600 to-brand-800 text-2xl font-extrabold text-gold-200 shadow-lg ring-4 ring-white"
        >
          {profile.data?.data.name.trim().charAt(0) ?? ''}
        </span>
        <div className="min-w-0">
          <h1 className="border-s-4 border-gold-400 ps-3 text-3xl font-extrabold text-brand-900">
            {t('profile.title')}
          </h1>
          <p className="mt-1 ps-4 text-sm text-brand-700">
            {profile.data
              ? t('profile.signedInAs', { email: profile.data.data.email })
              : t('profile.subtitle')}
          </p>
        </div>
      </header>
      {profile.isPending ? (
        <Spinner />
      ) : profile.isError ? (
        <div
          role="alert"
          className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center text-red-800"
        >
          <p className="mb-3 font-semibold">{t('profile.loadFailed')}</p>
          <button
            type="button"
            onClick={() => profile.refetch()}
            className="rounded-lg bg-white px-4 py-2 font-bold text-brand-800 shadow-sm ring-1 ring-brand-200 hover:bg-brand-50"
          >
            {t('profile.retry')}
          </button>
        </div>
      ) : (
        // Keyed by the record, so a fresh copy from the server starts a fresh form.
        <>
          <ProfileEditor key={profile.dataUpdatedAt} profile={profile.data.data} />
          <Suspense fallback={null}>
            <MyDataSection />
            <DeleteAccountSection />
          </Suspense>
        </>
      )}
    </section>
  );
}

function ProfileEditor({ profile }: { profile: ClientProfile }) {
  const { t } = useTranslation('accounts');
  const { save, keep } = useUpdateProfile();
  const form = useForm({
    resolver: zodResolver(profileFormSchema),
    defaultValues: formValues(profile),
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(
    ({ new_password, ...values }) =>
      save.mutate(
        { ...values, new_password: new_password || undefined },
        {
          onSuccess: (answer) => {
            toast.success(t('profile.updated'));
            keep(answer.data);
          },
          onError: (error) => showServerErrors(error, form.setError, Object.keys(formValues(profile))),
        },
      ),
    (invalid, event) => {
      focusFirstInvalid(event?.target, invalid);
      if (missesRequired(form.getValues(), PROFILE_REQUIRED)) toast.error(t('fillAllFields'));
    },
  );

  return (
    <div className="rounded-3xl border border-brand-100 bg-white p-6 shadow-xl shadow-brand-900/5 sm:p-10">
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate aria-label={t('profile.title')} className="grid gap-8">
          <ClientDetailsFields idPrefix="profile" />
          <MailLanguageField idPrefix="profile" />
          <FormSection title={t('profile.security')}>
            <p className="-mt-2 flex items-start gap-2 rounded-xl bg-gold-50 px-4 py-3 text-sm text-gold-700 sm:col-span-2">
              <LockIcon size={18} className="mt-0.5 shrink-0" />
              {t('profile.securityNote')}
            </p>
            <PasswordField
              id="profile-password"
              label={t('fields.currentPassword')}
              hint={t('hints.currentPassword')}
              autoComplete="current-password"
              error={errors.password}
              {...form.register('password')}
            />
            <PasswordField
              id="profile-new-password"
              label={t('fields.newPassword')}
              hint={t('hints.newPassword', validationValues)}
              autoComplete="new-password"
              error={errors.new_password}
              {...form.register('new_password')}
            />
          </FormSection>
          <div className="flex justify-end">
            <div className="w-full sm:w-64">
              <SubmitButton pending={save.isPending}>{t('profile.save')}</SubmitButton>
            </div>
          </div>
        </form>
      </FormProvider>
    </div>
  );
}
