import type { Db } from '#server/db/client.ts';
import { dueReleases } from '#server/modules/catalog/index.ts';
import { jobPlugin } from '#server/modules/jobs/index.ts';
import { releaseBook } from './preorders.ts';

/**
 * Releases every pre-ordered book whose release date has come by `now`; answers the ids released here.
 * Several API processes may sweep at once: each release is claimed by one of them (releaseBook).
 */
export async function releaseDueBooks(db: Db, publicUrl: string, now = new Date()) {
  const released: number[] = [];
  for (const id of await dueReleases(db, now)) {
    if (await releaseBook(db, id, publicUrl)) released.push(id);
  }
  return released;
}

/**
 * Releases pre-ordered books on their date, every minute (tests call `releaseDueBooks` themselves).
 * The database's trigger tells every process's catalogue caches (migration 0011).
 */
export const preorderReleaseJob = jobPlugin((app) => ({
  name: 'orders.release-preorders',
  every: '* * * * *',
  async run() {
    const ids = await releaseDueBooks(app.db, app.config.publicUrl);
    return ids.length > 0 ? { books: ids } : null;
  },
}));
