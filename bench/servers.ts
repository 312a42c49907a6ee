import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';

/*
 * The servers under load, in a process of their own so that the load generator does not share their
 * event loop: the shop API as shipped, the same API with its answer cache and listing copy off (every
 * request reaches the database), a bare Fastify route answering a constant JSON of the same size as one
 * listing page and, with BENCH_COMPARE, the API with plain listings read from the database behind the
 * answer cache (decision 034's path). Reports their ports to the parent over IPC.
 */

const databaseUrl = process.env.BENCH_DB_URL;
if (!databaseUrl || !process.send) throw new Error('bench/servers.ts is started by bench/run.ts');

const dataDir = mkdtempSync(path.join(tmpdir(), 'bookshop-bench-'));

async function startApp(answerCache: boolean, listingCopy: boolean) {
  const config = loadConfig(
    { NODE_ENV: 'development', LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl, SEED_ON_START: 'false' },
    {
      answerCache,
      listingCopy,
      dataDir,
      mediaDir: path.join(dataDir, 'media'),
      filesDir: path.join(dataDir, 'files'),
      webDist: dataDir,
    },
  );
  const database = await openDatabase(config);
  const app = await buildApp({ config, database });
  app.addHook('onClose', () => database.close());
  await app.listen({ host: '127.0.0.1', port: 0 });
  return app;
}

const app = await startApp(true, true);
const uncached = await startApp(false, false);
const databaseListings = process.env.BENCH_COMPARE ? await startApp(true, false) : undefined;

const listing = await app.inject({ url: '/api/books?page=1' });
if (listing.statusCode !== 200) throw new Error(`listing answered ${listing.statusCode}: ${listing.body}`);
const constant = listing.json();

const bare = Fastify({ logger: false });
bare.get('/bare', async () => constant);
await bare.listen({ host: '127.0.0.1', port: 0 });

const portOf = (server: { server: { address(): unknown } }) =>
  (server.server.address() as { port: number }).port;

process.send({
  appPort: portOf(app),
  uncachedPort: portOf(uncached),
  barePort: portOf(bare),
  databaseListingsPort: databaseListings && portOf(databaseListings),
  listingBytes: listing.rawPayload.length,
});

process.on('message', async (message) => {
  if (message !== 'stop') return;
  await Promise.allSettled([app.close(), uncached.close(), bare.close(), databaseListings?.close()]);
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});
