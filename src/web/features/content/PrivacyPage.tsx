import { useTranslation } from 'react-i18next';
import { textIn } from '#shared/lang.ts';
import { SafeHtml } from '#web/components/SafeHtml.tsx';
import { Spinner } from '#web/components/Spinner.tsx';
import { usePageTitle } from '#web/components/usePageTitle.ts';
import { useLanguage } from '#web/state/language.ts';
import { useTerms } from './api.ts';
import { LoadError } from './Notices.tsx';
import { PageHeading } from './PageHeading.tsx';

/** /privacy-policy: the terms' title and sanitised HTML in the page's language (GET /our-terms). */
export default function PrivacyPage() {
  const { t } = useTranslation('content');
  const { language } = useLanguage();
  const terms = useTerms();
  const title = terms.data ? textIn(language, terms.data.title_ar, terms.data.title_en) : '';
  usePageTitle(title || t('privacy.fallbackTitle'));

  if (terms.isPending) return <Spinner size="lg" />;
  if (terms.isError) return <LoadError onRetry={() => void terms.refetch()} />;
  return (
    <article className="mx-auto max-w-4xl">
      <PageHeading title={title} eyebrow={t('privacy.eyebrow')} />
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100 sm:p-10">
        <SafeHtml
          html={textIn(language, terms.data.description_ar, terms.data.description_en)}
          className="prose-shop text-lg text-brand-900"
        />
      </div>
    </article>
  );
}
