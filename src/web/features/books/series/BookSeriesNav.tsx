import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Series } from '#shared/contract/catalog.ts';
import { textIn } from '#shared/lang.ts';
import { useLanguage } from '#web/state/language.ts';
import { useBookSeries } from './api.ts';
import { seriesLink } from './links.ts';

type SeriesBook = Series['books'][number];

const linkLook =
  'font-semibold text-brand-800 underline decoration-gold-400 underline-offset-4 hover:text-gold-700';

/** The previous or next book of the series, its title isolated: a Latin title may sit in Arabic text. */
function Neighbour({ book, side }: { book: SeriesBook | undefined; side: 'previous' | 'next' }) {
  const { t } = useTranslation('library');
  const { language } = useLanguage();
  if (!book) return null;
  return (
    <Link
      to={`/book-details/${book.id}`}
      rel={side === 'previous' ? 'prev' : 'next'}
      // The next book keeps the end of the line, with or without a previous one.
      className={`${linkLook} ${side === 'next' ? 'ms-auto' : ''}`}
    >
      {t(`series.${side}`)} <bdi>{textIn(language, book.title_ar, book.title_en)}</bdi>
    </Link>
  );
}

/**
 * Where a book stands in its series ('Book 2 of 3 in the series «…»', the name leading to the series'
 * page) and the books shown before and after it, by number; nothing for a book outside any series.
 */
export function BookSeriesNav({ bookId }: { bookId: number }) {
  const { t } = useTranslation('library');
  const { language } = useLanguage();
  const series = useBookSeries(bookId).data;
  if (!series) return null;
  const inOrder = [...series.books].sort((a, b) => a.number - b.number);
  const previous = inOrder.findLast((book) => book.number < series.number);
  const next = inOrder.find((book) => book.number > series.number);
  return (
    <nav
      aria-label={t('series.nav')}
      data-testid="book-series"
      className="mt-10 grid gap-3 rounded-2xl bg-white p-5 text-brand-700 ring-1 ring-brand-100"
    >
      <p className="font-bold text-brand-900" data-testid="book-series-place">
        {/* The sentence, then the series' name as a link to its page, isolated in the guillemets. */}
        {t('series.place', { number: series.number, total: series.total })} «
        <Link to={seriesLink(series.id)} className={linkLook}>
          <bdi>{textIn(language, series.name_ar, series.name_en)}</bdi>
        </Link>
        »
      </p>
      {(previous || next) && (
        <p className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <Neighbour book={previous} side="previous" />
          <Neighbour book={next} side="next" />
        </p>
      )}
    </nav>
  );
}
