import type { Db } from '#server/db/client.ts';
import { countries, currencyRates, paymentTypes } from '#server/db/schema/reference.ts';
import { rateToMicros } from '#shared/contract/currency.ts';
import { forgetReferenceLists } from './lists.ts';

/* Rows of the reference lists for the tests of other modules. */

export async function insertCountries(db: Db, values: (typeof countries.$inferInsert)[]) {
  const rows = await db.insert(countries).values(values).returning();
  forgetReferenceLists(db);
  return rows;
}

export async function insertPaymentTypes(db: Db, values: (typeof paymentTypes.$inferInsert)[]) {
  const rows = await db.insert(paymentTypes).values(values).returning();
  forgetReferenceLists(db);
  return rows;
}

/** The module's tables, for tests that arrange or read rows directly. */
export { countries, currencyRates } from '#server/db/schema/reference.ts';

/** Sets what one dollar is worth in `code` (as staff set it on the currency rates screen). */
export async function setRate(db: Db, code: string, rate: number): Promise<void> {
  const rateMicros = rateToMicros(rate);
  await db
    .insert(currencyRates)
    .values({ code, rateMicros })
    .onConflictDoUpdate({ target: currencyRates.code, set: { rateMicros, setAt: new Date() } });
}
