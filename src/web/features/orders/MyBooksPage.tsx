import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PdfOwnership } from '#shared/contract/orders.ts';
import { coverOf, titleIn } from '#web/components/book.ts';
import { formatDate } from '#web/components/dates.ts';
import { Img } from '#web/components/Img.tsx';
import { useNumber } from '#web/components/numbers.ts';
import { usePageParam } from '#web/components/Pagination.tsx';
import { Price } from '#web/components/Price.tsx';
import { Fact, PageTitle, panel } from '#web/components/ui.tsx';
import { usePageTitle } from '#web/components/usePageTitle.ts';
import { ReadLink } from '#web/features/reader/index.ts';
import { useLanguage } from '#web/state/language.ts';
import { useSession } from '#web/state/session.ts';
import { refreshOwned, useOwnedPdfs } from './api.ts';
import { DownloadButton } from './DownloadButton.tsx';
import { PagedCards } from './PagedCards.tsx';

/** How far the buyer read the book in the shop's reader, in words and as a bar. */
function ReadingProgress({ reading }: { reading: NonNullable<PdfOwnership['reading']> }) {
  const { t } = useTranslation('orders');
  const number = useNumber();
  const label = t('myBooks.reading', { page: number(reading.page), pages: number(reading.pages) });
  return (
    <div data-testid="reading-progress" className="flex flex-col gap-1 text-sm text-brand-700">
      <p>{label}</p>
      <progress
        value={reading.page}
        max={reading.pages}
        aria-label={label}
        className="h-1.5 w-full appearance-none overflow-hidden rounded-full bg-brand-100 [&::-moz-progress-bar]:bg-gold-500 [&::-webkit-progress-bar]:bg-brand-100 [&::-webkit-progress-value]:bg-gold-500"
      />
    </div>
  );
}

/** One owned PDF: image, title, date, type, quantity, base price and total (a gift: no price), and its download. */
function OwnedBookCard({ owned }: { owned: PdfOwnership }) {
  const { t } = useTranslation('orders');
  const { language } = useLanguage();
  const title = titleIn(language, owned.book);
  return (
    <article data-testid="owned-book" className={`${panel} flex gap-4 p-4`}>
      <Link to={`/book-details/${owned.book.id}`} className="w-24 shrink-0" tabIndex={-1} aria-hidden="true">
        <Img
          fileName={coverOf(owned.book)}
          alt=""
          width={96}
          height={134}
          className="aspect-[5/7] w-full rounded-md object-cover shadow-sm"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h2 className="font-extrabold leading-snug text-brand-900">
          <Link to={`/book-details/${owned.book.id}`} className="hover:text-gold-700">
            {title}
          </Link>
        </h2>
        <dl className="text-sm">
          <Fact label={t('orders.date')}>
            <time dateTime={owned.date}>{formatDate(owned.date, language)}</time>
          </Fact>
          <Fact label={t('orders.type')}>{t(`type.${owned.type}`, { defaultValue: owned.type_name })}</Fact>
          <Fact label={t('orders.quantity')}>{owned.quantity}</Fact>
          {owned.gift || owned.price === null || owned.total_price === null ? (
            // A gift's reader never sees what the giver paid.
            <Fact label={t('myBooks.howOwned')}>{t('myBooks.gift')}</Fact>
          ) : (
            <>
              <Fact label={t('myBooks.basePrice')}>
                <Price value={owned.price} currency={owned.currency} />
              </Fact>
              <Fact label={t('orders.total')}>
                <Price value={owned.total_price} currency={owned.currency} />
              </Fact>
            </>
          )}
        </dl>
        <DownloadButton bookId={owned.book.id} title={title} downloadsLeft={owned.downloads_left} />
        {owned.reading && <ReadingProgress reading={owned.reading} />}
        <ReadLink
          bookId={owned.book.id}
          className="inline-flex items-center justify-center rounded-xl border border-brand-200 bg-white px-5 py-2.5 font-bold text-brand-800 hover:border-gold-400"
        />
      </div>
    </article>
  );
}

/** /my-books: the PDFs the client bought, a page at a time (spec §2); also refreshes the local owned list. */
export default function MyBooksPage() {
  const { t } = useTranslation('orders');
  const { client } = useSession();
  const [page, setPage] = usePageParam();
  const books = useOwnedPdfs(page);
  usePageTitle(t('myBooks.title'));
  useEffect(() => {
    void refreshOwned(client.id).catch(() => undefined);
  }, [client.id]);

  return (
    <section>
      <PageTitle title={t('myBooks.title')} lead={t('myBooks.lead')} />
      <PagedCards
        query={books}
        page={page}
        onPage={setPage}
        empty={t('myBooks.empty')}
        card={(owned) => <OwnedBookCard owned={owned} />}
      />
    </section>
  );
}
