import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '#server/db/client.ts';
import { dueReleases } from '#server/modules/catalog/index.ts';
import { releaseBook } from './preorders.ts';

/** How often the server looks for pre-ordered books whose release date has come. */
export const RELEASE_SWEEP_MS = 60_000;

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
 * Releases pre-ordered books on their date, every minute. Not started under NODE_ENV=test (the tests
 * call `releaseDueBooks` themselves); stopped on close.
 */
export const preorderReleaseJob: FastifyPluginAsync = fp(async (app) => {
  if (app.config.env === 'test') return;
  let running: Promise<unknown> | null = null;
  const sweep = setInterval(() => {
    if (running) return;
    running = releaseDueBooks(app.db, app.config.publicUrl)
      .then((ids) => {
        // The database's trigger tells every process's catalogue caches (migration 0011).
        if (ids.length > 0) app.log.info({ books: ids }, 'pre-ordered books released on their date');
      })
      .catch((err: unknown) => app.log.warn({ err }, 'releasing pre-ordered books failed'))
      .finally(() => {
        running = null;
      });
  }, RELEASE_SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await running;
  });
});
