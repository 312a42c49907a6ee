import { loadConfig } from '#server/config.ts';
import { openDatabaseOrExit } from '#server/db/command.ts';
import { createStorages } from '#server/services/storages.ts';
import { generateMedia } from './media/generate.ts';
import { seedRows } from './rows.ts';

/** `npm run db:seed`: migrates, then inserts or updates the demo catalogue and draws missing files. */
const config = loadConfig();
const database = await openDatabaseOrExit(config);
try {
  await database.migrate();
  const started = Date.now();
  await seedRows(database.db);
  console.log(`Demo rows seeded in ${Date.now() - started} ms (${database.kind}).`);
  const { made } = await generateMedia(createStorages(config));
  console.log(`Media: ${made} file(s) drawn into ${config.mediaDir} and ${config.filesDir}.`);
} finally {
  await database.close();
}
