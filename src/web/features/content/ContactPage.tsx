import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { textIn } from '#shared/lang.ts';
import { useContactInfo } from '#web/api/content.ts';
import { PhoneIcon } from '#web/components/icons.tsx';
import { MailIcon } from '#web/components/page-icons.tsx';
import { SafeHtml } from '#web/components/SafeHtml.tsx';
import { Spinner } from '#web/components/Spinner.tsx';
import { usePageTitle } from '#web/components/usePageTitle.ts';
import { useLanguage } from '#web/state/language.ts';
import { LoadError } from './Notices.tsx';
import { PageHeading } from './PageHeading.tsx';

/*
 * The form (its validation library) and the QR code's encoder load beside the page: the map and the
 * house's details show first, and each place keeps its size while its part arrives.
 */
const ContactForm = lazy(() =>
  import('./ContactForm.tsx').then(({ ContactForm }) => ({ default: ContactForm })),
);
const ContactQr = lazy(() => import('./ContactQr.tsx').then(({ ContactQr }) => ({ default: ContactQr })));

/** Only an https address may fill the map frame (the CSP allows the map hosts, nothing else). */
function mapSource(link: string): string | undefined {
  try {
    const url = new URL(link.trim());
    return url.protocol === 'https:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

function MapFrame({ link, title }: { link: string; title: string }) {
  const src = mapSource(link);
  if (!src) return null;
  return (
    <div className="mb-10 overflow-hidden rounded-2xl bg-brand-50 shadow-sm ring-1 ring-brand-100">
      <iframe
        src={src}
        title={title}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        allowFullScreen
        className="block h-72 w-full border-0 sm:h-96"
      />
    </div>
  );
}

const detailRow =
  'flex items-center gap-3 rounded-xl bg-brand-50 px-4 py-3 font-semibold text-brand-800 transition hover:bg-gold-50 hover:text-gold-700';

/** /contact-us: map, the contact form, the house's contact text and the QR code of its link. */
export default function ContactPage() {
  const { t } = useTranslation('content');
  const { language } = useLanguage();
  const contact = useContactInfo();
  const info = contact.data;
  const title = info ? textIn(language, info.title_ar, info.title_en) : t('contact.fallbackTitle');
  usePageTitle(title);

  if (contact.isPending) return <Spinner size="lg" />;
  if (contact.isError || !info) return <LoadError onRetry={() => void contact.refetch()} />;
  return (
    <section>
      <PageHeading eyebrow={t('contact.eyebrow')} title={title} lead={t('contact.lead')} />
      <MapFrame link={info.map_link} title={t('contact.mapTitle')} />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="self-start rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100 sm:p-8">
          <Suspense fallback={<div className="min-h-96" aria-busy="true" />}>
            <ContactForm />
          </Suspense>
        </div>
        <aside className="flex flex-col gap-6" aria-label={t('contact.details')}>
          <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100">
            <h2 className="mb-4 text-lg font-bold text-brand-900">{t('contact.details')}</h2>
            <SafeHtml
              html={textIn(language, info.description_ar, info.description_en)}
              className="prose-shop mb-4 text-brand-800"
            />
            <div className="flex flex-col gap-2">
              {info.phone && (
                <a href={`tel:${info.phone.replace(/[^\d+]/g, '')}`} className={detailRow}>
                  <PhoneIcon size={20} />
                  <bdi dir="ltr">{info.phone}</bdi>
                </a>
              )}
              {info.email && (
                <a href={`mailto:${info.email}`} className={detailRow}>
                  <MailIcon size={20} />
                  <bdi dir="ltr">{info.email}</bdi>
                </a>
              )}
            </div>
          </div>
          <Link to="/rights" className={detailRow}>
            {t('rights.contactLink')}
          </Link>
          {info.qr_link && (
            <Suspense
              fallback={<div className="aspect-square w-full max-w-80 self-center rounded-2xl bg-white" />}
            >
              <ContactQr link={info.qr_link} />
            </Suspense>
          )}
        </aside>
      </div>
    </section>
  );
}
