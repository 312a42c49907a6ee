import './reader.css';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import { positiveId } from '#shared/ids.ts';
import { api } from '#web/api/client.ts';
import { titleIn } from '#web/components/book.ts';
import { Spinner } from '#web/components/Spinner.tsx';
import { buttonPrimary, Notice } from '#web/components/ui.tsx';
import { usePageTitle } from '#web/components/usePageTitle.ts';
import { useLanguage } from '#web/state/language.ts';
import { useSession } from '#web/state/session.ts';
import { loadPdf } from './load-pdf.ts';
import { useKeepPlace } from './places.ts';
import { ReaderView } from './ReaderView.tsx';
import type { Dir } from './turning.ts';
import { type Opened, useOpenBook } from './useOpenBook.ts';

// pdf.js is asked for as the page loads; the page's frame shows while it comes.
loadPdf().catch(() => undefined);

/**
 * /read/:id — the owner reads the book in the shop, from the last page read, also offline from the
 * copy kept on the device; /read/:id/sample — anyone reads the book's sample pages.
 */
export default function ReaderPage() {
  const { t } = useTranslation('reader');
  const { language } = useLanguage();
  const { client } = useSession();
  const params = useParams();
  const sample = /\/sample\/?$/i.test(useLocation().pathname);
  const id = positiveId(params.id) ?? 0;
  const book = useQuery({
    queryKey: ['reader-book', id],
    queryFn:
      id > 0 ? ({ signal }) => api('GET /books/:id', { params: { id }, signal, quiet: true }) : skipToken,
    select: (answer) => answer.data,
    retry: false,
  });
  const title = book.data ? titleIn(language, book.data) : '';
  usePageTitle(
    title ? `${title} — ${t(sample ? 'sampleTitle' : 'title')}` : t(sample ? 'sampleTitle' : 'title'),
  );
  const opened = useOpenBook(id, sample, t('notOwner'), t('notKept'), t('failed'));
  // Online, the book's language turns the pages: the book is shown once the shop has said it.
  const ready = opened.status === 'ready' && (book.data || book.isError || opened.dir) ? opened : undefined;

  return (
    <section className="flex flex-col gap-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold text-brand-900">
          {title || t(sample ? 'sampleTitle' : 'title')}
        </h1>
        {!sample && (
          <Link to="/my-books" className="text-sm font-bold text-brand-700 underline">
            {t('toMyBooks')}
          </Link>
        )}
      </header>
      {sample && (
        <div
          role="note"
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-gold-50 p-4"
        >
          <p className="font-bold text-brand-900">{t('sampleBanner')}</p>
          <Link to={`/book-details/${id}`} className={buttonPrimary}>
            {t('buy')}
          </Link>
        </div>
      )}
      {ready?.offline && <p className="text-sm text-brand-700">{t('offlineCopy')}</p>}
      {opened.status !== 'refused' && !ready && (
        <div className="flex flex-col items-center gap-2" aria-live="polite">
          <Spinner />
          <p className="text-sm">{t('opening')}</p>
        </div>
      )}
      {opened.status === 'refused' && (
        <Notice
          tone="alert"
          text={opened.message}
          action={
            sample || opened.code === 'not_owner'
              ? { label: t('toBook'), to: `/book-details/${id}` }
              : { label: t('toMyBooks'), to: '/my-books' }
          }
        />
      )}
      {ready && (
        <Reader
          bookId={id}
          clientId={sample ? null : client.id}
          // The book's own language when the shop says it; offline, the direction read from its text.
          dir={book.data?.language ? (book.data.language === 'ar' ? 'rtl' : 'ltr') : (ready.dir ?? 'rtl')}
          ready={ready}
        />
      )}
    </section>
  );
}

type Ready = Extract<Opened, { status: 'ready' }>;

/** The open book; an owner's page is kept as it turns (a sample's is not). */
function Reader({
  bookId,
  clientId,
  dir,
  ready,
}: {
  bookId: number;
  clientId: number | null;
  dir: Dir;
  ready: Ready;
}) {
  const [page, setPage] = useState(ready.firstPage);
  const onPage = useCallback((now: number) => setPage(now), []);
  useKeepPlace(clientId, bookId, page, ready.doc.numPages);
  return (
    <ReaderView doc={ready.doc} dir={dir} firstPage={ready.firstPage} onPage={onPage} onDrawn={ready.keep} />
  );
}
