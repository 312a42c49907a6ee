import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { fromPglite, PgBoss } from 'pg-boss';
import type { Database } from '#server/db/client.ts';
import type { JobName } from '#shared/contract/staff-jobs.ts';

/*
 * The shop's background work on pg-boss, a job queue kept in the shop's own database (PostgreSQL, or
 * the embedded PGlite): decision 078. Each module defines its jobs while it registers; the queue starts
 * once the app is ready and stops, letting running jobs finish, when it closes. Every job's queue holds
 * at most one job waiting and one running across all processes (pg-boss's 'stately' policy), so a job
 * runs once at a time whichever process takes it; a failed run is retried with a growing delay and,
 * once its retries are spent, kept for a week and shown to admins in the console.
 */

/** The schema pg-boss keeps its tables in. */
export const JOBS_SCHEMA = 'pgboss';

export type JobDefinition = {
  /** The queue's name: the owning module, a dot, what the job does (`orders.expire-unpaid`). */
  name: JobName;
  /** When the job runs on its own, as a cron expression in UTC (pg-boss runs at most one a minute). */
  every?: string;
  /**
   * The work. Throws to fail the run (it is retried); resolves with what it did, logged and kept with
   * the job when there was something (`{ orders: [3, 4] }`), or null when there was nothing to do.
   */
  run(): Promise<Record<string, unknown> | null>;
};

export type JobQueue = {
  /** Adds a job; only while the app registers its modules. */
  define(job: JobDefinition): void;
  /** The jobs defined, by name. */
  readonly defined: ReadonlyMap<JobName, JobDefinition>;
  /**
   * Asks for a run of `name` now, from any process. Asks made while a run is waiting add nothing: that
   * run will see what they asked for. Does nothing while the queue is off (tests run jobs themselves).
   */
  kick(name: JobName): void;
  /** pg-boss while it runs: off under NODE_ENV=test unless `JOB_QUEUE` turns it on. */
  readonly boss: PgBoss | null;
};

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

/** A run that takes longer is taken as lost (its process died) and retried. */
const EXPIRE_SECONDS = 15 * 60;
/** How long a finished job, failed or done, stays for the console to show. */
const KEEP_SECONDS = 7 * 24 * 3600;

function openBoss(database: Database, connectTimeoutMs: number): PgBoss {
  if (database.pglite) {
    return new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite', schema: JOBS_SCHEMA });
  }
  return new PgBoss({
    connectionString: database.url,
    schema: JOBS_SCHEMA,
    application_name: 'bookshop-jobs',
    max: 3,
    connectionTimeoutMillis: connectTimeoutMs,
  });
}

async function startJobs(app: FastifyInstance, boss: PgBoss, jobs: Iterable<JobDefinition>) {
  boss.on('error', (error: Error) => app.log.warn({ reason: error.message }, 'job queue error'));
  await boss.start();
  for (const job of jobs) {
    await boss.createQueue(job.name, {
      policy: 'stately',
      // The first retry after JOB_RETRY_DELAY_SECONDS, each later one after about twice the wait.
      retryLimit: app.config.jobRetry.limit,
      retryDelay: app.config.jobRetry.delaySeconds,
      retryBackoff: true,
      retryDelayMax: 600,
      expireInSeconds: EXPIRE_SECONDS,
      deleteAfterSeconds: KEEP_SECONDS,
    });
    if (job.every) await boss.schedule(job.name, job.every, null, { tz: 'UTC' });
    else await boss.unschedule(job.name);
    await boss.work(job.name, { pollingIntervalSeconds: 1 }, async () => {
      try {
        const done = await job.run();
        if (done) app.log.info({ job: job.name, ...done }, 'job done');
        return done;
      } catch (error) {
        app.log.warn({ job: job.name, reason: (error as Error).message }, 'job failed');
        throw error;
      }
    });
  }
}

export const jobQueuePlugin: FastifyPluginAsync = fp(async (app) => {
  const defined = new Map<JobName, JobDefinition>();
  let boss: PgBoss | null = null;
  /** Names asked for while an ask of the same name is on its way: one more ask follows it. */
  const asking = new Map<JobName, boolean>();

  const ask = (name: JobName) => {
    if (!boss) return;
    if (asking.has(name)) {
      asking.set(name, true);
      return;
    }
    asking.set(name, false);
    boss
      .send(name, null)
      .catch((error: Error) => app.log.warn({ job: name, reason: error.message }, 'job not asked for'))
      .finally(() => {
        const again = asking.get(name);
        asking.delete(name);
        if (again) ask(name);
      });
  };

  const queue: JobQueue = {
    define(job) {
      if (defined.has(job.name)) throw new Error(`Job ${job.name} is defined twice`);
      defined.set(job.name, job);
    },
    defined,
    kick(name) {
      if (!defined.has(name)) throw new Error(`No job is named ${name}`);
      ask(name);
    },
    get boss() {
      return boss;
    },
  };
  app.decorate('jobs', queue);
  if (!app.config.jobQueue) return;

  app.addHook('onReady', async () => {
    boss = openBoss(app.database, app.config.databaseTimeouts.connectTimeoutMs);
    await startJobs(app, boss, defined.values());
  });
  app.addHook('onClose', async () => {
    const running = boss;
    boss = null;
    await running?.stop({ graceful: true, timeout: app.config.shutdownGraceMs, close: true });
  });
});

/** A plugin that defines one job, made from the app it registers on. */
export const jobPlugin = (make: (app: FastifyInstance) => JobDefinition): FastifyPluginAsync =>
  fp(async (app) => app.jobs.define(make(app)));
