import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ZatcaCsrBody, type ZatcaOnboardingAnswer, zatcaCsrBodySchema } from '#shared/contract/zatca.ts';
import { buttonPrimary } from '#web/components/ui.tsx';
import { FormActions, TextField, useConsoleForm } from '../../console/form.tsx';
import { Loaded } from '../../console/resource/index.ts';
import { useOnboarding, useOnboardingStep } from './api.ts';

/*
 * The shop's onboarding with ZATCA (admins; decision 104), one step at a time: the EGS unit's CSR, the
 * one-time password from the Fatoora portal, the compliance checks, the production certificate.
 */

type Onboarding = ZatcaOnboardingAnswer['data'];

const FIELDS = ['vat_number', 'organisation', 'branch', 'egs_serial', 'location', 'industry'] as const;
const LATIN = new Set(['vat_number', 'egs_serial']);

function CsrForm({ current }: { current: Onboarding['onboarding'] }) {
  const { t } = useTranslation('staff-zatca');
  const step = useOnboardingStep();
  const form = useConsoleForm<ZatcaCsrBody>(zatcaCsrBodySchema, {
    vat_number: current?.vat_number ?? '',
    organisation: current?.organisation ?? '',
    branch: current?.branch ?? '',
    egs_serial: current?.egs_serial ?? '',
    location: '',
    industry: '',
  });
  return (
    <form
      noValidate
      className="grid gap-4"
      aria-label={t('onboarding.csrForm')}
      onSubmit={form.handleSubmit((body) => step.mutate({ step: 'csr', body }))}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <TextField
            key={field}
            label={t(`onboarding.fields.${field}`)}
            hint={field === 'egs_serial' ? t('onboarding.egsHint') : undefined}
            required
            dir={LATIN.has(field) ? 'ltr' : undefined}
            error={form.formState.errors[field]}
            {...form.register(field)}
          />
        ))}
      </div>
      <FormActions
        pending={step.isPending}
        label={current ? t('onboarding.restart') : t('onboarding.makeCsr')}
      />
    </form>
  );
}

function NextStep({ onboarding }: { onboarding: NonNullable<Onboarding['onboarding']> }) {
  const { t } = useTranslation('staff-zatca');
  const step = useOnboardingStep();
  const [otp, setOtp] = useState('');
  if (onboarding.stage === 'csr') {
    return (
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          step.mutate({ step: 'otp', otp });
        }}
      >
        <TextField
          label={t('onboarding.otp')}
          hint={t('onboarding.otpHint')}
          dir="ltr"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={otp}
          onChange={(event) => setOtp(event.target.value.trim())}
        />
        <button type="submit" className={buttonPrimary} disabled={step.isPending}>
          {t('onboarding.sendOtp')}
        </button>
      </form>
    );
  }
  if (onboarding.stage === 'production') return null;
  const next = onboarding.stage === 'compliance' ? 'compliance-checks' : 'production';
  return (
    <button
      type="button"
      className={`${buttonPrimary} justify-self-start`}
      disabled={step.isPending}
      onClick={() => step.mutate({ step: next })}
    >
      {t(next === 'production' ? 'onboarding.production' : 'onboarding.runChecks')}
    </button>
  );
}

function Panel({ data }: { data: Onboarding }) {
  const { t } = useTranslation('staff-zatca');
  if (!data.available) {
    return (
      <p role="status" className="rounded-lg bg-gold-50 p-3 text-sm text-gold-800">
        {t('onboarding.off')}
      </p>
    );
  }
  const current = data.onboarding;
  return (
    <div className="grid gap-4">
      <p role="status" className="text-sm text-brand-800">
        {t(`onboarding.stage.${current?.stage ?? 'none'}`)}
      </p>
      {current && current.messages.length > 0 && (
        <ul className="grid gap-1 text-sm text-red-800">
          {current.messages.map((message) => (
            <li key={`${message.code}-${message.message}`}>
              <bdi dir="ltr">
                {message.code}: {message.message}
              </bdi>
            </li>
          ))}
        </ul>
      )}
      {current && <NextStep onboarding={current} />}
      <details open={!current} className="grid gap-3">
        <summary className="cursor-pointer text-sm font-semibold text-brand-900">
          {t('onboarding.unit')}
        </summary>
        <CsrForm current={current} />
      </details>
    </div>
  );
}

export function OnboardingPanel() {
  const { t } = useTranslation('staff-zatca');
  return (
    <section aria-labelledby="zatca-onboarding" className="grid gap-3 rounded-xl border border-brand-100 p-4">
      <h2 id="zatca-onboarding" className="text-lg font-bold text-brand-900">
        {t('onboarding.title')}
      </h2>
      <Loaded query={useOnboarding()}>{(data) => <Panel data={data} />}</Loaded>
    </section>
  );
}
