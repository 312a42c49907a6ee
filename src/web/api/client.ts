import type { AnswerOf, EndpointKey, QueryValue, RequestOf } from '#shared/contract/endpoints.ts';
import { i18n } from '#web/i18n/index.ts';
import { languageStore } from '#web/state/language.ts';
import { isLoggedIn, sessionStore } from '#web/state/session.ts';
import { shopOrigin } from './origin.ts';
import { peekPreloaded, takePreloaded } from './preloaded.ts';
import { toast } from './toast.ts';

/** Where the API lives: the shop's origin (see origin.ts); tests point it at their own server. */
export const apiConfig = { base: `${shopOrigin}/api` };

export type FieldErrors = Record<string, string[]>;

/** An answer outside 2xx, carrying the server's `{message, code, errors?}` when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * What a refusal says to the reader: a 422's own reason (the first message naming a field) rather
 * than its general 'The given data was invalid'; otherwise the answer's message.
 */
export function reasonOf(error: ApiError): string {
  const named = Object.values(error.errors ?? {}).find((messages) => messages.length > 0)?.[0];
  return named ?? error.message;
}

/** How a call is made besides its request parts: none changes what is asked. */
export type CallSettings = {
  signal?: AbortSignal;
  /** Errors are thrown without a toast (background checks). */
  quiet?: boolean;
  /** Sent instead of the client's session token ('' sends none): the staff console's own sessions. */
  bearer?: string;
};

/** A call to endpoint K: its path parameters, query and body as the contract types them, and settings. */
export type CallOptions<K extends EndpointKey> = RequestOf<K> & CallSettings;

type Sent = CallSettings & {
  params?: Record<string, QueryValue>;
  query?: Record<string, QueryValue>;
  body?: unknown;
};

/** The path whose 401 means the stored token was revoked (spec §4). */
const loginCheckPath = '/check-client-login';

/**
 * Forgets a client token the server no longer accepts and says so once ('Login revoked'), however
 * many requests learnt it at the same moment (the login check, a download).
 */
export function forgetRevokedSession() {
  sessionStore.reset();
  toast.error(i18n.t('common:session.revoked'), { toastId: 'session-revoked' });
}

export function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) params.append(`${name}[]`, String(item));
    else params.append(name, String(value));
  }
  const search = params.toString();
  return `${apiConfig.base}${path}${search ? `?${search}` : ''}`;
}

function requestHeaders(hasJsonBody: boolean, bearer?: string): Headers {
  const headers = new Headers({
    Accept: 'application/json',
    'Cache-Control': 'no-cache',
    'Accept-Language': languageStore.get(),
  });
  const session = sessionStore.get();
  const token = bearer ?? (isLoggedIn(session) ? session.token : '');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (hasJsonBody) headers.set('Content-Type', 'application/json');
  return headers;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function errorFrom(status: number, body: unknown): ApiError {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as {
    message?: unknown;
    code?: unknown;
    errors?: unknown;
  };
  return new ApiError(
    status,
    typeof fields.message === 'string' ? fields.message : '',
    typeof fields.code === 'string' ? fields.code : undefined,
    typeof fields.errors === 'object' && fields.errors !== null ? (fields.errors as FieldErrors) : undefined,
  );
}

/** '/orders/:id/cancel' with `{ id: 7 }` is '/orders/7/cancel'. */
function pathOf(template: string, params: Sent['params'] = {}): string {
  return template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}

/**
 * The answer the app's first script already has for this GET (app/preload.ts), for a page to show at
 * once instead of a placeholder; undefined when there is none (yet).
 */
export function preloadedAnswer<K extends EndpointKey>(
  endpoint: K,
  options: CallOptions<K>,
): AnswerOf<K> | undefined;
export function preloadedAnswer(endpoint: EndpointKey, options: Sent): unknown {
  const [method, template] = endpoint.split(' ');
  if (method !== 'GET') return undefined;
  return peekPreloaded(
    apiUrl(pathOf(template, options.params), options.query),
    requestHeaders(false, options.bearer),
  );
}

/**
 * Calls the API with the shop's headers, e.g. `api('GET /books/:id', { params: { id }, signal })`: the
 * endpoint map of the contract types the request and the answer. An error answer with a message is
 * shown as a toast, then thrown.
 */
export function api<K extends EndpointKey>(endpoint: K, options: CallOptions<K>): Promise<AnswerOf<K>>;
export async function api(endpoint: EndpointKey, options: Sent): Promise<unknown> {
  const { params, query, body, signal, quiet = false, bearer } = options;
  const [method, template] = endpoint.split(' ');
  const path = pathOf(template, params);
  // An upload goes as the FormData it is: the browser writes its multipart type and boundary.
  const form = body instanceof FormData ? body : undefined;
  const hasJsonBody = body !== undefined && !form;
  const url = apiUrl(path, query);
  const headers = requestHeaders(hasJsonBody, bearer);
  const ask = () =>
    fetch(url, { method, headers, body: form ?? (hasJsonBody ? JSON.stringify(body) : undefined), signal });
  // The answer the app's first script asked for already (app/preload.ts), when it is this very GET.
  const preloaded = method === 'GET' && body === undefined ? takePreloaded(url, headers) : undefined;
  let response: Response;
  try {
    response = await (preloaded ? preloaded.catch(ask) : ask());
  } catch (cause) {
    if (!quiet && !signal?.aborted) toast.error(i18n.t('common:errors.network'));
    throw cause;
  }
  const payload = await readJson(response);
  if (response.ok) return payload;

  const error = errorFrom(response.status, payload);
  if (response.status === 401 && path === loginCheckPath) {
    forgetRevokedSession();
  } else if (error.message && !quiet) {
    toast.error(error.message);
  }
  throw error;
}
