import { type App, buildApp } from './app.ts';
import { type Config, loadConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { openDatabaseForStart } from './db/command.ts';
import { seedIfEmpty, seedReferenceData } from './db/seed/index.ts';
import { StartupRefusal } from './plugins/errors.ts';
import { bucketProblem } from './services/s3-storage.ts';
import { checkFolders, listenRefusal, lookAlikeLines } from './start-refusals.ts';

export type StartedShop = { app: App; database: Database; config: Config };

/**
 * Starts the shop from `env` as `npm start` does: settings, folders, bucket, database (migrated and
 * seeded), the app listening. Whatever stops the start is thrown as a `StartupRefusal` of one line per
 * problem, after what was opened is closed again; `main.ts` prints it and exits with 1.
 */
export async function startShop(env: NodeJS.ProcessEnv = process.env): Promise<StartedShop> {
  const lookAlikes = lookAlikeLines(env);
  if (lookAlikes.length > 0) throw new StartupRefusal(lookAlikes.join('\n'));
  let config: Config;
  try {
    config = loadConfig(env);
  } catch (error) {
    // One line naming the setting, not a stack trace.
    throw new StartupRefusal((error as Error).message);
  }
  checkFolders(config, env);
  const bucket = config.s3 && (await bucketProblem(config.s3));
  if (bucket) throw new StartupRefusal(bucket);
  const database = await openDatabaseForStart(config);
  let app: App | undefined;
  try {
    // Processes started together on one database migrate and seed one after the other.
    await database.migrate(async () => {
      await seedReferenceData(database.db);
      if (config.seedOnStart) await seedIfEmpty(database.db, config);
    });
    app = await buildApp({ config, database });
    try {
      await app.listen({ host: config.host, port: config.port });
    } catch (error) {
      throw listenRefusal(error, config.host, config.port) ?? error;
    }
    return { app, database, config };
  } catch (error) {
    await app?.close().catch(() => {});
    await database.close().catch(() => {});
    throw error;
  }
}
