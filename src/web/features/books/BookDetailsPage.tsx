import { lazy, Suspense, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { Book } from '#shared/contract/catalog.ts';
import { positiveId } from '#shared/ids.ts';
import { ApiError } from '#web/api/client.ts';
import { coverOf, titleIn } from '#web/components/book.ts';
import { Img } from '#web/components/Img.tsx';
import { DETAILS_COVER_SIZES } from '#web/components/picture.ts';
import { Notice } from '#web/components/ui.tsx';
import { usePageTitle } from '#web/components/usePageTitle.ts';
import { ShippingEstimate } from '#web/features/shipping/index.ts';
import { useLanguage } from '#web/state/language.ts';
import { usePageSettled } from '#web/state/page-settled.ts';
import { useBook } from './api.ts';
import { BookDescription } from './details/BookDescription.tsx';
import { BookFacts } from './details/BookFacts.tsx';
import { BookHeading } from './details/BookHeading.tsx';
import { BookSkeleton } from './details/BookSkeleton.tsx';
import { Breadcrumb } from './details/Breadcrumb.tsx';
import { detailsLayout } from './details/layout.ts';
import { PaymentNotes } from './details/PaymentNotes.tsx';
import { PurchasePanel } from './details/PurchasePanel.tsx';
import { RelatedBooks } from './details/RelatedBooks.tsx';
import { useWaitlistNotice } from './details/useWaitlistNotice.ts';
import { BookSeriesNav } from './series/BookSeriesNav.tsx';

/** The box sets holding the book (decision 096): a chunk of its own, asked for once the page is on screen. */
const BookBoxSets = lazy(() => import('./details/BookBoxSets.tsx'));

type BookViewProps = { book: Book; refreshBook: () => Promise<Book | undefined> };

/** Everything spec §2 lists for a book: cover, heading, purchase, payment notes, description, facts, related books. */
function BookView({ book, refreshBook }: BookViewProps) {
  const { language } = useLanguage();
  const title = titleIn(language, book);
  const settled = usePageSettled();
  return (
    <article>
      <Breadcrumb book={book} title={title} />
      <div className={detailsLayout.columns}>
        <figure className={detailsLayout.figure}>
          <Img
            fileName={coverOf(book)}
            variants={book.files.image_variants}
            sizes={DETAILS_COVER_SIZES}
            alt={title}
            width={440}
            height={660}
            priority
            className={detailsLayout.cover}
          />
        </figure>
        <div className={detailsLayout.aside}>
          <BookHeading book={book} title={title} />
          {/* A new book (e.g. one picked in the slider below) starts with a fresh choice. */}
          <PurchasePanel key={book.id} book={book} refreshBook={refreshBook} />
          {book.hardcopy_price > 0 && !book.comming_soon && <ShippingEstimate bookId={book.id} />}
          <PaymentNotes />
        </div>
      </div>
      <div className="mt-10 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <BookDescription book={book} />
        <BookFacts book={book} />
      </div>
      <BookSeriesNav bookId={book.id} />
      {settled && (
        <Suspense fallback={null}>
          <BookBoxSets bookId={book.id} />
        </Suspense>
      )}
      {book.book_category && <RelatedBooks bookId={book.id} categoryId={book.book_category.id} />}
    </article>
  );
}

/** /book-details/:id: one book (GET /books/{id}); a missing id or an unknown book says so and leads to the library. */
export default function BookDetailsPage() {
  const { t } = useTranslation('details');
  const { language } = useLanguage();
  const id = positiveId(useParams().id);
  const query = useBook(id);
  useWaitlistNotice();
  usePageTitle(query.data ? titleIn(language, query.data) : t('pageTitle'));
  const { refetch } = query;
  const refreshBook = useCallback(async () => {
    const fresh = await refetch();
    // A failed reload (the API client has toasted why) must not add on stale stock.
    return fresh.isError ? undefined : fresh.data;
  }, [refetch]);

  const missing = id === undefined || (query.error instanceof ApiError && query.error.status === 404);
  if (missing) {
    return <Notice text={t('notFound')} action={{ label: t('toLibrary'), to: '/books' }} />;
  }
  if (query.data) return <BookView book={query.data} refreshBook={refreshBook} />;
  if (query.isPending) return <BookSkeleton />;
  return (
    <Notice
      tone="alert"
      text={t('loadError')}
      action={{ label: t('retry'), onClick: () => void query.refetch() }}
    />
  );
}
