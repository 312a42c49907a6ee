import { StartupRefusal } from './plugins/errors.ts';
import { closeOnSignals } from './shutdown.ts';
import { startShop } from './start.ts';
import { mailServerWarning, unknownSettingWarnings } from './startup-checks.ts';

const started = await startShop().catch((error: unknown) => {
  if (!(error instanceof StartupRefusal)) throw error;
  // One line for each problem, as an operator reads it: no stack trace, no JSON.
  console.error(error.message);
  process.exit(1);
});
const { app, database, config } = started;

closeOnSignals(app, database, config.shutdownGraceMs);

app.log.info(`Bookshop ready on ${config.publicUrl} (${database.kind})`);
for (const warning of unknownSettingWarnings(process.env)) app.log.warn(warning);
if (config.paymentProvider === 'none') {
  app.log.warn(
    'No card payment provider is configured (PAYMENT_PROVIDER): cards are not offered, hard copies are paid on delivery, and PDF books cannot be bought',
  );
}
void mailServerWarning(config).then((warning) => warning && app.log.warn(warning));
