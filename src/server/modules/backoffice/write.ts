import type { FastifyRequest } from 'fastify';
import type { Db } from '#server/db/client.ts';
import type { ChangeTopic } from '#server/services/change-feed.ts';
import { type ActivityEntry, recordActivity } from './activity.ts';

export type RecordActivity = (entry: ActivityEntry) => Promise<void>;

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
    work(tx as unknown as Db, (entry) => recordActivity(tx as unknown as Db, staff, entry)),
  );
  if (topic) await request.server.changes.announce(topic);
  return result;
}
