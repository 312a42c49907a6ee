import type { Db } from '#server/db/client.ts';
import type { CodOutcome } from '#server/db/schema/cod-risk.ts';
import { recordCodOutcome } from './outcomes.ts';

/* For tests: a COD parcel's outcome recorded as the carriers' tracking or the orders desk records it. */

export function recordParcelOutcome(db: Db, orderId: number, outcome: CodOutcome | null) {
  return db.transaction((tx) => recordCodOutcome(tx as unknown as Db, orderId, outcome));
}
