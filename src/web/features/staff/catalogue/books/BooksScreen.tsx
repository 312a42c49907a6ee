import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CATALOG_ROLES, NOTIFY_ROLES } from '#shared/contract/staff.ts';
import {
  BOOK_FORMATS,
  BOOK_SORTS,
  type BookSort,
  STOCK_STATES,
  type StaffBookRow,
} from '#shared/contract/staff-books.ts';
import { textIn } from '#shared/lang.ts';
import { Img } from '#web/components/Img.tsx';
import { Price } from '#web/components/Price.tsx';
import { buttonPrimary, buttonSecondary } from '#web/components/ui.tsx';
import { useLanguage } from '#web/state/language.ts';
import { useStaffSession } from '#web/state/staff.ts';
import { Badge } from '../../console/Badge.tsx';
import { FilterSelect } from '../../console/filters.tsx';
import { type Column, useListParams } from '../../console/list.tsx';
import { QueryTable } from '../../console/QueryTable.tsx';
import { ScreenHeader } from '../../console/ScreenHeader.tsx';
import { useSelectColumn, useSelection } from '../../console/selection.tsx';
import { type BooksQuery, type Choice, useBookChoices, useStaffBooks } from './api.ts';
import { BooksBulkBar } from './BooksBulkBar.tsx';
import { markColours, NotifyButton } from './parts.tsx';

/* The catalogue's books: search, filters, sortable columns and pages, all held in the URL. */

const choiceOptions = (choices: Choice[] | undefined, language: 'ar' | 'en') =>
  (choices ?? []).map((choice) => ({
    value: String(choice.id),
    label: textIn(language, choice.ar, choice.en),
  }));

/** Filters of the list, by their URL name, with their choices. */
function useFilters() {
  const { t } = useTranslation('staff-books');
  const { language } = useLanguage();
  const choices = useBookChoices();
  const yesNo = [
    { value: '1', label: t('yesNo.1') },
    { value: '0', label: t('yesNo.0') },
  ];
  return [
    {
      name: 'category_id',
      label: t('filters.category'),
      options: choiceOptions(choices.categories, language),
    },
    { name: 'writer_id', label: t('filters.writer'), options: choiceOptions(choices.writers, language) },
    {
      name: 'format',
      label: t('filters.format'),
      options: BOOK_FORMATS.map((value) => ({ value, label: t(`formats.${value}`) })),
    },
    {
      name: 'stock',
      label: t('filters.stock'),
      options: STOCK_STATES.map((value) => ({ value, label: t(`stockStates.${value}`) })),
    },
    { name: 'coming_soon', label: t('filters.comingSoon'), options: yesNo },
    { name: 'most_popular', label: t('filters.mostPopular'), options: yesNo },
    {
      name: 'hidden',
      label: t('filters.hidden'),
      options: [
        { value: '0', label: t('shownHidden.0') },
        { value: '1', label: t('shownHidden.1') },
      ],
    },
  ];
}

/**
 * The books list's columns: the selection's boxes (for those who may edit), each book's cover, titles,
 * writer, prices, stock, year, marks and age, and its notify button (for those who may notify).
 */
