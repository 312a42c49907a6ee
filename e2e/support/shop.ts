import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { type App, type BuildOptions, buildApp } from '#server/app.ts';
import { type Config, loadConfig } from '#server/config.ts';
import { type Database, openDatabase } from '#server/db/client.ts';
import { seedDemo } from '#server/db/seed/index.ts';
import { books, deleteSales } from '#server/modules/catalog/testing.ts';

export type Shop = { url: string; app: App; database: Database; config: Config; close(): Promise<void> };

/** Generated covers are kept between runs: drawing them is the slow part of seeding. */
const sharedMediaDir = path.join(tmpdir(), 'bookshop-e2e-media');

/**
 * The whole shop (API + built single page) on a fresh seeded database, listening on a free local port.
 * `build` passes what a journey needs to buildApp, e.g. the agent that trusts its own push service.
 */
export async function startShop(
  overrides: Partial<Config> = {},
  build: Pick<BuildOptions, 'pushDelivery'> = {},
): Promise<Shop> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bookshop-e2e-'));
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
    {
      dataDir,
      mediaDir: sharedMediaDir,
      filesDir: path.join(dataDir, 'files'),
      webDist: path.resolve('dist/web'),
      ...overrides,
    },
  );
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  await seedDemo(database.db, config, { media: true });
  // The journeys count the books' own prices: the demo's Ramadan sale is tested apart.
  await deleteSales(database.db);
  const app = await buildApp({ config, database, ...build });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  // The port is known only now: links in mails and the payment pages' return addresses name it.
  if (!overrides.publicUrl) config.publicUrl = url;
  return {
    url,
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** A seeded book's row, found by its English title. */
export async function bookTitled(shop: Shop, titleEn: string) {
  const [row] = await shop.database.db.select().from(books).where(eq(books.titleEn, titleEn));
  if (!row) throw new Error(`No book titled ${titleEn} in the seeded shop`);
  return row;
}
