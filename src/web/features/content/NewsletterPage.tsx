import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ApiError } from '#web/api/client.ts';
import { buttonPrimary } from '#web/components/ui.tsx';
import { usePageTitle } from '#web/components/usePageTitle.ts';
import { useUnsubscribe } from './api.ts';
import { PageHeading } from './PageHeading.tsx';

const card = 'rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100 sm:p-10';

/** The unsubscribe link opened in a browser: one button, so that a mail scanner opening it changes nothing. */
function Unsubscribe({ token }: { token: string }) {
  const { t } = useTranslation('content');
  const leave = useUnsubscribe();
  usePageTitle(t('newsletter.unsubscribeTitle'));
  if (leave.isSuccess) {
    return (
      <>
        <PageHeading title={t('newsletter.unsubscribedTitle')} eyebrow={t('newsletter.eyebrow')} />
        <p role="status" className={`${card} text-lg text-brand-900`}>
          {leave.data.message}
        </p>
      </>
    );
  }
  return (
    <>
      <PageHeading title={t('newsletter.unsubscribeTitle')} eyebrow={t('newsletter.eyebrow')} />
      <div className={`${card} grid justify-items-start gap-5`}>
        <p className="text-lg text-brand-900">{t('newsletter.unsubscribeText')}</p>
        {leave.error instanceof ApiError && leave.error.message && (
          <p className="font-semibold text-red-800">{leave.error.message}</p>
        )}
        <button
          type="button"
          className={buttonPrimary}
          disabled={leave.isPending}
          aria-busy={leave.isPending || undefined}
          onClick={() => leave.mutate(token)}
        >
          {leave.isPending ? t('newsletter.unsubscribing') : t('newsletter.unsubscribe')}
        </button>
      </div>
    </>
  );
}

/** /newsletter: where the newsletter's mails lead (a confirmed subscription, a stale link, an unsubscribe). */
export default function NewsletterPage() {
  const { t } = useTranslation('content');
  const [params] = useSearchParams();
  const token = params.get('unsubscribe');
  const confirmed = params.get('confirmed') === '1';
  const title = confirmed ? t('newsletter.confirmedTitle') : t('newsletter.invalidTitle');
  usePageTitle(token ? t('newsletter.unsubscribeTitle') : title);
  return (
    <article className="mx-auto max-w-3xl">
      {token ? (
        // A new link is a new question: the answer to the last one does not stay on screen.
        <Unsubscribe key={token} token={token} />
      ) : (
        <>
          <PageHeading title={title} eyebrow={t('newsletter.eyebrow')} />
          <p className={`${card} text-lg leading-relaxed text-brand-900`}>
            {confirmed ? t('newsletter.confirmedText') : t('newsletter.invalidText')}
          </p>
        </>
      )}
    </article>
  );
}
