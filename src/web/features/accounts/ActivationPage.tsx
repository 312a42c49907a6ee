import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { toast } from '#web/api/toast.ts';
import { ShieldCheckIcon } from '#web/components/page-icons.tsx';
import { usePageTitle } from '#web/components/usePageTitle.ts';
import { sessionActions } from '#web/state/session.ts';
import { AccountLink, AuthCard } from './AuthCard.tsx';
import { useActivate } from './api.ts';
import { MailedCodeForm } from './MailedCodeForm.tsx';
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

  const onSubmit = form.handleSubmit((values) =>
    activate.mutate(values, {
      onSuccess: (answer) => {
        toast.success(t('activation.activated'));
        // The guest-only guard takes the now logged-in client home, or to the page a guard sent them from.
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
      <MailedCodeForm
        form={form}
        onSubmit={onSubmit}
        label={t('activation.title')}
        idPrefix="activation"
        // The route names the account; without one the visitor types it.
        emailFixed={routeEmail !== ''}
        pending={activate.isPending}
        submit={t('activation.submit')}
        purpose="activation"
        resendNote={t('activation.noMail')}
      />
    </AuthCard>
  );
}
