import type { Db } from '#server/db/client.ts';
import { type SaleRow, type SalesNow, salesNotEnded, salesOf } from './sale-prices.ts';

/*
 * The sales in force, kept in memory between changes: every catalogue answer prices its books under
 * them, and reading the sales table for each answer cost a round trip. The sales not ended are read
 * once; which of them run at a given moment follows from their dates (the answer `salesAt` gives), and
 * is worked out again at the next start or end. Any write to the sales table is a catalogue change
 * (its trigger tells the change feed): `forget` drops what is kept, and a read begun before it is used
 * by the requests that waited for it but not kept.
 */

export function createSalesNow(db: Db, clock = () => Date.now()) {
  let rows: Promise<SaleRow[]> | undefined;
  /** What runs, worked out from `rows` for the moments before its next change. */
  let current: SalesNow | undefined;
  let generation = 0;

  function read(): Promise<SaleRow[]> {
    const began = generation;
    const reading = salesNotEnded(db, new Date(clock()));
    rows = reading;
    reading.catch(() => {
      if (rows === reading) rows = undefined;
    });
    return reading.then((read) => {
      if (began !== generation && rows === reading) rows = undefined;
      return read;
    });
  }

  /** The sales running now, and when the next one starts or ends (ms since the epoch). */
  async function salesNow(): Promise<SalesNow> {
    const at = clock();
    if (current && (current.nextChange === undefined || at < current.nextChange)) return current;
    const began = generation;
    const now = salesOf(await (rows ?? read()), at);
    if (began === generation) current = now;
    return now;
  }

  /** The sales changed, or may have: the next request reads them again. */
  function forget() {
    generation += 1;
    rows = undefined;
    current = undefined;
  }

  return { salesNow, forget };
}
