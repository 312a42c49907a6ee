import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadIcon } from '#web/components/page-icons.tsx';
import { usePdfDownload } from './download.ts';

type DownloadButtonProps = {
  bookId: number;
  title: string;
  /** Starts the download once on arrival and says so (the /book-download screen, to the owner). */
  autoStart?: boolean;
  /** Downloads the owner still has of the book; null or missing when they are not limited. */
  downloadsLeft?: number | null;
};

/** The download control shown on book details (and my books) to the owner of a book's PDF. */
export function DownloadButton({ bookId, title, autoStart = false, downloadsLeft }: DownloadButtonProps) {
  const { t } = useTranslation('orders');
  const download = usePdfDownload(bookId, title);
  const started = useRef<number | null>(null);
  const { start } = download;
  useEffect(() => {
    // Once per book, also under StrictMode's double effects.
    if (!autoStart || started.current === bookId) return;
    started.current = bookId;
    void start();
  }, [autoStart, bookId, start]);
  return (
    <div className="flex flex-col gap-1.5">
      {autoStart && !download.error && <p className="mb-2.5 text-brand-700">{t('download.explain')}</p>}
      <button
        type="button"
        onClick={download.start}
        disabled={download.busy}
        className="inline-flex items-center justify-center gap-2 rounded-xl bg-gold-500 px-5 py-2.5 font-bold text-brand-950 shadow-sm transition hover:bg-gold-400 disabled:cursor-wait disabled:opacity-60"
      >
        <DownloadIcon />
        {download.busy ? t('download.preparing') : t('download.button')}
      </button>
      {typeof downloadsLeft === 'number' && (
        <p data-testid="downloads-left" className="text-sm text-brand-700">
          {t('download.left', { count: downloadsLeft })}
        </p>
      )}
      {/* The toast announced it; this stays in sight after the toast has gone. */}
      {download.error && <p className="text-sm font-semibold text-red-700">{download.error}</p>}
    </div>
  );
}
