import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { codConfirmations } from '#server/db/schema/cod-confirmation.ts';
import { orders } from '#server/modules/orders/testing.ts';
import { backendsWaitingForLocks, secondConnection } from '#server/test/database.ts';
import { onRealPostgres } from '#server/test/harness.ts';
import { expireUnconfirmed } from './decide.ts';
import { setUpCodTest } from './test-setup.ts';

/*
 * The expiry and the buyer's tap at the same moment (decision 097): one of them decides, never both;
 * an order confirmed is not cancelled, an order cancelled is restocked once and its late tap refused.
 * Only on real PostgreSQL: PGlite has one connection, so nothing runs at the same time there.
 */

const { t, ref, setMarket, placeOrder, linksMailed, tap, orderOf, stock } = setUpCodTest();
let other: Database;

beforeAll(async () => {
  if (onRealPostgres) other = await secondConnection(t.database);
  await setMarket(ref.countryId, true);
});
afterAll(async () => {
  if (onRealPostgres) await other.close();
});

describe.runIf(onRealPostgres)('the expiry and a buyer confirming at once', () => {
  it('never both win, round after round', async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < 6; round++) {
      const order = await placeOrder();
      const { confirm } = await linksMailed(order.email);
      const [row] = await t.app.db
        .select()
        .from(codConfirmations)
        .where(eq(codConfirmations.orderId, order.id));
      const late = new Date(row!.expiresAt.getTime() + 60_000);
      let expiry: Promise<number[]> | undefined;
      let tapped: ReturnType<typeof tap> | undefined;
      // Both wait for the order's row, held here; they go one after the other once it is let go,
      // the first to ask first: the rounds alternate which one that is.
      await other.db.transaction(async (tx) => {
        await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
        const runExpiry = () => {
          expiry = expireUnconfirmed(t.app.db, t.app.config.publicUrl, late);
        };
        const runTap = () => {
          tapped = tap(confirm);
        };
        if (round % 2 === 0) runExpiry();
        else runTap();
        await expect.poll(() => backendsWaitingForLocks(t.app.db)).toBeGreaterThanOrEqual(1);
        if (round % 2 === 0) runTap();
        else runExpiry();
        await expect.poll(() => backendsWaitingForLocks(t.app.db)).toBeGreaterThanOrEqual(2);
      });
      const [expired, answer] = await Promise.all([expiry!, tapped!]);
      const [after] = await t.app.db
        .select()
        .from(codConfirmations)
        .where(eq(codConfirmations.orderId, order.id));
      const { status } = await orderOf(order.id);
      if (after!.state === 'confirmed') {
        expect(answer.json().data).toEqual({ order_id: order.id, state: 'confirmed', changed: true });
        expect(expired).not.toContain(order.id);
        expect(status).toBe('pending');
        expect(await stock(order.bookId)).toBe(8);
      } else {
        expect(after!.state).toBe('expired');
        expect(expired).toContain(order.id);
        expect(answer.statusCode).toBe(410);
        expect(status).toBe('cancelled');
        expect(await stock(order.bookId)).toBe(10);
      }
      outcomes.add(after!.state);
    }
    // Whoever asked first won, so both outcomes were seen.
    expect([...outcomes].sort()).toEqual(['confirmed', 'expired']);
  });
});
