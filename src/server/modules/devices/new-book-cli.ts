import { loadConfig } from '#server/config.ts';
import { openDatabaseOrExit } from '#server/db/command.ts';
import { AppError } from '#server/plugins/errors.ts';
import { positiveId } from '#shared/ids.ts';
import { notifyNewBook } from './notify.ts';

/**
 * `npm run push:new-book -- <bookId>`: tells every registered browser about a new book, as the staff
 * console's 'notify subscribers of this new book' does through the same `notifyNewBook`.
 */
const bookId = positiveId(process.argv[2]);
if (bookId === undefined) {
  console.error('Usage: npm run push:new-book -- <bookId>');
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabaseOrExit(config);
try {
  await database.migrate();
  const summary = await notifyNewBook(database.db, config, bookId, {
    log: { warn: (details, message) => console.warn(message, JSON.stringify(details)) },
  });
  console.log(
    `Book ${bookId}: ${summary.sent} sent, ${summary.removed} removed (gone), ${summary.failed} failed, ` +
      `${summary.skipped} native device(s) skipped.`,
  );
} catch (error) {
  if (!(error instanceof AppError)) throw error;
  console.error(`Book ${bookId}: ${error.localized.en}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
