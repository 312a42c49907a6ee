import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedIfEmpty } from './db/seed/index.ts';
import { closeOnSignals } from './shutdown.ts';

const config = loadConfig();
const database = await openDatabase(config);
await database.migrate();
if (config.seedOnStart) await seedIfEmpty(database.db, config);
const app = await buildApp({ config, database });

closeOnSignals(app, database, config.shutdownGraceMs);

await app.listen({ host: config.host, port: config.port });
app.log.info(`Bookshop ready on ${config.publicUrl} (${database.kind})`);
