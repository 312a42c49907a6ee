import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnswerOf } from '#shared/contract/endpoints.ts';
import type { ImportAnswer, ImportPreviewAnswer } from '#shared/contract/staff-bulk.ts';
import { ApiError, apiUrl } from '#web/api/client.ts';
import { saveBlob } from '#web/api/files.ts';
import { toast } from '#web/api/toast.ts';
import { languageStore } from '#web/state/language.ts';
import { staffSignedOut, staffStore } from '#web/state/staff.ts';

/*
 * The catalogue's CSV: the export downloaded as a file, the import's preview and the import itself.
 * These send and receive files, not JSON, so they use fetch here rather than the typed JSON client,
 * with the same staff token, language and error answers.
 */

type CsvEndpoint = 'POST /staff/books/import/preview' | 'POST /staff/books/import';

/** The staff token and language headers; a 401 signs the console out (the session is over). */
export async function staffFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const token = staffStore.get().token;
  const response = await fetch(apiUrl(path), {
    ...init,
    headers: { ...init.headers, Authorization: `Bearer ${token}`, 'Accept-Language': languageStore.get() },
  });
  if (response.status === 401 && staffStore.get().token === token) staffStore.set(staffSignedOut);
  return response;
}

/** The server's refusal as the typed client throws it (its message, code and field errors). */
export async function refusal(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => ({}))) as {
    message?: string;
    code?: string;
    errors?: Record<string, string[]>;
  };
  return new ApiError(response.status, body.message ?? '', body.code, body.errors);
}

/**
 * Sends the chosen file's bytes as they are (text/csv): the server, not the browser, decides whether
 * they are UTF-8, so a file saved in another encoding is named as such instead of read wrongly.
 */
async function postCsv<K extends CsvEndpoint>(endpoint: K, file: File): Promise<AnswerOf<K>> {
  const response = await staffFetch(endpoint.split(' ')[1], {
    method: 'POST',
    headers: { 'Content-Type': 'text/csv' },
    body: await file.arrayBuffer(),
  });
  if (!response.ok) throw await refusal(response);
  return (await response.json()) as AnswerOf<K>;
}

/**
 * Downloads a file the console exports (a CSV) as the staff member: it is a file, not JSON, so it is
 * fetched here rather than through the typed client, and handed to the browser under the server's name.
 */
export async function downloadStaffFile(path: string, fallbackName: string): Promise<void> {
  const response = await staffFetch(path);
  if (!response.ok) throw await refusal(response);
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  saveBlob(await response.blob(), name);
}

/** The whole catalogue as CSV. */
export const downloadCatalogue = () => downloadStaffFile('/staff/books/export.csv', 'books.csv');

export const toastRefusal = (error: Error) => {
  if (error instanceof ApiError && error.message) toast.error(error.message);
};

export function useDownloadCatalogue() {
  return useMutation({ mutationFn: downloadCatalogue, onError: toastRefusal });
}

export function usePreviewImport() {
  return useMutation({
    mutationFn: (file: File): Promise<ImportPreviewAnswer> =>
      postCsv('POST /staff/books/import/preview', file),
    onError: toastRefusal,
  });
}

export function useImport() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (file: File): Promise<ImportAnswer> => postCsv('POST /staff/books/import', file),
    onError: toastRefusal,
    onSuccess: ({ message }) => {
      toast.success(message);
      void queries.invalidateQueries({ queryKey: ['staff', 'books'] });
      void queries.invalidateQueries({ queryKey: ['staff', 'activity'] });
      void queries.invalidateQueries({ queryKey: ['staff', 'dashboard'] });
    },
  });
}
