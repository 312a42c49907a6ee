import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodePurpose } from '#shared/contract/clients.ts';
import { toast } from '#web/api/toast.ts';
import { useResendCode } from './api.ts';

/** After one request the button rests a while; the server limits code mails per address anyway. */
const COOLDOWN_SECONDS = 30;

/** Asks the server to mail a fresh code (POST /client-resend-code); earlier codes stop working. */
export function ResendCodeButton({ email, purpose }: { email: string; purpose: CodePurpose }) {
  const { t } = useTranslation('accounts');
  const resend = useResendCode(purpose);
  const [wait, setWait] = useState(0);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = window.setTimeout(() => setWait((seconds) => seconds - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [wait]);

  const ask = () =>
    resend.mutate(email, {
      onSuccess: (answer) => {
        toast.info(answer.message);
        setWait(COOLDOWN_SECONDS);
      },
    });

  return (
    <button
      type="button"
      onClick={ask}
      disabled={!email || resend.isPending || wait > 0}
      className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1 font-bold text-brand-700 transition hover:bg-brand-50 hover:text-gold-600 disabled:cursor-not-allowed disabled:text-brand-300 disabled:hover:bg-transparent"
    >
      {wait > 0 ? t('activation.resendIn', { seconds: wait }) : t('activation.resend')}
    </button>
  );
}
