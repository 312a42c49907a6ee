import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#web/api/client.ts';
import { LockIcon } from '#web/components/page-icons.tsx';
import { AuthCard, SubmitButton } from '#web/features/accounts/index.ts';
import { useStaffLoginCode } from './api.ts';

type Props = { email: string; pendingToken: string; onRestart: () => void };

/**
 * The second step of a two-step sign-in: the six digits the authenticator app shows, or one of the
 * recovery codes. A code the server voided (five wrong, or five minutes gone) sends back to the password.
 */
export function StaffLoginCode({ email, pendingToken, onRestart }: Props) {
  const { t } = useTranslation('staff');
  const ids = { code: useId(), hint: useId(), error: useId() };
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const login = useStaffLoginCode(email);
  const expired = login.error instanceof ApiError && login.error.code === 'sign_in_expired';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setMissing(true);
    setMissing(false);
    if (!login.isPending) login.mutate({ pending_token: pendingToken, code: code.trim() });
  };

  return (
    <AuthCard Icon={LockIcon} title={t('login.code.title')} subtitle={t('login.code.subtitle')}>
      <form onSubmit={onSubmit} noValidate aria-label={t('login.code.title')} className="grid gap-5">
        <div className="grid gap-2">
          <label htmlFor={ids.code} className="font-semibold text-brand-900">
            {t(recovery ? 'login.code.recoveryLabel' : 'login.code.label')}
          </label>
          <input
            id={ids.code}
            // One field for both kinds: digits on a phone's keypad, letters for a recovery code.
            key={recovery ? 'recovery' : 'app'}
            name="code"
            dir="ltr"
            autoComplete="one-time-code"
            inputMode={recovery ? 'text' : 'numeric'}
            maxLength={recovery ? 20 : 6}
            // The password step just went (or the kind of code changed): the new field takes the focus.
            ref={(node) => node?.focus()}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            aria-describedby={`${ids.hint}${missing ? ` ${ids.error}` : ''}`}
            aria-invalid={missing || undefined}
            className="w-full rounded-xl border border-brand-200 bg-white px-4 py-3 text-center font-mono text-2xl tracking-[0.3em] text-brand-950 focus:border-brand-500 focus:outline-none focus:ring-4 focus:ring-brand-100"
          />
          <p id={ids.hint} className="text-sm text-brand-700">
            {t(recovery ? 'login.code.recoveryHint' : 'login.code.hint')}
          </p>
          {missing && (
            <p id={ids.error} role="alert" className="text-sm font-medium text-red-700">
              {t('login.code.missing')}
            </p>
          )}
        </div>
        <SubmitButton pending={login.isPending}>{t('login.code.submit')}</SubmitButton>
        <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
          <button
            type="button"
            className="font-semibold text-brand-700 underline"
            onClick={() => {
              setRecovery(!recovery);
              setCode('');
            }}
          >
            {t(recovery ? 'login.code.useApp' : 'login.code.useRecovery')}
          </button>
          <button type="button" className="font-semibold text-brand-700 underline" onClick={onRestart}>
            {t(expired ? 'login.code.again' : 'login.code.back')}
          </button>
        </div>
      </form>
    </AuthCard>
  );
}
