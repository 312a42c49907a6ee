import { useTranslation } from 'react-i18next';
import { textIn } from '#shared/lang.ts';
import { CloseIcon } from '#web/components/icons.tsx';
import { Notice, PageTitle } from '#web/components/ui.tsx';
import { usePageTitle } from '#web/components/usePageTitle.ts';
import { useLanguage } from '#web/state/language.ts';
import { AdvancedSearchForm } from './AdvancedSearchForm.tsx';
import { useWriters } from './api.ts';
import { BookResults } from './BookResults.tsx';
import { criteriaFields, criteriaFrom, hasCriteria, writerParam } from './search-criteria.ts';
import { positiveInt, useFilterParams } from './useBooksPage.ts';
import { WriterMatches } from './writer/WriterMatches.tsx';

/**
 * /search: books by writer name, title, topic, publish year and ISBN. The submitted criteria, the page
 * and the writer of a book details link (`?writerId=7`) live in the URL, so reload and Back keep them.
 */
export default function SearchPage() {
  const { t } = useTranslation('library');
  usePageTitle(t('search.title'));
  const { params, setFilters } = useFilterParams();
  const criteria = criteriaFrom(params);
  const writerId = positiveInt(params.get(writerParam));
  const searching = hasCriteria(criteria) || writerId !== undefined;
  const clearCriteria = () => setFilters(Object.fromEntries(criteriaFields.map((f) => [f, undefined])));

  return (
    <section>
      <PageTitle title={t('search.title')} lead={t('search.lead')} />
      {writerId !== undefined && (
        <WriterFilter writerId={writerId} onClear={() => setFilters({ [writerParam]: undefined })} />
      )}
      <AdvancedSearchForm
        // A new form when the URL's criteria change (Back, Forward), showing what is listed.
        key={new URLSearchParams(criteria).toString()}
        initial={criteria}
        allowEmpty={writerId !== undefined}
        onSearch={setFilters}
        onClear={clearCriteria}
      />
      {searching ? (
        <section aria-labelledby="search-results" className="mt-10">
          <h2 id="search-results" className="mb-4 text-xl font-extrabold text-brand-900">
            {t('search.results')}
          </h2>
          {criteria.writer_name && <WriterMatches search={criteria.writer_name} />}
          <BookResults filter={{ ...criteria, writer_id: writerId }} />
        </section>
      ) : (
        <Notice text={t('search.start')} action={{ label: t('search.browse'), to: '/books' }} />
      )}
    </section>
  );
}

/** Which writer's books are listed, with a way to list every writer's again. */
function WriterFilter({ writerId, onClear }: { writerId: number; onClear: () => void }) {
  const { t } = useTranslation('library');
  const { language } = useLanguage();
  const writers = useWriters();
  const writer = writers.data?.find((w) => w.id === writerId);
  const name = writer
    ? textIn(language, writer.name_ar, writer.name_en)
    : t('search.writerNumber', { id: writerId });
  return (
    <p
      data-testid="writer-filter"
      className="mb-5 inline-flex items-center gap-2 rounded-full bg-gold-50 py-1.5 ps-4 pe-1.5 font-semibold text-brand-900 ring-1 ring-gold-200"
    >
      <span>{writers.isPending ? t('search.writerLoading') : t('search.writer', { name })}</span>
      <button
        type="button"
        onClick={onClear}
        aria-label={t('search.clearWriter')}
        title={t('search.clearWriter')}
        className="flex size-7 items-center justify-center rounded-full bg-white text-brand-700 ring-1 ring-brand-100 transition hover:text-gold-700"
      >
        <CloseIcon size={16} />
      </button>
    </p>
  );
}
