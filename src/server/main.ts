import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabaseOrExit } from './db/command.ts';
import { seedIfEmpty, seedReferenceData } from './db/seed/index.ts';
import { StartupRefusal } from './plugins/errors.ts';
import { bucketOrExit } from './services/s3-storage.ts';
import { closeOnSignals } from './shutdown.ts';
import { mailServerWarning, unknownSettingWarnings } from './startup-checks.ts';

function configOrExit() {
  try {
    return loadConfig();
  } catch (error) {
    // One line naming the setting, not a stack trace.
    console.error((error as Error).message);
    process.exit(1);
  }
}

const config = configOrExit();
await bucketOrExit(config);
const database = await openDatabaseOrExit(config);
// Processes started together on one database migrate and seed one after the other.
await database.migrate(async () => {
  await seedReferenceData(database.db);
  if (config.seedOnStart) await seedIfEmpty(database.db, config);
});
const app = await buildApp({ config, database }).catch(async (error: unknown) => {
  if (!(error instanceof StartupRefusal)) throw error;
  // One line, as for a missing setting, not a stack trace.
  console.error(error.message);
  await database.close();
  process.exit(1);
});

closeOnSignals(app, database, config.shutdownGraceMs);

await app.listen({ host: config.host, port: config.port });
app.log.info(`Bookshop ready on ${config.publicUrl} (${database.kind})`);
for (const warning of unknownSettingWarnings(process.env)) app.log.warn(warning);
if (config.paymentProvider === 'none') {
  app.log.warn(
    'No card payment provider is configured (PAYMENT_PROVIDER): cards are not offered, hard copies are paid on delivery, and PDF books cannot be bought',
  );
}
void mailServerWarning(config).then((warning) => warning && app.log.warn(warning));
