import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SecurityState, TwoFactorStart } from '#shared/contract/staff-security.ts';
import { formatMoment } from '#web/components/dates.ts';
import { buttonPrimary, buttonSecondary, panel } from '#web/components/ui.tsx';
import { useLanguage } from '#web/state/language.ts';
import { useDisableTwoFactor, useRenewRecoveryCodes, useStartTwoFactor } from './api.ts';
import { CodeInput } from './CodeInput.tsx';
import { RecoveryCodes } from './RecoveryCodes.tsx';
import { TwoFactorSetup } from './TwoFactorSetup.tsx';

/** Names of apps, as their makers write them. */
const AUTHENTICATOR_APPS = ['Google Authenticator', 'Microsoft Authenticator', '1Password', 'Authy'];

/** Turning it off: a current code (or a recovery code), or the password. */
function TurnOff() {
  const { t } = useTranslation('staff-security');
  const [withPassword, setWithPassword] = useState(false);
  const [value, setValue] = useState('');
  const disable = useDisableTwoFactor();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value || disable.isPending) return;
    disable.mutate(withPassword ? { password: value } : { code: value.trim() });
  };
  return (
    <form onSubmit={submit} aria-label={t('off.title')} className="grid gap-3 border-t border-brand-100 pt-4">
      <h3 className="font-bold text-brand-900">{t('off.title')}</h3>
      {withPassword ? (
        <CodeInput
          label={t('off.password')}
          type="password"
          autoComplete="current-password"
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      ) : (
        <CodeInput label={t('off.code')} value={value} onChange={(event) => setValue(event.target.value)} />
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          disabled={disable.isPending}
          className={`${buttonSecondary} border-red-200 text-red-800 hover:border-red-400`}
        >
          {t('off.submit')}
        </button>
        <button
          type="button"
          className="text-sm font-semibold text-brand-700 underline"
          onClick={() => {
            setWithPassword(!withPassword);
            setValue('');
          }}
        >
          {t(withPassword ? 'off.useCode' : 'off.usePassword')}
        </button>
      </div>
    </form>
  );
}

/** New recovery codes for a current code: the old ones stop working. */
function RenewCodes({ onRenewed }: { onRenewed: (codes: string[]) => void }) {
  const { t } = useTranslation('staff-security');
  const [code, setCode] = useState('');
  const renew = useRenewRecoveryCodes();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() && !renew.isPending) {
      renew.mutate(code.trim(), { onSuccess: ({ data }) => onRenewed(data.recovery_codes) });
    }
  };
  return (
    <form
      onSubmit={submit}
      aria-label={t('renew.title')}
      className="grid gap-3 border-t border-brand-100 pt-4"
    >
      <h3 className="font-bold text-brand-900">{t('renew.title')}</h3>
      <CodeInput
        label={t('renew.code')}
        inputMode="numeric"
        maxLength={6}
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <div>
        <button type="submit" className={buttonSecondary} disabled={renew.isPending}>
          {t('renew.submit')}
        </button>
      </div>
    </form>
  );
}

export function TwoFactorPanel({ state }: { state: SecurityState }) {
  const { t } = useTranslation('staff-security');
  const { language } = useLanguage();
  const start = useStartTwoFactor();
  const [started, setStarted] = useState<TwoFactorStart | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const on = state.two_factor_enabled;

  return (
    <section aria-labelledby="two-factor" className={`${panel} grid gap-4 p-5`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="two-factor" className="text-lg font-bold text-brand-900">
          {t('title2fa')}
        </h2>
        <span
          className={`rounded-full px-3 py-1 text-sm font-semibold ${on ? 'bg-emerald-50 text-emerald-800' : 'bg-amber-50 text-amber-900'}`}
        >
          {t(on ? 'status.on' : 'status.off')}
        </span>
      </div>
      <p className="text-brand-800">{t('lead2fa')}</p>
      <p className="text-sm text-brand-700">
        {t('apps')}{' '}
        {AUTHENTICATOR_APPS.map((app, index) => (
          <span key={app}>
            {index > 0 && (language === 'ar' ? '، ' : ', ')}
            <bdi>{app}</bdi>
          </span>
        ))}
      </p>
      {codes && <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />}
      {!on && !started && (
        <div>
          <button
            type="button"
            className={buttonPrimary}
            disabled={start.isPending}
            onClick={() => start.mutate(undefined, { onSuccess: setStarted })}
          >
            {t('setup.start')}
          </button>
        </div>
      )}
      {!on && started && (
        <TwoFactorSetup
          started={started}
          onCancel={() => setStarted(null)}
          onEnabled={(made) => {
            setStarted(null);
            setCodes(made);
          }}
        />
      )}
      {on && !codes && (
        <>
          <dl className="grid gap-2 text-sm text-brand-800 sm:grid-cols-2">
            <div>
              <dt className="font-semibold text-brand-900">{t('since')}</dt>
              <dd>{state.enabled_at ? formatMoment(state.enabled_at, language) : ''}</dd>
            </div>
            <div>
              <dt className="font-semibold text-brand-900">{t('codesLeft')}</dt>
              <dd className={state.recovery_codes_left <= 2 ? 'font-semibold text-red-800' : ''}>
                {t('codesLeftValue', { count: state.recovery_codes_left })}
              </dd>
            </div>
          </dl>
          <RenewCodes onRenewed={setCodes} />
          {state.required ? <p className="text-sm text-brand-700">{t('off.required')}</p> : <TurnOff />}
        </>
      )}
    </section>
  );
}
