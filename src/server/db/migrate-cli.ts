import { loadConfig } from '#server/config.ts';
import { openDatabaseOrExit } from './command.ts';

const config = loadConfig();
const database = await openDatabaseOrExit(config);
await database.migrate();
await database.close();
console.log(`Migrations applied (${database.kind}).`);
