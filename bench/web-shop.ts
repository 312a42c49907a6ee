import path from 'node:path';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';
import { seedIfEmpty, seedReferenceData } from '#server/db/seed/index.ts';

/*
 * The shop Lighthouse measures, in a process of its own so that Lighthouse's work (reading the trace
 * the browser streams to it) does not hold up the shop's answers: production's settings on the demo
 * catalogue in PGlite (production itself insists on PostgreSQL), serving the build in WEB_BENCH_DIST.
 * Reports its origin to bench/web.ts over IPC and stops when told.
 */

const dataDir = process.env.WEB_BENCH_DATA;
const webDist = process.env.WEB_BENCH_DIST;
if (!dataDir || !webDist || !process.send) throw new Error('bench/web-shop.ts is started by bench/web.ts');

const development = loadConfig(
  { NODE_ENV: 'development', LOG_LEVEL: 'warn', PAYMENT_PROVIDER: 'none' },
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
const config = { ...development, env: 'production' as const, mailOutboxIntervalMs: 0 };
const database = await openDatabase(config);
await database.migrate();
await seedReferenceData(database.db);
await seedIfEmpty(database.db, config);
const app = await buildApp({ config, database });
app.addHook('onClose', () => database.close());
await app.listen({ host: '127.0.0.1', port: 0 });

process.send({ origin: `http://127.0.0.1:${(app.server.address() as { port: number }).port}` });

process.on('message', async (message) => {
  if (message !== 'stop') return;
  await app.close();
  process.exit(0);
});
