import { and, count, desc, eq, gte, lt, lte, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { staffActivity } from '#server/db/schema/staff.ts';
import {
  ACTIVITY_PER_PAGE,
  type ActivityEntryRow,
  type ActivityQuery,
} from '#shared/contract/staff-members.ts';
import { staffNames } from './admin.ts';
import type { StaffAuth } from './sessions.ts';

/* The activity log: every staff write, who made it, when, and what it changed. */

export type ActivityEntry = {
  action: string;
  entity: string;
  entityId?: number | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/** Fields whose value must never be stored, even as 'before' or 'after'. */
const secretFields = new Set(['password', 'password_hash', 'passwordHash', 'token', 'token_hash']);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields of `after` that differ from `before`, each side holding only those fields: what an
 * update really changed. Secret fields show as changed without their values.
 */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(after)) {
    if (value === undefined || same(before[field], value)) continue;
    const secret = secretFields.has(field);
    was[field] = secret ? '••••' : (before[field] ?? null);
    now[field] = secret ? '••••' : value;
  }
  return Object.keys(now).length > 0 ? { before: was, after: now } : null;
}

const withoutSecrets = (record: Record<string, unknown> | null | undefined) => {
  if (!record) return null;
  return Object.fromEntries(Object.entries(record).filter(([field]) => !secretFields.has(field)));
};

/** Stores one entry, in the transaction of the write it tells of. */
export async function recordActivity(tx: Db, staff: Pick<StaffAuth, 'id' | 'email'>, entry: ActivityEntry) {
  await tx.insert(staffActivity).values({
    staffId: staff.id,
    staffEmail: staff.email,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    before: withoutSecrets(entry.before),
    after: withoutSecrets(entry.after),
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;
const isDay = (value: string) => value.length === 10;

/** The log, newest first: filtered by member, record (kind and id), action and time. */
export async function listActivity(
  db: Db,
  query: ActivityQuery,
): Promise<{ data: ActivityEntryRow[]; total: number; page: number; perPage: number }> {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? ACTIVITY_PER_PAGE;
  const conditions: SQL[] = [];
  if (query.staff_id !== undefined) conditions.push(eq(staffActivity.staffId, query.staff_id));
  if (query.entity) conditions.push(eq(staffActivity.entity, query.entity));
  if (query.entity_id !== undefined) conditions.push(eq(staffActivity.entityId, query.entity_id));
  if (query.action) conditions.push(eq(staffActivity.action, query.action));
  if (query.from) {
    conditions.push(
      gte(staffActivity.createdAt, new Date(isDay(query.from) ? `${query.from}T00:00:00Z` : query.from)),
    );
  }
  if (query.to) {
    // A day counts whole: everything before the next one.
    conditions.push(
      isDay(query.to)
        ? lt(staffActivity.createdAt, new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS))
        : lte(staffActivity.createdAt, new Date(query.to)),
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(staffActivity)
      .where(where)
      .orderBy(desc(staffActivity.createdAt), desc(staffActivity.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(staffActivity).where(where),
  ]);
  const names = await staffNames(db, [...new Set(rows.map((row) => row.staffId))]);
  const data = rows.map((row) => ({
    id: row.id,
    staff_id: row.staffId,
    staff_email: row.staffEmail,
    staff_name: names.get(row.staffId) ?? null,
    action: row.action,
    entity: row.entity,
    entity_id: row.entityId,
    before: row.before ?? null,
    after: row.after ?? null,
    created_at: row.createdAt.toISOString(),
  }));
  return { data, total, page, perPage };
}
