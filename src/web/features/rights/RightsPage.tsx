import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { positiveId } from '#shared/ids.ts';
import { buttonSecondary, panel } from '#web/components/ui.tsx';
import { usePageTitle } from '#web/components/usePageTitle.ts';

/* The form (its validation library) loads beside the page: the heading shows first, the form's place kept. */
const RightsForm = lazy(() => import('./RightsForm.tsx').then(({ RightsForm }) => ({ default: RightsForm })));

type Sent = { reference: string; email: string };

/** What the enquirer keeps: the reference to quote, and where its confirmation went. */
function SentPanel({ sent, onAnother }: { sent: Sent; onAnother: () => void }) {
  const { t } = useTranslation('content');
  return (
    <div role="status" className="flex flex-col items-start gap-4">
      <h2 className="text-xl font-bold text-brand-900">{t('rights.sentTitle')}</h2>
      <p className="text-brand-800">
        {t('rights.reference')}:{' '}
        <bdi dir="ltr" className="font-mono text-2xl font-extrabold tracking-wider text-brand-900">
          {sent.reference}
        </bdi>
      </p>
      <p className="text-brand-700">{t('rights.sentText', { email: `\u2068${sent.email}\u2069` })}</p>
      <button type="button" className={buttonSecondary} onClick={onAnother}>
        {t('rights.another')}
      </button>
    </div>
  );
}

/** /rights: the rights and permissions enquiry form; `?book=ID` chooses the book beforehand. */
export default function RightsPage() {
  const { t } = useTranslation('content');
  const [params] = useSearchParams();
  const bookId = positiveId(params.get('book'));
  const [sent, setSent] = useState<Sent | null>(null);
  const [round, setRound] = useState(0);
  usePageTitle(t('rights.title'));
  return (
    <section>
      <header className="mb-8 sm:mb-10">
        <p className="mb-2 text-sm font-bold tracking-wide text-gold-600">{t('rights.eyebrow')}</p>
        <h1 className="border-s-4 border-gold-400 ps-4 text-3xl font-extrabold leading-tight text-brand-900 sm:text-4xl">
          {t('rights.title')}
        </h1>
        <p className="mt-4 max-w-3xl text-base leading-relaxed text-brand-700">{t('rights.lead')}</p>
      </header>
      <div className={`${panel} relative max-w-3xl p-6 sm:p-8`}>
        {sent ? (
          <SentPanel
            sent={sent}
            onAnother={() => {
              setSent(null);
              setRound((n) => n + 1);
            }}
          />
        ) : (
          <Suspense fallback={<div className="min-h-[60rem]" aria-busy="true" />}>
            <RightsForm
              key={round}
              bookId={bookId}
              onSent={(reference, email) => setSent({ reference, email })}
            />
          </Suspense>
        )}
      </div>
    </section>
  );
}
