/*
 * Answers asked for before the app's code is in: the app's first script starts the GET requests the
 * opened page will make (app/preload.ts), and the API client takes such an answer, once, in place of
 * asking again. No imports: this module is part of that first script.
 */

type Preloaded = { headers: Headers; answer: Promise<Response>; at: number };

/** An answer older than this is not handed out: the page asks afresh. */
export const PRELOAD_MAX_AGE_MS = 30_000;

const preloaded = new Map<string, Preloaded>();

/** GETs `url` with `headers` now and keeps the answer for the client's first request of the same. */
export function preloadGet(url: string, headers: Record<string, string>): Promise<Response> {
  const answer = fetch(url, { headers });
  // A failed preload is the page's to find out: it asks again (see takePreloaded).
  answer.catch(() => undefined);
  preloaded.set(url, { headers: new Headers(headers), answer, at: Date.now() });
  return answer;
}

function sameHeaders(a: Headers, b: Headers): boolean {
  const listed = (headers: Headers) => JSON.stringify([...headers.entries()]);
  return listed(a) === listed(b);
}

/**
 * The preloaded answer to a GET of `url` sent with exactly these headers (the same language, the
 * same session), or undefined; each answer is handed out once, then the client asks the server.
 */
export function takePreloaded(url: string, headers: Headers): Promise<Response> | undefined {
  const found = preloaded.get(url);
  if (!found) return undefined;
  preloaded.delete(url);
  if (Date.now() - found.at > PRELOAD_MAX_AGE_MS || !sameHeaders(found.headers, headers)) return undefined;
  return found.answer;
}
