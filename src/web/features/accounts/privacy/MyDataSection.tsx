import { useTranslation } from 'react-i18next';
import type { ConsentChange } from '#shared/contract/privacy-export.ts';
import { toast } from '#web/api/toast.ts';
import { FileButton } from '#web/components/FileButton.tsx';
import { dateFormat } from '#web/components/intl.ts';
import { ShieldCheckIcon } from '#web/components/page-icons.tsx';
import { useLanguage } from '#web/state/language.ts';
import { type DataFormat, downloadMyData, useConsents, useSetMarketingConsent } from './api.ts';

/**
 * My profile's "My data" (decision 085): what the shop keeps and why, the copy of everything as JSON
 * or PDF, and the marketing consent, kept apart from the account and withdrawn in one tap.
 */
export default function MyDataSection() {
  const { t } = useTranslation('accounts');
  return (
    <section
      aria-labelledby="my-data-title"
      className="mt-8 rounded-3xl border border-brand-100 bg-white p-6 shadow-xl shadow-brand-900/5 sm:p-10"
    >
      <h2 id="my-data-title" className="flex items-center gap-2 text-2xl font-extrabold text-brand-900">
        <ShieldCheckIcon size={24} className="shrink-0 text-gold-600" />
        {t('myData.title')}
      </h2>
      <p className="mt-3 text-sm leading-relaxed text-brand-800">{t('myData.kept')}</p>
      <p className="mt-2 text-sm leading-relaxed text-brand-700">{t('myData.correct')}</p>
      <h3 className="mt-6 text-sm font-bold tracking-wide text-gold-700">{t('myData.download')}</h3>
      <div className="mt-3 flex flex-wrap gap-3">
        <DownloadButton format="pdf" />
        <DownloadButton format="json" />
      </div>
      <MarketingConsent />
    </section>
  );
}

function DownloadButton({ format }: { format: DataFormat }) {
  const { t } = useTranslation('accounts');
  return (
    <FileButton
      download={() => downloadMyData(format)}
      failed={t('myData.failed')}
      className="min-h-11 px-4 py-2"
    >
      {(busy) =>
        busy ? (
          t('myData.preparing')
        ) : (
          <span>
            {t('myData.downloadAs')} <bdi dir="ltr">{format.toUpperCase()}</bdi>
          </span>
        )
      }
    </FileButton>
  );
}

function LastChange({ change }: { change: ConsentChange }) {
  const { t } = useTranslation('accounts');
  const { language } = useLanguage();
  const when = dateFormat(`${language}-u-nu-latn`, { dateStyle: 'long', timeStyle: 'short' }).format(
    new Date(change.recorded_at),
  );
  return (
    <p className="mt-2 text-xs text-brand-600" data-testid="consent-last-change">
      {t(change.granted ? 'myData.agreedOn' : 'myData.withdrawnOn')} <bdi>{when}</bdi>{' '}
      {t(`myData.source.${change.source}`)}
    </p>
  );
}

function MarketingConsent() {
  const { t } = useTranslation('accounts');
  const consents = useConsents();
  const save = useSetMarketingConsent();
  const marketing = consents.data?.data.marketing;
  const latest = consents.data?.data.history[0];
  const granted = marketing?.granted ?? false;
  const toggle = () => save.mutate(!granted, { onSuccess: (answer) => toast.success(answer.message) });

  return (
    <div className="mt-8 rounded-2xl bg-brand-50/60 p-4 sm:p-5">
      <h3 className="text-sm font-bold tracking-wide text-gold-700">{t('myData.consentTitle')}</h3>
      {consents.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {t('myData.loadFailed')}
        </p>
      ) : (
        <>
          <div className="mt-3 flex items-start justify-between gap-4">
            <span id="marketing-consent-label" className="text-sm font-semibold text-brand-900">
              {t('myData.consentLabel')}
            </span>
            <button
              type="button"
              role="switch"
              aria-checked={granted}
              aria-labelledby="marketing-consent-label"
              disabled={consents.isPending || save.isPending}
              onClick={toggle}
              className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition disabled:opacity-60 ${
                granted ? 'bg-brand-700' : 'bg-brand-200'
              }`}
            >
              <span
                aria-hidden="true"
                className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${
                  granted ? 'translate-x-6 rtl:-translate-x-6' : 'translate-x-1 rtl:-translate-x-1'
                }`}
              />
            </button>
          </div>
          <p className="mt-2 text-xs leading-relaxed text-brand-700">{t('myData.consentNote')}</p>
          {latest ? (
            <LastChange change={latest} />
          ) : consents.isSuccess ? (
            <p className="mt-2 text-xs text-brand-600" data-testid="consent-last-change">
              {t('myData.never')}
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}
