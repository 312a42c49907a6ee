import type { Db } from '#server/db/client.ts';
import { codMarkets } from '#server/db/schema/cod-confirmation.ts';

export { codConfirmations } from '#server/db/schema/cod-confirmation.ts';

/* What tests outside the cod-confirmation module use of it. */

/** Has COD orders shipped to `countryId` wait for their buyer's confirmation. */
export async function askForConfirmationIn(db: Db, countryId: number) {
  await db
    .insert(codMarkets)
    .values({ countryId, confirm: true })
    .onConflictDoUpdate({ target: codMarkets.countryId, set: { confirm: true } });
}
