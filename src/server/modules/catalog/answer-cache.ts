import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/*
 * A few seconds of memory for catalogue answers. Every visitor of the home page asks the same three
 * lists, and a popular search is typed by many people at once: a burst of identical requests costs one
 * query. A staff write clears it in every API process (the change feed), so no reader sees an answer
 * older than the catalogue. Concurrent misses of one key wait for the first (single flight). Nothing
 * here matters if lost: each API process has its own.
 */

type Entry = { payload: string; expires: number };

export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<string | undefined>>();
  private readonly settle = new Map<string, (payload: string | undefined) => void>();

  constructor(private readonly options = { ttlMs: 5_000, maxEntries: 500 }) {}

  get(key: string): string | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires > Date.now()) return entry.payload;
    this.entries.delete(key);
    return undefined;
  }

  /** The answer another request is computing for this key; undefined when this request must compute it. */
  waitFor(key: string): Promise<string | undefined> | undefined {
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    this.inFlight.set(key, new Promise((resolve) => this.settle.set(key, resolve)));
    return undefined;
  }

  /** Ends the flight of `key`, remembering the payload when there is one. */
  finish(key: string, payload: string | undefined) {
    if (payload !== undefined) {
      if (this.entries.size >= this.options.maxEntries) {
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
      this.entries.set(key, { payload, expires: Date.now() + this.options.ttlMs });
    }
    this.settle.get(key)?.(payload);
    this.settle.delete(key);
    this.inFlight.delete(key);
  }

  clear() {
    this.entries.clear();
  }
}

const keyOf = (request: FastifyRequest) => `${request.lang} ${request.url}`;
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Serves GET answers of the plugin's routes that `worth` keeps from `cache`, and fills it with their
 * successful answers.
 */
export function cacheAnswers(
  app: FastifyInstance,
  cache: AnswerCache,
  worth: (request: FastifyRequest) => boolean,
) {
  const computing = new WeakSet<FastifyRequest>();

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' || !worth(request)) return;
    const key = keyOf(request);
    const send = (payload: string) => reply.header('content-type', JSON_TYPE).send(payload);
    const cached = cache.get(key);
    if (cached !== undefined) return send(cached);
    const pending = cache.waitFor(key);
    if (pending === undefined) {
      computing.add(request);
      return;
    }
    const payload = await pending;
    // When the first request failed, this one answers by itself, without caching.
    if (payload !== undefined) return send(payload);
  });

  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (!computing.has(request)) return payload;
    computing.delete(request);
    const ok = reply.statusCode === 200 && typeof payload === 'string';
    cache.finish(keyOf(request), ok ? payload : undefined);
    return payload;
  });

  // A request that fails before sending must not leave others waiting.
  app.addHook('onResponse', async (request: FastifyRequest) => {
    if (!computing.has(request)) return;
    computing.delete(request);
    cache.finish(keyOf(request), undefined);
  });
}
