import path from 'node:path';
import { buildApp } from '#server/app.ts';
import { type Config, loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';
import { seedIfEmpty, seedReferenceData } from '#server/db/seed/index.ts';

/*
 * The shop a browser benchmark measures, in a process of its own so that the benchmark's work does
 * not hold up the shop's answers: production's settings on the demo catalogue in PGlite (production
 * itself insists on PostgreSQL), serving the build in `webDist`, on a free port of 127.0.0.1. The
 * benchmark stops it by sending 'stop'.
 */
export async function startDemoShop(options: {
  dataDir: string;
  webDist: string;
  paymentProvider: 'none' | 'sandbox';
}) {
  const { dataDir, webDist, paymentProvider } = options;
  const development = loadConfig(
    { NODE_ENV: 'development', LOG_LEVEL: 'warn', PAYMENT_PROVIDER: paymentProvider },
    {
      dataDir,
      mediaDir: path.join(dataDir, 'media'),
      filesDir: path.join(dataDir, 'files'),
      webDist,
      databaseUrl: undefined,
      host: '127.0.0.1',
      port: 0,
    },
  );
  const config: Config = { ...development, env: 'production', jobQueue: false };
  const database = await openDatabase(config);
  await database.migrate();
  await seedReferenceData(database.db);
  await seedIfEmpty(database.db, config);
  const app = await buildApp({ config, database });
  app.addHook('onClose', () => database.close());
  await app.listen({ host: '127.0.0.1', port: 0 });
  process.on('message', async (message) => {
    if (message !== 'stop') return;
    await app.close();
    process.exit(0);
  });
  return { app, config, origin: `http://127.0.0.1:${(app.server.address() as { port: number }).port}` };
}
