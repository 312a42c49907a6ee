import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { positiveId } from '#shared/ids.ts';
import { textIn } from '#shared/lang.ts';
import { ApiError } from '#web/api/client.ts';
import { formatDate } from '#web/components/dates.ts';
import { Img } from '#web/components/Img.tsx';
import { SafeHtml } from '#web/components/SafeHtml.tsx';
import { ShareButton } from '#web/components/ShareButton.tsx';
import { Spinner } from '#web/components/Spinner.tsx';
import { usePageTitle } from '#web/components/usePageTitle.ts';
import { useLanguage } from '#web/state/language.ts';
import { useNewsItem } from './api.ts';
import { EmptyNotice, LoadError } from './Notices.tsx';
import { PdfAction } from './PdfAction.tsx';

/** /alakhbar-articles/:id: one news item, its picture and full description (GET /akhbars/{id}). */
export default function NewsArticlePage() {
  const { t } = useTranslation('content');
  const { language } = useLanguage();
  const id = positiveId(useParams().id);
  const item = useNewsItem(id);
  const title = item.data ? textIn(language, item.data.title_ar, item.data.title_en) : t('news.title');
  usePageTitle(title);

  const missing = id === undefined || (item.error instanceof ApiError && item.error.status === 404);
  if (missing) {
    return <EmptyNotice text={t('news.notFound')} backTo="/al-akhbar" backLabel={t('news.back')} />;
  }
  if (item.isPending) return <Spinner size="lg" />;
  if (item.isError) return <LoadError onRetry={() => void item.refetch()} />;

  const news = item.data;
  const image = news.files.image[0]?.file_name ?? news.files.columns.image[0]?.file_name;
  const pdf = news.files.pdf.length > 0 ? news.files.pdf : news.files.columns.pdf;
  return (
    <article className="mx-auto max-w-4xl">
      <nav aria-label={t('breadcrumb')} className="mb-6 text-sm text-brand-600">
        <Link to="/al-akhbar" className="font-semibold transition hover:text-gold-700">
          {t('news.title')}
        </Link>
        <span aria-hidden="true" className="mx-2 text-brand-300">
          /
        </span>
        <span className="text-brand-800">{title}</span>
      </nav>
      <header className="mb-6">
        <div className="mb-3 flex flex-wrap items-center gap-3 text-sm font-bold">
          <time dateTime={news.article_date} className="text-gold-700">
            {formatDate(news.article_date, language)}
          </time>
          {news.issue_number !== null && (
            <span className="rounded-full bg-brand-50 px-3 py-1 text-brand-700 ring-1 ring-brand-100">
              {t('issue', { number: news.issue_number })}
            </span>
          )}
        </div>
        <div className="flex items-start justify-between gap-4">
          <h1 className="text-3xl font-extrabold leading-tight text-brand-900 sm:text-4xl">{title}</h1>
          <ShareButton
            path={`/n/${news.id}`}
            title={title}
            texts={{
              button: t('news.share', { title }),
              copied: t('news.shareCopied'),
              failed: t('news.shareFailed'),
            }}
          />
        </div>
      </header>
      <figure className="mb-8 overflow-hidden rounded-2xl bg-brand-50 shadow-sm ring-1 ring-brand-100">
        <Img
          fileName={image}
          alt={title}
          width={800}
          height={500}
          className="aspect-[8/5] w-full object-cover"
        />
      </figure>
      <SafeHtml
        html={textIn(language, news.description_ar, news.description_en)}
        className="prose-shop text-lg text-brand-900"
      />
      <footer className="mt-10 flex flex-wrap items-center justify-between gap-4 border-t border-brand-100 pt-6">
        <PdfAction files={pdf} label={t('pdf.read')} />
        <Link to="/al-akhbar" className="font-semibold text-brand-700 transition hover:text-gold-700">
          {t('news.back')}
        </Link>
      </footer>
    </article>
  );
}
