import type { Db } from '#server/db/client.ts';
import { countries, paymentTypes } from '#server/db/schema/reference.ts';
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
