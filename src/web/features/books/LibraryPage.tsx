import { useTranslation } from 'react-i18next';
import { CATALOG_LIMITS } from '#shared/contract/catalog-limits.ts';
import { textIn } from '#shared/lang.ts';
import { PageTitle } from '#web/components/ui.tsx';
import { usePageTitle } from '#web/components/usePageTitle.ts';
import { useLanguage } from '#web/state/language.ts';
import { useCategories } from './api.ts';
import { BookResults } from './BookResults.tsx';
import { LibrarySidebar, libraryParams } from './LibrarySidebar.tsx';
import { positiveInt, useFilterParams } from './useBooksPage.ts';
import { WriterMatches } from './writer/WriterMatches.tsx';

/**
 * /books: every book a page at a time, narrowed by a category and by a search text. Both live in the
 * URL (`?page=2&category-id=3&q=…`), so the book details' category link is a deep link into it.
 */
export default function LibraryPage() {
  const { t } = useTranslation('library');
  const { language } = useLanguage();
  const { params, setFilters } = useFilterParams();
  const categoryId = positiveInt(params.get(libraryParams.category));
  // A hand-edited link may carry more than the API takes.
  const searchText = (params.get(libraryParams.search) ?? '').trim().slice(0, CATALOG_LIMITS.maxSearchLength);
  const category = useCategories().data?.find((c) => c.id === categoryId);
  const categoryName = category && textIn(language, category.title_ar, category.title_en);
  // No name for a category not (or not yet) known, rather than a wrong one.
  const shelf = categoryId === undefined ? t('sidebar.allBooks') : categoryName;
  usePageTitle(categoryName ? `${categoryName} — ${t('library.title')}` : t('library.title'));

  return (
    <section>
      <PageTitle title={t('library.title')} lead={t('library.lead')} />
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <LibrarySidebar
          categoryId={categoryId}
          searchText={searchText}
          onSearch={(text) => setFilters({ [libraryParams.search]: text })}
        />
        <div>
          <header className="mb-4 flex flex-wrap items-center gap-x-4 gap-y-2">
            {shelf && <h2 className="text-xl font-extrabold text-brand-900">{shelf}</h2>}
            {searchText && (
              <p className="flex items-center gap-2 rounded-full bg-gold-50 py-1 ps-3 pe-1 text-sm text-brand-800 ring-1 ring-gold-200">
                <span>{t('library.searchingFor', { text: searchText })}</span>
                <button
                  type="button"
                  onClick={() => setFilters({ [libraryParams.search]: undefined })}
                  className="rounded-full bg-white px-2.5 py-0.5 text-xs font-bold text-brand-700 ring-1 ring-brand-100 transition hover:text-gold-700"
                >
                  {t('library.clearSearch')}
                </button>
              </p>
            )}
          </header>
          {searchText && <WriterMatches search={searchText} />}
          <BookResults
            filter={{ book_category_id: categoryId, search: searchText || undefined }}
            wide={false}
          />
        </div>
      </div>
    </section>
  );
}
