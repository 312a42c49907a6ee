import { eq, sql } from 'drizzle-orm';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { books } from '#server/db/schema/index.ts';
import type { Storages } from '#server/services/storage.ts';
import { createStorages } from '#server/services/storages.ts';
import { books as demoBooks } from './data/index.ts';
import { seedReferenceData, seedRows } from './rows.ts';

export { seedReferenceData };

/**
 * The drawing of the demo's pictures, loaded only when they are drawn: its renderer and the cover
 * fonts are development dependencies, absent where the shop runs with production dependencies only.
 */
async function generateMedia(storages: Storages): Promise<void> {
  const drawing = await import('./media/generate.ts').catch((error: Error & { code?: string }) => {
    if (error.code !== 'ERR_MODULE_NOT_FOUND') throw error;
    throw new Error(
      `The demo's pictures need the development dependencies (npm install without --omit=dev): ${error.message}`,
    );
  });
  await drawing.generateMedia(storages);
}

export type SeedOptions = {
  /** Draw covers, pictures and sample PDFs (missing ones only). Tests leave it off for speed. */
  media?: boolean;
};

/** Inserts or updates the whole demo catalogue; running it again leaves the same rows. */
export async function seedDemo(db: Db, config: Config, options: SeedOptions = {}): Promise<void> {
  await seedRows(db);
  if (options.media) await generateMedia(createStorages(config));
}

/**
 * Seeds the demo catalogue when the database has no books yet. When the demo books are already
 * there, only their missing files are drawn again (e.g. after the media folder was emptied).
 */
export async function seedIfEmpty(db: Db, config: Config): Promise<void> {
  const [{ count }] = (await db.select({ count: sql<number>`count(*)::int` }).from(books)) as [
    { count: number },
  ];
  if (count === 0) {
    await seedDemo(db, config, { media: true });
    return;
  }
  const demo = await db
    .select({ id: books.id })
    .from(books)
    .where(eq(books.isbn, demoBooks[0]!.isbn))
    .limit(1);
  if (demo.length > 0) await generateMedia(createStorages(config));
}
