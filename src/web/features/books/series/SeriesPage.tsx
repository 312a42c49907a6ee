import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { Series } from '#shared/contract/catalog.ts';
import { positiveId } from '#shared/ids.ts';
import { textIn } from '#shared/lang.ts';
import { ApiError } from '#web/api/client.ts';
import { Notice } from '#web/components/ui.tsx';
import { usePageTitle } from '#web/components/usePageTitle.ts';
import { useLanguage } from '#web/state/language.ts';
import { writerLink } from '../details/links.ts';
import { useSeries } from './api.ts';
import { SeriesBooks } from './SeriesBooks.tsx';

function SeriesView({ series }: { series: Series }) {
  const { t } = useTranslation('library');
  const { language } = useLanguage();
  const name = textIn(language, series.name_ar, series.name_en);
  const otherName = language === 'ar' ? series.name_en : series.name_ar;
  return (
    <article>
      <header className="grid gap-3">
        <h1 className="text-3xl font-extrabold text-brand-900">{name}</h1>
        {otherName.trim() && otherName !== name && (
          // Isolated on the page's side: an English name under an Arabic one stays at the start of the line.
          <p className="text-lg text-brand-600">
            <bdi lang={language === 'ar' ? 'en' : 'ar'}>{otherName}</bdi>
          </p>
        )}
        {series.writers.length > 0 && (
          <p
            className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-brand-700"
            data-testid="series-writers"
          >
            <span>{t('series.by')}</span>
            {series.writers.map((writer) => (
              <Link
                key={writer.id}
                to={writerLink(writer.id)}
                className="font-semibold text-brand-800 underline decoration-gold-400 underline-offset-4 hover:text-gold-700"
              >
                <bdi>{textIn(language, writer.name_ar, writer.name_en)}</bdi>
              </Link>
            ))}
          </p>
        )}
      </header>
      <section aria-labelledby="series-books" className="mt-10">
        <h2 id="series-books" className="mb-4 text-xl font-extrabold text-brand-900">
          {t('series.books', { count: series.total })}
        </h2>
        <SeriesBooks books={series.books} />
      </section>
    </article>
  );
}

/** /series/:id: a series' names, writers and books in reading order; an unknown series says so and leads to the library. */
export default function SeriesPage() {
  const { t } = useTranslation('library');
  const { language } = useLanguage();
  const id = positiveId(useParams().id);
  const query = useSeries(id);
  usePageTitle(query.data ? textIn(language, query.data.name_ar, query.data.name_en) : t('series.pageTitle'));
  const missing = id === undefined || (query.error instanceof ApiError && query.error.status === 404);
  if (missing)
    return <Notice text={t('series.notFound')} action={{ label: t('series.toLibrary'), to: '/books' }} />;
  if (query.data) return <SeriesView series={query.data} />;
  if (query.isPending) return <div aria-busy="true" className="min-h-96" />;
  return (
    <Notice
      tone="alert"
      text={t('series.loadError')}
      action={{ label: t('results.retry'), onClick: () => void query.refetch() }}
    />
  );
}
