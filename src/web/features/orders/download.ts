import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#web/api/client.ts';
import { downloadAsClient } from '#web/api/files.ts';
import { toast } from '#web/api/toast.ts';

/** Characters no file system accepts in a name. */
export function pdfFileName(title: string): string {
  const safe = title
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `${safe || 'book'}.pdf`;
}

/**
 * GET /api/books/{id}/download with the bearer token, read as a blob (the stamped PDF) and saved
 * as `{title}.pdf`. An error answer is thrown as ApiError carrying the server's message.
 */
export function downloadPdf(bookId: number, title: string): Promise<void> {
  return downloadAsClient(`/books/${bookId}/download`, pdfFileName(title));
}

/** GET /api/orders/{id}/invoice as the client, in the page's language, saved as `invoice-{id}.pdf`. */
export function downloadInvoice(orderId: number): Promise<void> {
  return downloadAsClient(`/orders/${orderId}/invoice`, `invoice-${orderId}.pdf`);
}

/** GET /api/orders/{id}/credit-notes/{number} as the client, in the page's language, saved as `{number}.pdf`. */
export function downloadCreditNote(orderId: number, number: string): Promise<void> {
  return downloadAsClient(`/orders/${orderId}/credit-notes/${encodeURIComponent(number)}`, `${number}.pdf`);
}

export type DownloadState = { busy: boolean; error: string | null; done: boolean };

/**
 * Runs a download and keeps what the reader should see: busy, the refusal or done. A refusal is
 * said once, as a toast (the server's message, else ours); a refused token (401) is already said by
 * the session ('Login revoked'), which logs the reader out.
 */
export function usePdfDownload(bookId: number, title: string) {
  const { t } = useTranslation('orders');
  const queries = useQueryClient();
  const [state, setState] = useState<DownloadState>({ busy: false, error: null, done: false });
  const start = useCallback(async () => {
    setState({ busy: true, error: null, done: false });
    try {
      await downloadPdf(bookId, title);
      setState({ busy: false, error: null, done: true });
      // My books and the download screen show the downloads left, one fewer now.
      void queries.invalidateQueries({ queryKey: ['orders', 'owned-pdfs'] });
      void queries.invalidateQueries({ queryKey: ['orders', 'owns-pdf'] });
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      const fallback =
        status === 401
          ? t('download.loginFirst')
          : status === 403
            ? t('download.notOwner')
            : t('download.failed');
      const message = (status !== 401 && error instanceof ApiError && error.message) || fallback;
      if (status !== 401) toast.error(message, { toastId: `download-${bookId}` });
      setState({ busy: false, error: message, done: false });
    }
  }, [bookId, title, t, queries]);
  return { ...state, start };
}
