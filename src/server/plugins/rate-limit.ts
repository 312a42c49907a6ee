import rateLimit from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '#server/db/client.ts';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * Counts hits in PostgreSQL (fixed windows), so limits hold across API processes.
 * The key carries the route, so one route's limit never eats another's.
 */
function postgresStore(db: Db) {
  return class PostgresRateLimitStore {
    private readonly windowMs: number;
    private readonly prefix: string;
    constructor(options: { timeWindow?: number }, prefix = '') {
      this.windowMs = Number(options.timeWindow ?? 60_000);
      this.prefix = prefix;
    }
    incr(key: string, callback: IncrCallback, timeWindow?: number) {
      const windowMs = Number(timeWindow ?? this.windowMs);
      const now = Date.now();
      const windowStart = new Date(now - (now % windowMs));
      db.execute(sql`
        INSERT INTO rate_limits (key, window_start, hits) VALUES (${this.prefix + key}, ${windowStart.toISOString()}, 1)
        ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limits.hits + 1
        RETURNING hits`)
        .then((result) => {
          const current = Number((result as unknown as { rows: { hits: number }[] }).rows[0].hits);
          callback(null, { current, ttl: windowStart.getTime() + windowMs - now });
        })
        .catch((error: Error) => callback(error));
    }
    child(routeOptions: { routeInfo: { method: string; url: string }; timeWindow?: number }) {
      const { method, url } = routeOptions.routeInfo;
      return new PostgresRateLimitStore(
        { timeWindow: routeOptions.timeWindow ?? this.windowMs },
        `${this.prefix}${method}:${url}:`,
      );
    }
  };
}

/**
 * Per-route limits (`config.rateLimit`) on the routes that need them: sign-up, login, codes, messages.
 * Catalogue reads are not limited here; a front proxy or CDN takes that load.
 */
export const rateLimitPlugin = fp(async (app) => {
  await app.register(rateLimit, {
    global: false,
    max: app.config.rateLimitMax,
    timeWindow: 60_000,
    store: postgresStore(app.db) as never,
    errorResponseBuilder: (_request, context) => {
      const error = new Error('rate limited') as Error & { statusCode: number; retryAfter: number };
      error.statusCode = 429;
      error.retryAfter = context.ttl;
      return error;
    },
  });
  // Old windows are useless; clear them now and then so the table stays small.
  const sweep = setInterval(() => {
    app.db
      .execute(sql`DELETE FROM rate_limits WHERE window_start < now() - interval '1 day'`)
      .catch(() => {});
  }, 3_600_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
});
