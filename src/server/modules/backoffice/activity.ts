import type { Db } from '#server/db/client.ts';
import { staffActivity } from '#server/db/schema/backoffice.ts';
import type { StaffAuth } from '#server/modules/staff/index.ts';

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
