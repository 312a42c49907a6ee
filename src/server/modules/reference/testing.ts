import type { Db } from '#server/db/client.ts';
import { countries, paymentTypes } from '#server/db/schema/reference.ts';

/* Rows of the reference lists for the tests of other modules. */

export async function insertCountries(db: Db, values: (typeof countries.$inferInsert)[]) {
  return db.insert(countries).values(values).returning();
}

export async function insertPaymentTypes(db: Db, values: (typeof paymentTypes.$inferInsert)[]) {
  return db.insert(paymentTypes).values(values).returning();
}

/** The module's tables, for tests that arrange or read rows directly. */
export { countries, currencyRates } from '#server/db/schema/reference.ts';
