import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client.ts';

/**
 * The SET part of an upsert that overwrites every column with the proposed row, except the keys,
 * generated columns and `created_at` (kept from the first seed).
 */
export function overwriteWithExcluded(table: PgTable): Record<string, SQL> {
  const set: Record<string, SQL> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (column.primary || column.generated || column.name === 'created_at') continue;
    set[key] = sql.raw(`excluded."${column.name}"`);
  }
  return set;
}

/** Moves each serial sequence past the highest id, as rows were inserted with fixed ids. */
export async function resetSequences(db: Db, tables: PgTable[]): Promise<void> {
  for (const table of tables) {
    const name = getTableName(table);
    await db.execute(
      sql.raw(
        `SELECT setval(pg_get_serial_sequence('"${name}"', 'id'), COALESCE((SELECT MAX(id) FROM "${name}"), 0) + 1, false)`,
      ),
    );
  }
}
