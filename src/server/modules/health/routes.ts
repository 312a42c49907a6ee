import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, FastifyPluginAsync } from 'fastify';
import { DatabaseUnavailableError } from '#server/db/unavailable.ts';
import { messagesOf } from '#server/i18n/index.ts';
import { AppError, databaseUnavailable } from '#server/plugins/errors.ts';
import { route } from '#server/plugins/route.ts';
import { bucketProblem } from '#server/services/s3-storage.ts';

/*
 * Health for orchestrators: `live` says the process answers (restart it when it does not); `ready`
 * says it can serve (send it traffic): its database answers within a short time, has every migration
 * of this build, and the storage folders take a file. `/health` is the readiness check too.
 */

const healthMessages = messagesOf('health');

/** How long readiness waits for the database before it says 'not ready'. */
const READY_DATABASE_WAIT_MS = 3000;

function withinDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DatabaseUnavailableError()), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

async function checkDatabase(app: FastifyInstance, log: FastifyBaseLogger) {
  let pending: number;
  try {
    pending = await withinDeadline(
      // PostgreSQL answers on a connection of its own: a full pool (a rush) or a frozen connection of
      // it says nothing of the database.
      app.database.pendingMigrations(),
      READY_DATABASE_WAIT_MS,
    );
  } catch (error) {
    log.error({ err: error }, 'readiness: the database does not answer');
    throw databaseUnavailable();
  }
  if (pending > 0) {
    log.error(`readiness: ${pending} migration(s) not applied`);
    throw new AppError(503, 'migrations_pending', healthMessages.migrationsPending);
  }
}

/**
 * Writes and removes a hidden file in each storage folder (hidden files are never served); with a
 * bucket (decision 047), asks the bucket too, while uploads still wait in the data folder.
 */
async function checkStorage(app: FastifyInstance, log: FastifyBaseLogger) {
  const { dataDir, mediaDir, filesDir, s3 } = app.config;
  if (s3) {
    const problem = await bucketProblem(s3);
    if (problem) {
      log.error(`readiness: ${problem}`);
      throw new AppError(503, 'storage_unwritable', healthMessages.storageUnwritable);
    }
  }
  for (const dir of new Set(s3 ? [dataDir] : [dataDir, mediaDir, filesDir])) {
    const probe = path.join(dir, `.ready-${randomUUID()}`);
    try {
      await mkdir(dir, { recursive: true });
      await writeFile(probe, '');
      await rm(probe);
    } catch (error) {
      log.error({ err: error }, `readiness: cannot write to ${dir}`);
      throw new AppError(503, 'storage_unwritable', healthMessages.storageUnwritable);
    }
  }
}

export const healthRoutes: FastifyPluginAsync = async (app) => {
  const ready = async (request: { log: FastifyBaseLogger }) => {
    await checkDatabase(app, request.log);
    await checkStorage(app, request.log);
    return { status: 'ok' as const, database: app.database.kind };
  };
  const readiness = {
    tags: ['system'],
    description:
      'Answers 503 `{message, code}` when the shop cannot serve: `database_unavailable` (no answer within ' +
      '3 s), `migrations_pending`, `storage_unwritable` (DATA_DIR, MEDIA_DIR or FILES_DIR, or the S3 bucket).',
  };
  route(app, 'GET /health', { ...readiness, summary: 'Readiness (as /health/ready)' }, ready);
  route(
    app,
    'GET /health/ready',
    { ...readiness, summary: 'Readiness: database, migrations, storage' },
    ready,
  );
  route(
    app,
    'GET /health/live',
    {
      tags: ['system'],
      summary: 'Liveness: the process answers',
      description:
        'Checks nothing else: a database that does not answer does not make the process unhealthy.',
    },
    async () => ({ status: 'ok' as const }),
  );
};
