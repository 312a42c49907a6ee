import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { NOTIFY_ROLES, type NotifySummary, type StaffBook } from '#shared/contract/staff.ts';
import { Img } from '#web/components/Img.tsx';
import { Pagination, usePageParam } from '#web/components/Pagination.tsx';
import { Spinner } from '#web/components/Spinner.tsx';
import { useLanguage } from '#web/state/language.ts';
import { useStaffSession } from '#web/state/staff.ts';
import { useNotifyBook, useStaffBooks, useStaffLogout } from './api.ts';

/** The toast's lines: how many devices got the message, then anything else that happened. */
export function summaryLines(t: TFunction<'staff'>, summary: NotifySummary): string[] {
  const lines = [t('notify.sent', { count: summary.sent })];
  if (summary.removed > 0) lines.push(t('notify.removed', { count: summary.removed }));
  if (summary.failed > 0) lines.push(t('notify.failed', { count: summary.failed }));
  if (summary.skipped > 0) lines.push(t('notify.skipped', { count: summary.skipped }));
  return lines;
}

const buttonClass =
  'inline-flex items-center justify-center gap-2 rounded-xl px-4 py-2.5 text-sm font-bold transition focus-visible:ring-4 focus-visible:ring-gold-300 disabled:cursor-wait disabled:opacity-70';

function NotifyButton({ book, describedBy }: { book: StaffBook; describedBy: string }) {
  const { t } = useTranslation('staff');
  const notify = useNotifyBook(book.id, (summary) =>
    toast.success(
      <div className="grid gap-1">
        {summaryLines(t, summary).map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>,
    ),
  );
  return (
    <button
      type="button"
      aria-describedby={describedBy}
      disabled={notify.isPending}
      aria-busy={notify.isPending || undefined}
      onClick={() => notify.mutate()}
      className={`${buttonClass} w-full shrink-0 sm:w-auto bg-brand-700 text-white shadow-sm hover:bg-brand-800`}
    >
      {notify.isPending && (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
        />
      )}
      {t('notify.button')}
    </button>
  );
}

function BookRow({ book, mayNotify }: { book: StaffBook; mayNotify: boolean }) {
  const { t } = useTranslation('staff');
  const { language } = useLanguage();
  const english = language === 'en' && book.title_en !== '';
  const title = english ? book.title_en : book.title_ar;
  const other = english ? book.title_ar : book.title_en;
  const titleId = `staff-book-${book.id}`;
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-brand-100 bg-white p-3 shadow-xs sm:flex-row sm:items-center sm:pe-4">
      <div className="flex min-w-0 flex-1 items-center gap-4">
        <Img
          fileName={book.cover}
          alt=""
          className="h-24 w-16 shrink-0 rounded-lg bg-brand-50 object-cover"
        />
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="font-bold text-brand-950">
            {title}
          </h3>
          {other && (
            // Its own direction, yet lined up with the page's start like the title above it.
            <p
              lang={english ? 'ar' : 'en'}
              dir={english ? 'rtl' : 'ltr'}
              className="text-end text-sm text-brand-700"
            >
              {other}
            </p>
          )}
          <p className="mt-1 text-xs text-brand-600/80">
            {t('books.number', { id: book.id })}
            {book.publish_date !== null && ` · ${t('books.year', { year: book.publish_date })}`}
          </p>
        </div>
      </div>
      {mayNotify && <NotifyButton book={book} describedBy={titleId} />}
    </li>
  );
}

/** The signed-in console: who is signed in, and the books newest first, each with its notify button. */
export function StaffBooks() {
  const { t } = useTranslation('staff');
  const { staff } = useStaffSession();
  const [page, setPage] = usePageParam();
  const books = useStaffBooks(page);
  const logout = useStaffLogout();
  // An older stored session may lack the role: the server decides then.
  const mayNotify = !staff.role || NOTIFY_ROLES.includes(staff.role);

  let body: ReactNode;
  if (books.isPending) body = <Spinner />;
  else if (books.isError)
    body = (
      <p role="alert" className="rounded-2xl bg-red-50 p-4 text-red-800">
        {t('books.loadError')}{' '}
        <button type="button" className="font-bold underline" onClick={() => books.refetch()}>
          {t('books.retry')}
        </button>
      </p>
    );
  else if (books.data.data.length === 0) body = <p className="text-brand-700">{t('books.empty')}</p>;
  else
    body = (
      <>
        <ol
          aria-labelledby="staff-books-heading"
          className={`grid gap-3 ${books.isPlaceholderData ? 'opacity-60' : ''}`}
        >
          {books.data.data.map((book) => (
            <BookRow key={book.id} book={book} mayNotify={mayNotify} />
          ))}
        </ol>
        <Pagination page={page} lastPage={books.data.meta.last_page} onChange={setPage} className="mt-8" />
      </>
    );

  return (
    <section className="mx-auto w-full max-w-4xl py-4">
      <header className="mb-6 flex flex-wrap items-center justify-between gap-4 border-b border-brand-100 pb-4">
        <div>
          <h1 className="text-2xl font-extrabold text-brand-900 sm:text-3xl">{t('title')}</h1>
          <p className="mt-1 text-sm text-brand-700">
            {t('signedInAs', {
              name: staff.name || staff.email,
              role: staff.role ? t(`roles.${staff.role}`) : '',
            })}
          </p>
        </div>
        <button
          type="button"
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
          className={`${buttonClass} border border-brand-200 bg-white text-brand-800 hover:border-gold-400`}
        >
          {t('logout')}
        </button>
      </header>
      <h2 id="staff-books-heading" className="text-xl font-bold text-brand-900">
        {t('books.heading')}
      </h2>
      <p className="mt-1 mb-4 max-w-prose text-sm text-brand-700">{t('books.hint')}</p>
      {!mayNotify && (
        <p role="note" className="mb-4 rounded-xl bg-gold-50 p-3 text-sm text-gold-700">
          {t('books.readOnly')}
        </p>
      )}
      {body}
    </section>
  );
}
