import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { StaffClient } from '#shared/contract/staff-clients.ts';
import { formatMoment } from '#web/components/dates.ts';
import { buttonSecondary } from '#web/components/ui.tsx';
import { useLanguage } from '#web/state/language.ts';
import { useResetDownloads } from './api.ts';
import { cell, row, SmallTable } from './parts.tsx';

/*
 * The client's PDF books with the downloads each used of the limit, which staff may give back, and
 * every copy made of them: a download or the reader's copy, with its code and its order.
 */

const titleIn = (language: string, book: { title_ar: string; title_en: string }) =>
  language === 'ar' ? book.title_ar : book.title_en || book.title_ar;

export function OwnedBooks({ client }: { client: StaffClient }) {
  const { t } = useTranslation('staff-clients');
  const { language } = useLanguage();
  const reset = useResetDownloads(client.id);
  const ask = (bookId: number, title: string) => {
    if (window.confirm(t('books.confirmReset', { name: client.name, title }))) reset.mutate(bookId);
  };
  return (
    <SmallTable
      id="client-books"
      title={t('books.title')}
      headers={[t('books.book'), t('books.order'), t('books.date'), t('books.downloads')]}
      empty={client.books.length === 0 ? t('books.empty') : null}
    >
      {client.books.map((book) => {
        const title = titleIn(language, book);
        const used = { used: book.downloads_used, limit: book.download_limit };
        return (
          <tr key={`${book.book_id}-${book.order_id}`} className={row} data-testid="client-book">
            <td className={cell}>
              <Link to={`/staff/books/${book.book_id}`} className="text-brand-800 hover:text-gold-700">
                {title}
              </Link>
            </td>
            <td className={cell}>
              <Link to={`/staff/orders/${book.order_id}`} className="underline hover:text-gold-700">
                {t('orders.number', { id: book.order_id })}
              </Link>
            </td>
            <td className={cell}>{formatMoment(book.date, language)}</td>
            <td className={`${cell} grid justify-items-start gap-1`}>
              <span>{t(book.download_limit === null ? 'books.unlimited' : 'books.used', used)}</span>
              {book.downloads_reset_at && (
                <span className="text-xs text-brand-600">
                  {t('books.resetSince', { date: formatMoment(book.downloads_reset_at, language) })}
                </span>
              )}
              <button
                type="button"
                disabled={reset.isPending}
                onClick={() => ask(book.book_id, title)}
                aria-label={t('books.resetLabel', { title })}
                className={`${buttonSecondary} px-2 py-1 text-xs`}
              >
                {t('books.reset')}
              </button>
            </td>
          </tr>
        );
      })}
    </SmallTable>
  );
}

export function Copies({ client }: { client: StaffClient }) {
  const { t } = useTranslation('staff-clients');
  const { language } = useLanguage();
  return (
    <SmallTable
      id="client-downloads"
      title={t('downloads.title')}
      headers={[
        t('downloads.book'),
        t('downloads.kind'),
        t('downloads.code'),
        t('downloads.order'),
        t('downloads.date'),
        t('downloads.ip'),
      ]}
      empty={client.downloads.length === 0 ? t('downloads.empty') : null}
    >
      {client.downloads.map((copy) => (
        <tr key={copy.id} className={row} data-testid="client-copy">
          <td className={cell}>{titleIn(language, copy)}</td>
          <td className={cell}>{t(`downloads.kinds.${copy.kind}`)}</td>
          <td className={cell}>
            <bdi dir="ltr" className="font-mono text-xs">
              {copy.code ?? ''}
            </bdi>
          </td>
          <td className={cell}>
            {copy.order_id !== null && (
              <Link to={`/staff/orders/${copy.order_id}`} className="underline hover:text-gold-700">
                {t('orders.number', { id: copy.order_id })}
              </Link>
            )}
          </td>
          <td className={cell}>{formatMoment(copy.created_at, language)}</td>
          <td className={cell}>
            <bdi dir="ltr">{copy.ip ?? ''}</bdi>
          </td>
        </tr>
      ))}
    </SmallTable>
  );
}
