import rateLimit from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '#server/db/client.ts';

/** Counts one hit of `key` in its current window of `windowMs`: the hits so far, and when the window began. */
export async function countHit(db: Db, key: string, windowMs: number) {
  const now = Date.now();
  const windowStart = new Date(now - (now % windowMs));
  const result = await db.execute(sql`
    INSERT INTO rate_limits (key, window_start, hits) VALUES (${key}, ${windowStart.toISOString()}, 1)
    ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limits.hits + 1
    RETURNING hits`);
  const hits = Number((result as unknown as { rows: { hits: number }[] }).rows[0].hits);
  return { hits, windowStart, ttl: windowStart.getTime() + windowMs - now };
}

/** Takes back one hit counted by `countHit` (a try that turned out to be the owner's success). */
export async function forgetHit(db: Db, key: string, windowStart: Date) {
  await db.execute(sql`
    UPDATE rate_limits SET hits = hits - 1
    WHERE key = ${key} AND window_start = ${windowStart.toISOString()} AND hits > 0`);
}

/**
 * Takes back the hit a request counted against its route's limit (`config.rateLimit`, keyed by the
 * address): a right password is no flood, so a busy office's sign-ins never fill the route's limit.
 */
export async function forgiveRouteHit(db: Db, request: FastifyRequest, windowMs: number) {
  const now = Date.now();
  const key = `${request.method}:${request.routeOptions.url}:${request.ip}`;
  await forgetHit(db, key, new Date(now - (now % windowMs)));
}

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
      countHit(db, this.prefix + key, Number(timeWindow ?? this.windowMs))
        .then(({ hits, ttl }) => callback(null, { current: hits, ttl }))
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
});

/** Removes the windows over a day old, which no limit reads any more; answers how many went. */
export async function sweepOldWindows(db: Db): Promise<number> {
  const removed = await db.execute(
    sql`DELETE FROM rate_limits WHERE window_start < now() - interval '1 day' RETURNING key`,
  );
  return (removed as unknown as { rows: unknown[] }).rows.length;
}
