/*
 * Answers asked for before the app's code is in: the app's first script starts the GET requests the
 * opened page will make (app/preload.ts), and the API client takes such an answer, once, in place of
 * asking again. No imports: this module is part of that first script.
 */

type Preloaded = { headers: Headers; answer: Promise<Response>; at: number; body?: unknown };

/** An answer older than this is not handed out: the page asks afresh. */
export const PRELOAD_MAX_AGE_MS = 30_000;

const preloaded = new Map<string, Preloaded>();

/** GETs `url` with `headers` now and keeps the answer for the client's first request of the same. */
export function preloadGet(url: string, headers: Record<string, string>): Promise<unknown> {
  const answer = fetch(url, { headers });
  const entry: Preloaded = { headers: new Headers(headers), answer, at: Date.now() };
  preloaded.set(url, entry);
  // A copy is read here, for a page to show at once (peekPreloaded); the client reads the answer itself.
  // A failed preload is the page's to find out: it asks again (see takePreloaded).
  return answer
    .then((response) => (response.ok ? response.clone().json() : undefined))
    .then((body: unknown) => {
      entry.body = body;
      return body;
    })
    .catch(() => undefined);
}

function sameHeaders(a: Headers, b: Headers): boolean {
  const listed = (headers: Headers) => JSON.stringify([...headers.entries()]);
  return listed(a) === listed(b);
}

function usable(found: Preloaded | undefined, headers: Headers): found is Preloaded {
  return (
    found !== undefined && Date.now() - found.at <= PRELOAD_MAX_AGE_MS && sameHeaders(found.headers, headers)
  );
}

/**
 * The body of a successful preloaded answer to a GET of `url` with these headers, when it is already
 * here: a page shows it at once. The answer itself stays for the client (takePreloaded).
 */
export function peekPreloaded(url: string, headers: Headers): unknown {
  const found = preloaded.get(url);
  return usable(found, headers) ? found.body : undefined;
}

/**
 * The preloaded answer to a GET of `url` sent with exactly these headers (the same language, the
 * same session), or undefined; each answer is handed out once, then the client asks the server.
 */
export function takePreloaded(url: string, headers: Headers): Promise<Response> | undefined {
  const found = preloaded.get(url);
  if (!found) return undefined;
  preloaded.delete(url);
  return usable(found, headers) ? found.answer : undefined;
}
