import { QRCodeSVG } from 'qrcode.react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TwoFactorStart } from '#shared/contract/staff-security.ts';
import { buttonPrimary, buttonSecondary } from '#web/components/ui.tsx';
import { useConfirmTwoFactor } from './api.ts';
import { CodeInput } from './CodeInput.tsx';

/** The key in groups of four, as the apps show it, so it can be typed without losing one's place. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Setting up: the new key as a QR code for the app's camera and as text to type, then a code the app
 * made with it, which turns two-step sign-in on and answers the recovery codes.
 */
export function TwoFactorSetup({
  started,
  onCancel,
  onEnabled,
}: {
  started: TwoFactorStart;
  onCancel: () => void;
  onEnabled: (codes: string[]) => void;
}) {
  const { t } = useTranslation('staff-security');
  const [code, setCode] = useState('');
  const confirm = useConfirmTwoFactor();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() && !confirm.isPending) {
      confirm.mutate(code.trim(), { onSuccess: ({ data }) => onEnabled(data.recovery_codes) });
    }
  };
  return (
    <form onSubmit={submit} aria-label={t('setup.title')} className="grid gap-5">
      <ol className="grid list-decimal gap-4 ps-5 text-brand-800 marker:font-bold">
        <li>{t('setup.step1')}</li>
        <li>
          <div className="grid gap-3">
            <span>{t('setup.step2')}</span>
            <div className="flex flex-wrap items-start gap-5">
              <figure className="rounded-xl bg-white p-3 ring-1 ring-brand-100">
                <QRCodeSVG value={started.otpauth_uri} size={176} level="M" title={t('setup.qrAlt')} />
              </figure>
              <div className="grid min-w-0 gap-1">
                <span className="text-sm font-semibold text-brand-900">{t('setup.manual')}</span>
                <bdi
                  dir="ltr"
                  data-testid="manual-key"
                  className="select-all break-words rounded-lg bg-brand-50 px-3 py-2 font-mono text-base text-brand-950"
                >
                  {grouped(started.secret)}
                </bdi>
                <span className="text-sm text-brand-700">{t('setup.manualHint')}</span>
              </div>
            </div>
          </div>
        </li>
        <li>
          <div className="grid gap-3">
            <span>{t('setup.step3')}</span>
            <CodeInput
              label={t('setup.codeLabel')}
              inputMode="numeric"
              maxLength={6}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              required
            />
          </div>
        </li>
      </ol>
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          className={buttonPrimary}
          disabled={confirm.isPending}
          aria-busy={confirm.isPending || undefined}
        >
          {t('setup.confirm')}
        </button>
        <button type="button" className={buttonSecondary} onClick={onCancel}>
          {t('setup.cancel')}
        </button>
      </div>
    </form>
  );
}
