import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { shipmentEvents } from '#server/db/schema/carriers.ts';
import { orders, stockOf } from '#server/modules/orders/testing.ts';
import { gatewaysOf } from '#server/services/payments/index.ts';
import { backendsWaitingForLocks, secondConnection } from '#server/test/database.ts';
import { onRealPostgres } from '#server/test/harness.ts';
import { offeredCarriers } from './registry.ts';
import { setUpCarriersTest } from './test-carriers.ts';
import { type PollReport, pollShipments } from './tracking.ts';
import { offeredTrackers } from './tracking-carriers.ts';

/*
 * Two processes polling the carriers at the same moment (decision 101): each tracking event is
 * stored once and each order moved once, whichever process gets there first. Only on real
 * PostgreSQL: PGlite has one connection, so nothing runs at the same time there.
 */

const { env, codOrder, book, staffOrder } = setUpCarriersTest();
let second: Database;
let holder: Database;

beforeAll(async () => {
  if (!onRealPostgres) return;
  second = await secondConnection(env.database);
  holder = await secondConnection(env.database);
});
afterAll(async () => {
  if (!onRealPostgres) return;
  await second.close();
  await holder.close();
});

const pollOn = (database: Database): Promise<PollReport> =>
  pollShipments({
    db: database.db,
    trackers: offeredTrackers(env.app.config.carriers),
    carriers: offeredCarriers(env.app.config.carriers),
    publicUrl: env.app.config.publicUrl,
    payments: gatewaysOf(null),
  });

describe.runIf(onRealPostgres)('two pollers at once', () => {
  it('store each event once and move the order once, for a delivered and a returned parcel', async () => {
    const hour = 3_600_000;
    const delivered = await codOrder();
    const returned = await codOrder();
    const a = (await book(delivered.id)).json().data as { id: number; waybill: string };
    const b = (await book(returned.id, { carrier: 'smsa' })).json().data as { id: number; waybill: string };
    const bookId = (await staffOrder(returned.id)).lines[0].book_id as number;
    const stockBooked = await stockOf(env.app.db, bookId);
    const t0 = Date.now();
    env.aramex.setTracking(a.waybill, [
      { code: 'SH012', description: 'Picked Up', at: new Date(t0 + hour) },
      { code: 'SH003', description: 'Out for Delivery', at: new Date(t0 + 2 * hour) },
      { code: 'SH005', description: 'Delivered', at: new Date(t0 + 3 * hour) },
    ]);
    env.smsa.setScans(b.waybill, [
      { type: 'PU', description: 'Picked Up', at: new Date(t0 + hour) },
      { type: 'RTS', description: 'Returned to Shipper', at: new Date(t0 + 9 * hour) },
    ]);

    let first: Promise<PollReport> | undefined;
    let other: Promise<PollReport> | undefined;
    // Both pollers wait for the first order's row, held here, then go on together once it is let go.
    await holder.db.transaction(async (tx) => {
      await tx.select().from(orders).where(eq(orders.id, delivered.id)).for('update');
      first = pollOn(env.database);
      await expect.poll(() => backendsWaitingForLocks(env.app.db)).toBeGreaterThanOrEqual(1);
      other = pollOn(second);
      await expect.poll(() => backendsWaitingForLocks(env.app.db)).toBeGreaterThanOrEqual(2);
    });
    const reports = await Promise.all([first!, other!]);
    expect(reports.flatMap((r) => r.failed)).toEqual([]);
    expect(reports[0].events + reports[1].events).toBe(5);

    for (const shipmentId of [a.id, b.id]) {
      const rows = await env.app.db
        .select({ code: shipmentEvents.code })
        .from(shipmentEvents)
        .where(eq(shipmentEvents.shipmentId, shipmentId));
      expect(rows).toHaveLength(shipmentId === a.id ? 3 : 2);
    }
    const moves = async (id: number) =>
      ((await staffOrder(id)).history as { from_status: string; to_status: string; note: string | null }[])
        .filter((line) => line.note?.startsWith('tracking:'))
        .map((line) => `${line.from_status}→${line.to_status}`);
    expect(await moves(delivered.id)).toEqual([
      'pending→processing',
      'processing→shipped',
      'shipped→shipped',
      'shipped→delivered',
    ]);
    expect(await moves(returned.id)).toEqual([
      'pending→processing',
      'processing→shipped',
      'shipped→cancelled',
    ]);
    expect(await stockOf(env.app.db, bookId)).toBe(stockBooked + 2);
  });
});
