import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { messagesOf } from '#server/i18n/index.ts';
import { staffWrite } from '#server/modules/staff/index.ts';
import { AppError } from '#server/plugins/errors.ts';
import { route } from '#server/plugins/route.ts';
import { FAILED_JOBS_SHOWN, JOB_NAMES, type JobName } from '#shared/contract/staff-jobs.ts';
import { JOBS_SCHEMA } from './queue.ts';

const m = messagesOf('jobs');

type Rows<T> = { rows: T[] };
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** Reads pg-boss's table; a database no process ran jobs on yet has none, and so no jobs. */
async function readJobs<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  try {
    return ((await db.execute(query)) as unknown as Rows<T>).rows;
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code === '42P01') return [];
    throw error;
  }
}

const table = sql.raw(`${JOBS_SCHEMA}.job`);

async function jobCounts(db: Db) {
  type Row = { name: string; waiting: number; running: number; failed: number; last_done: Date | null };
  const rows = await readJobs<Row>(
    db,
    sql`SELECT name,
               count(*) FILTER (WHERE state IN ('created', 'retry'))::int AS waiting,
               count(*) FILTER (WHERE state = 'active')::int AS running,
               count(*) FILTER (WHERE state = 'failed')::int AS failed,
               max(completed_on) FILTER (WHERE state = 'completed') AS last_done
          FROM ${table} GROUP BY name`,
  );
  return new Map(rows.map((row) => [row.name, row]));
}

async function failedJobs(db: Db) {
  type Row = { id: string; name: JobName; retry_count: number; output: unknown; completed_on: Date };
  const rows = await readJobs<Row>(
    db,
    sql`SELECT id::text, name, retry_count, output, completed_on FROM ${table}
         WHERE state = 'failed' AND name IN (${sql.join(
           JOB_NAMES.map((name) => sql`${name}`),
           sql`, `,
         )})
         ORDER BY completed_on DESC LIMIT ${FAILED_JOBS_SHOWN}`,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    attempts: row.retry_count + 1,
    error: String((row.output as { message?: unknown } | null)?.message ?? ''),
    failed_at: iso(row.completed_on)!,
  }));
}

/**
 * The background jobs in the console (admins): every job with what waits, runs and failed, and when it
 * last finished; the runs that failed for good, newest first, and one of them tried again.
 */
export const jobRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    'GET /staff/jobs',
    {
      summary: 'The background jobs: each with its schedule and counts, and the runs that failed',
      description: `Failed runs are kept a week; the ${FAILED_JOBS_SHOWN} newest are answered.`,
    },
    async () => {
      const counts = await jobCounts(app.db);
      const jobs = JOB_NAMES.map((name) => {
        const row = counts.get(name);
        return {
          name,
          every: app.jobs.defined.get(name)?.every ?? null,
          waiting: row?.waiting ?? 0,
          running: row?.running ?? 0,
          failed: row?.failed ?? 0,
          last_done_at: iso(row?.last_done ?? null),
        };
      });
      return { data: { running_here: app.jobs.boss !== null, jobs, failed: await failedJobs(app.db) } };
    },
  );

  route(
    app,
    'POST /staff/jobs/:name/:id/retry',
    {
      summary: 'Run a failed job again, its retries counted afresh',
      description: '409 when the run has not failed, or when this server runs no jobs (JOB_QUEUE=off).',
    },
    async (request) => {
      const { name, id } = request.params;
      const boss = app.jobs.boss;
      if (!boss) throw new AppError(409, 'jobs_off', m.off);
      // pg-boss's own statements run outside the activity's transaction (PGlite has one connection).
      const job = await boss.getJobById(name, id);
      if (job?.state !== 'failed') throw new AppError(409, 'not_failed', m.notFailed);
      await boss.retry(name, id);
      await staffWrite(request, null, (_tx, record) =>
        record({
          action: 'retry',
          entity: 'job',
          entityId: null,
          before: { id, name, state: 'failed' },
          after: { id, name, state: 'retry' },
        }),
      );
      return { data: { id, name }, message: m.retried[request.lang] };
    },
  );
};
