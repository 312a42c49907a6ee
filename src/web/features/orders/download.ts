import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { ApiError, apiUrl } from '#web/api/client.ts';
import { languageStore } from '#web/state/language.ts';
import { isLoggedIn, sessionStore } from '#web/state/session.ts';

/** Characters no file system accepts in a name. */
export function pdfFileName(title: string): string {
  const safe = title
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `${safe || 'book'}.pdf`;
}

/** Hands a blob to the browser as a download under the given name. */
function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * GET /api/books/{id}/download with the bearer token, read as a blob (the stamped PDF) and saved
 * as `{title}.pdf`. An error answer is thrown as ApiError carrying the server's message.
 */
export async function downloadPdf(bookId: number, title: string): Promise<void> {
  const headers = new Headers({ Accept: 'application/pdf', 'Accept-Language': languageStore.get() });
  const session = sessionStore.get();
  if (isLoggedIn(session)) headers.set('Authorization', `Bearer ${session.token}`);
  const response = await fetch(apiUrl(`/books/${bookId}/download`), { headers });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: unknown; code?: unknown };
    throw new ApiError(
      response.status,
      typeof body.message === 'string' ? body.message : '',
      typeof body.code === 'string' ? body.code : undefined,
    );
  }
  saveBlob(await response.blob(), pdfFileName(title));
}

export type DownloadState = { busy: boolean; error: string | null; done: boolean };

/** Runs a download and keeps what the reader should see: busy, the refusal (401/403/404) or done. */
export function usePdfDownload(bookId: number, title: string) {
  const { t } = useTranslation('orders');
  const [state, setState] = useState<DownloadState>({ busy: false, error: null, done: false });
  const start = useCallback(async () => {
    setState({ busy: true, error: null, done: false });
    try {
      await downloadPdf(bookId, title);
      setState({ busy: false, error: null, done: true });
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      const fallback =
        status === 401
          ? t('download.loginFirst')
          : status === 403
            ? t('download.notOwner')
            : t('download.failed');
      const message = (error instanceof ApiError && error.message) || fallback;
      toast.error(message);
      setState({ busy: false, error: message, done: false });
    }
  }, [bookId, title, t]);
  return { ...state, start };
}
