import closeWithGrace from 'close-with-grace';
import type { App } from './app.ts';
import type { Database } from './db/client.ts';

/**
 * Stops the shop: no new connections, requests in flight answered, then the database pool closed.
 * Fastify's close waits for the requests in flight; `closeOnSignals` bounds the whole by a grace time.
 */
export async function closeShop(app: App, database: Database) {
  const closing = app.close();
  // A kept-alive connection whose last answer ends after the stop began would hold the close open.
  const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
  try {
    await closing;
  } finally {
    clearInterval(sweep);
  }
  await database.close();
}

/** On SIGTERM, SIGINT or an uncaught error: close the shop, and exit at the latest after `graceMs`. */
export function closeOnSignals(app: App, database: Database, graceMs: number) {
  return closeWithGrace(
    { delay: graceMs, logger: { error: (message: string) => app.log.error(message) } },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'closing after an uncaught error');
      else if (signal) app.log.info(`${signal} received: finishing requests in flight, then closing`);
      await closeShop(app, database);
    },
  );
}
