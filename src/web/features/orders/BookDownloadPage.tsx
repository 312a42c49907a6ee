import { skipToken, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { positiveId } from '#shared/ids.ts';
import { api } from '#web/api/client.ts';
import { useOwnedPdf } from '#web/api/owned-pdf.ts';
import { coverOf, titleIn } from '#web/components/book.ts';
import { Img } from '#web/components/Img.tsx';
import { Spinner } from '#web/components/Spinner.tsx';
import { Notice, PageTitle, panel } from '#web/components/ui.tsx';
import { usePageTitle } from '#web/components/usePageTitle.ts';
import { ReadLink } from '#web/features/reader/index.ts';
import { useLanguage } from '#web/state/language.ts';
import { useSession } from '#web/state/session.ts';
import { DownloadButton } from './DownloadButton.tsx';

function useBook(id: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['download-book', id],
    queryFn:
      enabled && id !== undefined
        ? ({ signal }) => api('GET /books/:id', { params: { id }, signal, quiet: true })
        : skipToken,
    select: (answer) => answer.data,
  });
}

/**
 * /book-download?book_id=: fetches the owned, stamped PDF and saves it as `{title}.pdf` (DESIGN.md).
 * The server is asked first whether the client owns it: a reader who does not is sent to the book,
 * never told that a download starts.
 */
export default function BookDownloadPage() {
  const { t } = useTranslation('orders');
  const { language } = useLanguage();
  const { loggedIn } = useSession();
  const location = useLocation();
  const [params] = useSearchParams();
  const id = positiveId(params.get('book_id'));
  const book = useBook(id, loggedIn);
  const owns = useOwnedPdf(id);
  usePageTitle(t('download.title'));

  let body: ReactNode;
  if (id === undefined)
    body = <Notice text={t('download.noBook')} action={{ label: t('myBooks.title'), to: '/my-books' }} />;
  else if (!loggedIn)
    // `from` brings the visitor back here once logged in.
    body = (
      <Notice
        text={t('download.loginFirst')}
        action={{ label: t('download.login'), to: '/login', state: { from: location } }}
      />
    );
  else if (book.isPending || owns.isPending) body = <Spinner />;
  else if (owns.data === null)
    body = (
      <Notice
        text={t('download.notOwner')}
        action={{ label: t('download.toBook'), to: `/book-details/${id}` }}
      />
    );
  else {
    // A book taken off the catalogue can still be downloaded by its owner, under a plain name.
    const title = book.data ? titleIn(language, book.data) : t('download.fallbackTitle', { id });
    body = (
      <div
        className={`${panel} mx-auto flex max-w-2xl flex-col items-center gap-6 p-8 text-center sm:flex-row sm:text-start`}
      >
        <Img
          fileName={book.data ? coverOf(book.data) : undefined}
          alt={title}
          width={160}
          height={224}
          className="aspect-[5/7] w-40 shrink-0 rounded-lg object-cover shadow-md"
        />
        <div className="flex flex-col gap-4">
          <h2 className="text-2xl font-extrabold text-brand-900">{title}</h2>
          {/* When ownership could not be checked, the reader starts the download. */}
          <DownloadButton
            bookId={id}
            title={title}
            autoStart={Boolean(owns.data)}
            downloadsLeft={owns.data?.downloads_left}
          />
          <ReadLink
            bookId={id}
            className="inline-flex items-center justify-center rounded-xl border border-brand-200 bg-white px-5 py-2.5 font-bold text-brand-800 hover:border-gold-400"
          />
        </div>
      </div>
    );
  }

  return (
    <section>
      <PageTitle title={t('download.title')} />
      {body}
    </section>
  );
}
