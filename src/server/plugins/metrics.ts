import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '#server/db/client.ts';
import { messagesOf } from '#server/i18n/index.ts';
import { type OutboxStats, outboxStats } from '#server/modules/mail/index.ts';
import { AppError } from './errors.ts';

/*
 * The Prometheus endpoint, GET /metrics, for the operator's monitoring (docs/decisions/040). Off unless
 * METRICS=true, and then answering only a scrape that sends `Authorization: Bearer $METRICS_TOKEN`:
 * the series name routes, the pool and the outbox, nothing a stranger should read. When off, the route
 * does not exist. Each app has its own registry (tests build many apps in one process).
 */

/** What parts of the app report to the metrics, whether they are on or not (a no-op when off). */
export type MetricsHooks = {
  /** One lookup of an in-memory cache of answers: served from it (hit) or computed (miss). */
  cacheLookup(cache: string, outcome: 'hit' | 'miss'): void;
};

declare module 'fastify' {
  interface FastifyInstance {
    metrics: MetricsHooks;
  }
}

const messages = messagesOf('metrics');

/** Latency buckets in seconds: a catalogue read from memory takes a millisecond, a PDF stamp seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** The route label of requests no route took (unknown paths, the single page's fallback). */
const UNMATCHED = 'unmatched';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares the request's bearer token with the setting's in constant time. */
function bearerMatches(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match !== null && timingSafeEqual(digest(match[1]), digest(token));
}

type Registers = Registry[];

export const metricsPlugin = fp(async (app) => {
  const settings = app.config.metrics;
  if (!settings) {
    app.decorate('metrics', { cacheLookup() {} } satisfies MetricsHooks);
    return;
  }
  const register = new Registry();
  collectDefaultMetrics({ register });
  const registers = [register];
  countRequests(app, registers);
  countCacheLookups(app, registers);
  gaugePool(app, registers);
  gaugeOutbox(app, registers);

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!bearerMatches(request, settings.token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new AppError(401, 'unauthenticated', messages.badToken);
    }
    const body = await register.metrics();
    return reply.header('content-type', register.contentType).header('cache-control', 'no-store').send(body);
  });
});

function countRequests(app: FastifyInstance, registers: Registers) {
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames,
    registers,
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method, route pattern and status',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    // The route's pattern ('/api/books/:id'), never the path asked: one series per route, not per URL.
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED,
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
  });
}

function countCacheLookups(app: FastifyInstance, registers: Registers) {
  const cacheHits = new Counter({
    name: 'bookshop_cache_hits_total',
    help: 'Requests answered from an in-memory answer cache',
    labelNames: ['cache'],
    registers,
  });
  const cacheMisses = new Counter({
    name: 'bookshop_cache_misses_total',
    help: 'Requests an in-memory answer cache could not answer (computed from the database)',
    labelNames: ['cache'],
    registers,
  });
  app.decorate('metrics', {
    cacheLookup(cache, outcome) {
      (outcome === 'hit' ? cacheHits : cacheMisses).inc({ cache });
    },
  } satisfies MetricsHooks);
}

function gaugePool(app: FastifyInstance, registers: Registers) {
  const pool = app.database.poolStats;
  if (!pool) return;
  const poolGauge = (name: string, help: string, read: (stats: PoolStats) => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(read(pool()));
      },
    });
  poolGauge('bookshop_db_pool_connections', 'PostgreSQL connections the pool holds', (s) => s.total);
  poolGauge('bookshop_db_pool_idle_connections', 'PostgreSQL connections idle in the pool', (s) => s.idle);
  poolGauge(
    'bookshop_db_pool_waiting_queries',
    'Queries waiting for a free PostgreSQL connection',
    (s) => s.waiting,
  );
}

function gaugeOutbox(app: FastifyInstance, registers: Registers) {
  // The outbox is read once per scrape, by the first of its gauges to be collected.
  let outbox: Promise<OutboxStats> | undefined;
  const readOutbox = () => {
    outbox ??= outboxStats(app.db).finally(() => {
      outbox = undefined;
    });
    return outbox;
  };
  const outboxGauge = (name: string, help: string, read: (stats: OutboxStats) => number) =>
    new Gauge({
      name,
      help,
      registers,
      async collect() {
        try {
          this.set(read(await readOutbox()));
        } catch (error) {
          // A scrape still answers when the database does not; the gauge keeps its last value.
          app.log.warn({ err: error }, 'metrics: the mail outbox could not be read');
        }
      },
    });
  outboxGauge('bookshop_mail_outbox_pending', 'Mails written and not sent yet', (s) => s.pending);
  outboxGauge(
    'bookshop_mail_outbox_failed',
    'Mails whose attempts ran out (staff may retry them)',
    (s) => s.failed,
  );
  outboxGauge(
    'bookshop_mail_outbox_oldest_pending_seconds',
    'Age of the oldest mail not sent yet (0 when none waits)',
    (s) => s.oldestPendingSeconds,
  );
}
