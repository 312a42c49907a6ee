import { ApiError, apiUrl, forgetRevokedSession } from '#web/api/client.ts';
import { languageStore } from '#web/state/language.ts';
import { isLoggedIn, sessionStore } from '#web/state/session.ts';

/*
 * The reader's calls to the API: the owner's reader copy (`GET /books/:id/read`), the last page read
 * (`GET`/`PUT /books/:id/reading`) and the sample (`GET /books/:id/sample`), with the client's bearer
 * token as downloads send it. A refusal is thrown as the typed client's ApiError with the server's
 * message; a network failure as it comes (TypeError), which the reader takes for 'offline'.
 */

export const copyUrl = (bookId: number) => apiUrl(`/books/${bookId}/read`);
export const sampleUrl = (bookId: number) => apiUrl(`/books/${bookId}/sample`);
const readingUrl = (bookId: number) => apiUrl(`/books/${bookId}/reading`);

export function clientToken(): string | null {
  const session = sessionStore.get();
  return isLoggedIn(session) ? session.token : null;
}

/** Headers of a call as the logged-in client, in the page's language. */
export function authHeaders(extra: Record<string, string> = {}): Record<string, string> {
  const token = clientToken();
  return {
    'Accept-Language': languageStore.get(),
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    ...extra,
  };
}

async function refusal(response: Response, token: string | null): Promise<ApiError> {
  const body = (await response.json().catch(() => ({}))) as { message?: unknown; code?: unknown };
  if (response.status === 401 && token && token === clientToken()) forgetRevokedSession();
  return new ApiError(
    response.status,
    typeof body.message === 'string' ? body.message : '',
    typeof body.code === 'string' ? body.code : undefined,
  );
}

/** A PDF from the API, whole or the `range` asked for; the server's refusal is thrown as an ApiError. */
export async function fetchPdf(url: string, withToken: boolean, range?: string): Promise<Response> {
  const token = withToken ? clientToken() : null;
  const extra: Record<string, string> = range ? { Range: range } : {};
  const response = await fetch(url, { headers: withToken ? authHeaders(extra) : extra, cache: 'no-store' });
  if (!response.ok) throw await refusal(response, token);
  return response;
}

/** The whole reader copy, for the device's offline copy. */
export async function fetchCopy(bookId: number): Promise<ArrayBuffer> {
  return (await fetchPdf(copyUrl(bookId), true)).arrayBuffer();
}

export type Reading = { page: number | null; pages: number | null; updated_at: string | null };

export async function getReading(bookId: number): Promise<Reading> {
  const token = clientToken();
  const response = await fetch(readingUrl(bookId), {
    headers: authHeaders({ Accept: 'application/json' }),
    cache: 'no-store',
  });
  if (!response.ok) throw await refusal(response, token);
  return ((await response.json()) as { data: Reading }).data;
}

/** Sends the last page read; `keepalive` lets it leave while the page closes. */
export async function putReading(
  bookId: number,
  place: { page: number; pages: number },
  keepalive = false,
): Promise<void> {
  const token = clientToken();
  const response = await fetch(readingUrl(bookId), {
    method: 'PUT',
    headers: authHeaders({ 'Content-Type': 'application/json', Accept: 'application/json' }),
    body: JSON.stringify(place),
    keepalive,
  });
  if (!response.ok) throw await refusal(response, token);
}
