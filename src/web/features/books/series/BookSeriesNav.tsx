import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Series } from '#shared/contract/catalog.ts';
import { textIn } from '#shared/lang.ts';
import { useLanguage } from '#web/state/language.ts';
import { useBookSeries } from './api.ts';
import { seriesLink } from './links.ts';

type SeriesBook = Series['books'][number];

const linkLook =
  'font-semibold text-brand-800 underline decoration-gold-400 underline-offset-4 hover:text-gold-700';

/** The series' name in the sentence, <Trans> giving it its text: a link to the series' page, isolated. */
function SeriesName({ to, children }: { to: string; children?: ReactNode }) {
  return (
    <Link to={to} className={linkLook}>
      <bdi>{children}</bdi>
    </Link>
  );
}

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
      <Trans
        t={t}
        i18nKey={`series.${side}`}
        values={{ title: textIn(language, book.title_ar, book.title_en) }}
        components={{ title: <bdi /> }}
      />
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
        <Trans
          t={t}
          i18nKey="series.place"
          values={{
            number: series.number,
            total: series.total,
            name: textIn(language, series.name_ar, series.name_en),
          }}
          components={{ series: <SeriesName to={seriesLink(series.id)} /> }}
        />
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
