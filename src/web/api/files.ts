import { languageStore } from '#web/state/language.ts';
import { isLoggedIn, sessionStore } from '#web/state/session.ts';
import { ApiError, apiUrl, forgetRevokedSession } from './client.ts';

/*
 * Files the API answers (stamped PDFs, invoices): fetched with a bearer token and the page's
 * language, read as a blob and handed to the browser as a download. A refusal is thrown as the typed
 * client's ApiError, carrying the server's message; a client token refused (401) is forgotten, as the
 * login check does.
 */

/** Hands a blob to the browser as a download under the given name. */
export function saveBlob(blob: Blob, fileName: string) {
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

function clientToken(): string | null {
  const session = sessionStore.get();
  return isLoggedIn(session) ? session.token : null;
}

/** GET `path` as `bearer` (none when empty) and save the answer as `fileName`. */
export async function downloadFile(path: string, bearer: string | null, fileName: string): Promise<void> {
  const headers = new Headers({ Accept: 'application/pdf', 'Accept-Language': languageStore.get() });
  if (bearer) headers.set('Authorization', `Bearer ${bearer}`);
  const response = await fetch(apiUrl(path), { headers });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: unknown; code?: unknown };
    if (response.status === 401 && bearer && bearer === clientToken()) forgetRevokedSession();
    throw new ApiError(
      response.status,
      typeof body.message === 'string' ? body.message : '',
      typeof body.code === 'string' ? body.code : undefined,
    );
  }
  saveBlob(await response.blob(), fileName);
}

/** GET `path` as the signed-in reader (no token when signed out) and save the answer as `fileName`. */
export function downloadAsClient(path: string, fileName: string): Promise<void> {
  return downloadFile(path, clientToken(), fileName);
}
