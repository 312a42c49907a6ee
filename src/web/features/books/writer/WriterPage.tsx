import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { WriterPage as Writer } from '#shared/contract/catalog.ts';
import { positiveId } from '#shared/ids.ts';
import { textIn } from '#shared/lang.ts';
import { ApiError } from '#web/api/client.ts';
import { Notice } from '#web/components/ui.tsx';
import { usePageTitle } from '#web/components/usePageTitle.ts';
import { useLanguage } from '#web/state/language.ts';
import { BookResults } from '../BookResults.tsx';
import { WriterSeries } from '../series/WriterSeries.tsx';
import { useWriter } from './api.ts';
import { WriterBiography } from './WriterBiography.tsx';
import { WriterPortrait } from './WriterPortrait.tsx';

/** The years a writer lived, each number kept left to right inside the sentence. */
function Life({ writer }: { writer: Writer }) {
  const { t } = useTranslation('library');
  const { born_year: born, died_year: died } = writer;
  if (born === null && died === null) return null;
  const year = (value: number) => <bdi dir="ltr">{value}</bdi>;
  return (
    <p className="text-brand-700" data-testid="writer-life">
      {born !== null && died !== null ? (
        <>
          {year(born)} – {year(died)}
        </>
      ) : born !== null ? (
        <>
          {t('writer.born')} {year(born)}
        </>
      ) : (
        <>
          {t('writer.died')} {year(died!)}
        </>
      )}
    </p>
  );
}

function WriterView({ writer }: { writer: Writer }) {
  const { t } = useTranslation('library');
  const { language } = useLanguage();
  const name = textIn(language, writer.name_ar, writer.name_en);
  const otherName = language === 'ar' ? writer.name_en : writer.name_ar;
  return (
    <article>
      {/* The photo's column: as wide as WRITER_PHOTO_SIZES says. */}
      <header className="grid items-start gap-6 sm:grid-cols-[11rem_minmax(0,1fr)] lg:grid-cols-[14rem_minmax(0,1fr)]">
        <WriterPortrait photo={writer.photo} name={name} />
        <div className="grid min-w-0 gap-3">
          <h1 className="text-3xl font-extrabold text-brand-900">{name}</h1>
          {otherName.trim() && otherName !== name && (
            // Isolated on the page's side: an English name under an Arabic one stays at the start of the line.
            <p className="text-lg text-brand-600">
              <bdi lang={language === 'ar' ? 'en' : 'ar'}>{otherName}</bdi>
            </p>
          )}
          <Life writer={writer} />
          <WriterBiography writer={writer} />
        </div>
      </header>
      <section aria-labelledby="writer-books" className="mt-10">
        <h2 id="writer-books" className="mb-4 text-xl font-extrabold text-brand-900">
          {t('writer.books', { count: writer.books_count })}
        </h2>
        {writer.books_count > 0 ? (
          <BookResults filter={{ writer_id: writer.id }} wide />
        ) : (
          <p className="text-brand-600">{t('writer.noBooks')}</p>
        )}
      </section>
      {/* Last on the page: when the series arrive, nothing above them moves. */}
      <div className="mt-8">
        <WriterSeries writerId={writer.id} />
      </div>
    </article>
  );
}

/** /writers/:id: a writer's life, biography, photo and books; an unknown writer says so and leads to the library. */
export default function WriterPage() {
  const { t } = useTranslation('library');
  const { language } = useLanguage();
  const id = positiveId(useParams().id);
  const query = useWriter(id);
  usePageTitle(query.data ? textIn(language, query.data.name_ar, query.data.name_en) : t('writer.pageTitle'));
  const missing = id === undefined || (query.error instanceof ApiError && query.error.status === 404);
  if (missing)
    return <Notice text={t('writer.notFound')} action={{ label: t('writer.toLibrary'), to: '/books' }} />;
  if (query.data) return <WriterView writer={query.data} />;
  if (query.isPending) return <div aria-busy="true" className="min-h-96" />;
  return (
    <Notice
      tone="alert"
      text={t('writer.loadError')}
      action={{ label: t('results.retry'), onClick: () => void query.refetch() }}
    />
  );
}
