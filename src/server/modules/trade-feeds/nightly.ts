import type { FastifyInstance } from 'fastify';
import { tradeBooks } from '#server/modules/catalog/index.ts';
import { jobPlugin } from '#server/modules/jobs/index.ts';
import { createStorages } from '#server/services/storages.ts';
import { houseOf } from './house.ts';
import { onixMessage } from './onix.ts';
import { tradeProducts } from './products.ts';

/*
 * The nightly ONIX file (decision 087): each night the job queue writes the whole catalogue's ONIX
 * message to the private files (a folder, or the bucket with STORAGE=s3) as `feeds/onix-latest.xml`
 * and `feeds/onix-YYYY-MM-DD.xml`, the day's copy kept for the distributors who collect by date.
 * `GET /staff/onix/nightly` answers the latest.
 */

export const NIGHTLY_ONIX_KEY = 'feeds/onix-latest.xml';

/** Writes tonight's file; answers what it wrote. */
export async function writeNightlyOnix(app: FastifyInstance, now = new Date()) {
  const { products, leftOut } = tradeProducts(await tradeBooks(app.db));
  const xml = Buffer.from(onixMessage(products, await houseOf(app)), 'utf8');
  const { files } = createStorages(app.config);
  const dated = `feeds/onix-${now.toISOString().slice(0, 10)}.xml`;
  await files.put(dated, xml);
  await files.put(NIGHTLY_ONIX_KEY, xml);
  return { file: dated, products: products.length, left_out: leftOut.map((item) => item.book.id) };
}

/** The ONIX file of the night, at 01:40 UTC (tests call `writeNightlyOnix` themselves). */
export const onixNightlyJob = jobPlugin((app) => ({
  name: 'trade-feeds.onix-nightly',
  every: '40 1 * * *',
  run: () => writeNightlyOnix(app),
}));
