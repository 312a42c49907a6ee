import { asc } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { countries, paymentTypes } from '#server/db/schema/reference.ts';

/*
 * The countries and payment types, kept in memory once read: every quote, order and order answer
 * names them, and nothing in the running shop writes them. Only the seed and migrations do, and the
 * tests' helpers; each of those forgets what is kept (`forgetReferenceLists`). A process started
 * before a later seed of the same database sees its rows after a restart.
 *
 * They are kept per database. A database and each of its transactions share one drizzle dialect
 * object, and no other database does (lists.test.ts checks both), so that object is the key: a read
 * inside a transaction finds the lists its database keeps.
 */

export type CountryRow = typeof countries.$inferSelect;
export type PaymentTypeRow = typeof paymentTypes.$inferSelect;
export type ReferenceLists = {
  countries: CountryRow[];
  countryById: Map<number, CountryRow>;
  paymentTypes: PaymentTypeRow[];
  paymentTypeById: Map<number, PaymentTypeRow>;
};

const kept = new WeakMap<object, ReferenceLists>();
/** How many times each database's lists were forgotten: a read begun before a forget keeps nothing. */
const forgotten = new WeakMap<object, number>();

/** The object a database and its transactions share. */
export const databaseKey = (db: Pick<Db, 'select'>): object => (db as unknown as { dialect: object }).dialect;

async function load(db: Pick<Db, 'select'>): Promise<ReferenceLists> {
  const countryRows = await db.select().from(countries).orderBy(asc(countries.id));
  const typeRows = await db.select().from(paymentTypes).orderBy(asc(paymentTypes.id));
  return {
    countries: countryRows,
    countryById: new Map(countryRows.map((row) => [row.id, row])),
    paymentTypes: typeRows,
    paymentTypeById: new Map(typeRows.map((row) => [row.id, row])),
  };
}

/**
 * The lists of `db`'s database, read the first time they are asked for. A read is never shared while
 * it runs: a caller inside a transaction must not wait for a read queued behind that transaction
 * (PGlite's one connection, or a pool whose every connection is in such a transaction).
 */
export async function referenceLists(db: Pick<Db, 'select'>): Promise<ReferenceLists> {
  const key = databaseKey(db);
  if (typeof key !== 'object' || key === null) return load(db);
  const found = kept.get(key);
  if (found) return found;
  const generation = forgotten.get(key) ?? 0;
  const lists = await load(db);
  if ((forgotten.get(key) ?? 0) === generation) kept.set(key, lists);
  return lists;
}

/** Drops what is kept of `db`'s database: the next read asks it again. For whatever writes the lists. */
export function forgetReferenceLists(db: Pick<Db, 'select'>) {
  const key = databaseKey(db);
  if (typeof key !== 'object' || key === null) return;
  kept.delete(key);
  forgotten.set(key, (forgotten.get(key) ?? 0) + 1);
}
