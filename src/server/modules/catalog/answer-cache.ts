import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/*
 * A few seconds of memory for catalogue answers. Every visitor of the home page asks the same three
 * lists, and a popular search is typed by many people at once: a burst of identical requests costs one
 * query. A staff write clears it in every API process (the change feed), so no reader sees an answer
 * older than the catalogue. Concurrent misses of one key wait for the first (single flight). Nothing
 * here matters if lost: each API process has its own.
 */

/** An answer's body as sent: a serialised JSON, or its bytes. */
type Payload = string | Buffer;
type Entry = { payload: Payload; expires: number };

/** The computing of one key's answer, which later requests for the key wait for. */
type Flight = {
  key: string;
  /** The cache's generation when it began: an answer computed from before a change is not kept. */
  generation: number;
  answer: Promise<Payload | undefined>;
  settle: (payload: Payload | undefined) => void;
};

export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Flight>();
  private generation = 0;

  constructor(private readonly options = { ttlMs: 5_000, maxEntries: 500 }) {}

  get(key: string): Payload | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires > Date.now()) return entry.payload;
    this.entries.delete(key);
    return undefined;
  }

  /** The answer another request is computing for this key; undefined when this request must compute it. */
  waitFor(key: string): Promise<Payload | undefined> | undefined {
    const pending = this.inFlight.get(key);
    if (pending) return pending.answer;
    let settle: Flight['settle'] = () => {};
    const answer = new Promise<Payload | undefined>((resolve) => {
      settle = resolve;
    });
    this.inFlight.set(key, { key, generation: this.generation, answer, settle });
    return undefined;
  }

  /**
   * The flight of `key` this request leads (the one `waitFor` just began), for `finish`; taken at once,
   * so that a change meanwhile cannot hand it the flight of a later request.
   */
  lead(key: string): Flight | undefined {
    return this.inFlight.get(key);
  }

  /**
   * Ends `flight` (or the flight of the key), handing its payload to the requests that waited for it,
   * and remembers the payload unless the catalogue changed since the flight began: for its time to live,
   * or until `until` (ms since the epoch) when that comes first, e.g. the next start or end of a sale.
   */
  finish(flight: Flight | string | undefined, payload: Payload | undefined, until?: number) {
    const own = typeof flight === 'string' ? this.inFlight.get(flight) : flight;
    if (!own) return;
    if (payload !== undefined && own.generation === this.generation) {
      if (this.entries.size >= this.options.maxEntries) {
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
      const expires = Math.min(Date.now() + this.options.ttlMs, until ?? Number.POSITIVE_INFINITY);
      this.entries.set(own.key, { payload, expires });
    }
    own.settle(payload);
    if (this.inFlight.get(own.key) === own) this.inFlight.delete(own.key);
  }

  /**
   * The catalogue changed: forget every answer. Answers being computed still reach the requests that
   * asked before the change but are not kept, and a request from now on computes its own.
   */
  clear() {
    this.generation += 1;
    this.entries.clear();
    this.inFlight.clear();
  }
}

const keyOf = (request: FastifyRequest) => `${request.lang} ${request.url}`;
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Serves GET answers of the plugin's routes that `worth` keeps from `cache`, and fills it with their
 * successful answers, each kept no later than `until` says for its request. `count` hears of each
 * lookup: a hit (answered from memory, or by the request that was computing the same answer) or a miss
 * (this request asks the database).
 */
export function cacheAnswers(
  app: FastifyInstance,
  cache: AnswerCache,
  worth: (request: FastifyRequest) => boolean,
  count: (outcome: 'hit' | 'miss') => void = () => {},
  until: (request: FastifyRequest) => number | undefined = () => undefined,
) {
  const computing = new WeakMap<FastifyRequest, ReturnType<AnswerCache['lead']>>();

  // Callback hooks, not async ones: most requests pass them by, with no promise to make and wait for.
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (request.method !== 'GET' || !worth(request)) return done();
    const key = keyOf(request);
    const send = (payload: Payload) => {
      reply.header('content-type', JSON_TYPE).send(payload);
    };
    const cached = cache.get(key);
    if (cached !== undefined) {
      count('hit');
      return send(cached);
    }
    const pending = cache.waitFor(key);
    if (pending === undefined) {
      count('miss');
      computing.set(request, cache.lead(key));
      return done();
    }
    pending.then((payload) => {
      // When the first request failed, this one answers by itself, without caching.
      count(payload === undefined ? 'miss' : 'hit');
      if (payload !== undefined) send(payload);
      else done();
    });
  });

  app.addHook(
    'onSend',
    (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (e: null, p: unknown) => void) => {
      if (computing.has(request)) {
        const flight = computing.get(request);
        computing.delete(request);
        const ok = reply.statusCode === 200 && (typeof payload === 'string' || Buffer.isBuffer(payload));
        cache.finish(flight, ok ? (payload as Payload) : undefined, until(request));
      }
      done(null, payload);
    },
  );

  // A request that fails before sending must not leave others waiting.
  app.addHook('onResponse', (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
    if (computing.has(request)) {
      const flight = computing.get(request);
      computing.delete(request);
      cache.finish(flight, undefined);
    }
    done();
  });
}