// Whole: one table's columns, in the order the table shows them.
function useBookColumns(selectColumn: Column<StaffBookRow> | undefined, mayNotify: boolean) {
  const { t } = useTranslation('staff-books');
  const { language } = useLanguage();
  const title = (book: StaffBookRow) => textIn(language, book.title_ar, book.title_en);
  const otherTitle = (book: StaffBookRow) => (language === 'en' ? book.title_ar : book.title_en);
  const columns: Column<StaffBookRow>[] = [
    ...(selectColumn ? [selectColumn] : []),
    {
      key: 'cover',
      label: t('columns.cover'),
      render: (book) => (
        <Img fileName={book.image} alt="" className="h-16 w-11 rounded bg-brand-50 object-cover shadow-xs" />
      ),
    },
    {
      key: 'title',
      label: t('columns.title'),
      sort: 'title',
      className: 'min-w-56',
      render: (book) => (
        <div className="grid gap-0.5">
          <Link
            to={`/staff/books/${book.id}`}
            id={`book-title-${book.id}`}
            className="font-bold text-brand-800 hover:text-gold-700"
          >
            {title(book)}
          </Link>
          {otherTitle(book) && otherTitle(book) !== title(book) && (
            <span lang={language === 'en' ? 'ar' : 'en'} className="text-xs text-brand-600">
              {otherTitle(book)}
            </span>
          )}
          <span className="text-xs text-brand-500">
            {t('number', { id: book.id })}
            {book.isbn && (
              <>
                {' · '}
                <bdi dir="ltr">{book.isbn}</bdi>
              </>
            )}
          </span>
        </div>
      ),
    },
    {
      key: 'writer',
      label: t('columns.writer'),
      render: (book) =>
        book.writer ? textIn(language, book.writer.name_ar, book.writer.name_en) : t('noWriter'),
    },
    {
      key: 'prices',
      label: t('columns.prices'),
      sort: 'price',
      render: (book) => (
        <div className="grid gap-0.5 whitespace-nowrap text-xs">
          {book.hardcopy_price > 0 && (
            <span>
              {t('price.hardcopy')}: <Price value={book.hardcopy_price} className="font-semibold" />
            </span>
          )}
          {book.pdf_price > 0 && (
            <span>
              {t('price.pdf')}: <Price value={book.pdf_price} className="font-semibold" />
            </span>
          )}
          {book.hardcopy_price === 0 && book.pdf_price === 0 && t('price.none')}
        </div>
      ),
    },
    {
      key: 'stock',
      label: t('columns.stock'),
      sort: 'stock',
      render: (book) => (
        <span className={book.stock === 0 ? 'font-bold text-red-800' : undefined}>{book.stock}</span>
      ),
    },
    { key: 'year', label: t('columns.year'), sort: 'year', render: (book) => book.publish_year ?? '—' },
    {
      key: 'state',
      label: t('columns.state'),
      render: (book) => (
        <div className="flex flex-wrap gap-1">
          {book.hidden && <Badge colours={markColours.red}>{t('badges.hidden')}</Badge>}
          {book.coming_soon && <Badge colours={markColours.gold}>{t('badges.comingSoon')}</Badge>}
          {book.most_popular && <Badge colours={markColours.green}>{t('badges.mostPopular')}</Badge>}
          {book.pdf_price > 0 && !book.has_pdf && (
            <Badge colours={markColours.grey}>{t('badges.noPdf')}</Badge>
          )}
        </div>
      ),
    },
    {
      key: 'newest',
      label: t('columns.newest'),
      sort: 'newest',
      render: (book) =>
        new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(book.created_at)),
    },
  ];
  if (mayNotify) {
    columns.push({
      key: 'actions',
      label: t('columns.actions'),
      render: (book) => <NotifyButton book={book} describedBy={`book-title-${book.id}`} />,
    });
  }

  return columns;
}

export default function BooksScreen() {
  const { t } = useTranslation('staff-books');
  const { language } = useLanguage();
  const { staff } = useStaffSession();
  const list = useListParams({ sort: 'newest', dir: 'desc' });
  const filters = useFilters();
  const mayEdit = Boolean(staff.role && CATALOG_ROLES.includes(staff.role));
  const mayNotify = Boolean(staff.role && NOTIFY_ROLES.includes(staff.role));

  // A search without a chosen sort is ranked by relevance, as the shop ranks it.
  const sortChosen = list.filter('sort') !== '';
  const sort = (BOOK_SORTS as readonly string[]).includes(list.sort) ? (list.sort as BookSort) : 'newest';
  const query: BooksQuery = {
    page: list.page,
    ...(list.search ? { search: list.search } : {}),
    ...(list.search && !sortChosen ? {} : { sort, dir: list.dir }),
    ...Object.fromEntries(filters.map((f) => [f.name, list.filter(f.name)]).filter(([, v]) => v !== '')),
  };
  const books = useStaffBooks(query);
  const title = (book: StaffBookRow) => textIn(language, book.title_ar, book.title_en);
  const selection = useSelection(JSON.stringify(query));
  const selectColumn = useSelectColumn<StaffBookRow>(selection, (book) => book.id, title);
  const choices = useBookChoices();

  const columns = useBookColumns(mayEdit ? selectColumn : undefined, mayNotify);

  return (
    <>
      <ScreenHeader
        title={t('title')}
        lead={t('lead')}
        actions={
          mayEdit && (
            <>
              <Link to="/staff/books/import" className={buttonSecondary}>
                {t('import')}
              </Link>
              <Link to="/staff/books/new" className={buttonPrimary}>
                {t('add')}
              </Link>
            </>
          )
        }
      />
      {!mayNotify && (
        <p role="note" className="mb-4 text-sm text-brand-700">
          {t('notify.readOnly')}
        </p>
      )}
      {mayEdit && (
        <BooksBulkBar
          selection={selection}
          pageIds={(books.data?.data ?? []).map((book) => book.id)}
          total={books.data?.meta.total ?? 0}
          categories={choices.categories}
        />
      )}
      <QueryTable
        list={list}
        query={books}
        caption={t('caption')}
        columns={columns}
        rowKey={(book) => book.id}
        filters={filters.map((filter) => (
          <FilterSelect
            key={filter.name}
            label={filter.label}
            value={list.filter(filter.name)}
            options={filter.options}
            onChange={(value) => list.set({ [filter.name]: value })}
          />
        ))}
      />
    </>
  );
}
