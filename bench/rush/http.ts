/*
 * The rush's calls to the shop: JSON over HTTP as the web app makes them, in English, each buyer from
 * an address of their own (`X-Forwarded-For`, which the shop trusts behind its balancer), timed.
 */

// biome-ignore lint/suspicious/noExplicitAny: answers are read by path, as the tests read them
export type Json = Record<string, any>;

export type Answer = {
  /** The HTTP status; 0 when no answer came (the connection failed). */
  status: number;
  json: Json;
  ms: number;
};

export type CallOptions = { token?: string; body?: unknown; ip?: string; headers?: Record<string, string> };

/** `method path` under `${base}/api`, answered with its status, its JSON and how long it took. */
export async function call(base: string, method: string, path: string, options: CallOptions = {}) {
  const started = performance.now();
  const headers: Record<string, string> = {
    'accept-language': 'en',
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    ...(options.ip ? { 'x-forwarded-for': options.ip } : {}),
    ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    ...options.headers,
  };
  const body =
    options.body === undefined || typeof options.body === 'string'
      ? options.body
      : JSON.stringify(options.body);
  try {
    const response = await fetch(`${base}/api${path}`, { method, headers, body });
    const text = await response.text();
    let json: Json = {};
    try {
      json = text ? (JSON.parse(text) as Json) : {};
    } catch {
      json = { message: text.slice(0, 200) };
    }
    return { status: response.status, json, ms: performance.now() - started } satisfies Answer;
  } catch (error) {
    const message = error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error);
    return { status: 0, json: { message }, ms: performance.now() - started } satisfies Answer;
  }
}

/** Throws with the answer when it is not `status`: for the setup, where every call must succeed. */
export function expectStatus(answer: Answer, status: number, what: string) {
  if (answer.status !== status) {
    throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.json).slice(0, 500)}`);
  }
  return answer.json;
}
