import type { FastifyRequest } from 'fastify';
import type { Db } from '#server/db/client.ts';
import type { ChangeTopic } from '#server/services/change-feed.ts';
import { type ActivityEntry, changedFields, recordActivity } from './activity.ts';

type Fields = Record<string, unknown>;

export type RecordActivity = ((entry: ActivityEntry) => Promise<void>) & {
  /** Logs what an update changed: the fields that differ, before and after; nothing when none do. */
  changes(
    entry: { action?: string; entity: string; entityId?: number },
    before: Fields,
    after: Fields,
  ): Promise<void>;
};

function recorderFor(tx: Db, staff: Parameters<typeof recordActivity>[1]): RecordActivity {
  const record = (entry: ActivityEntry) => recordActivity(tx, staff, entry);
  return Object.assign(record, {
    async changes(
      entry: { action?: string; entity: string; entityId?: number },
      before: Fields,
      after: Fields,
    ) {
      const changed = changedFields(before, after);
      if (changed) await record({ action: entry.action ?? 'update', ...entry, ...changed });
    },
  });
}

/**
 * Every staff write: one transaction holding the change and its activity-log rows (both or neither),
 * then, when `topic` is given, every API process told that the catalogue or the content changed.
 */
export async function staffWrite<T>(
  request: FastifyRequest,
  topic: ChangeTopic | null,
  work: (tx: Db, record: RecordActivity) => Promise<T>,
): Promise<T> {
  const staff = request.staff;
  if (!staff) throw new Error('staffWrite needs requireStaff on the route');
  const result = await request.server.db.transaction((tx) =>
    work(tx as unknown as Db, recorderFor(tx as unknown as Db, staff)),
  );
  if (topic) await request.server.changes.announce(topic);
  return result;
}
