import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { couponRedemptions, coupons } from '#server/db/schema/coupons.ts';

/* What tests outside the coupons module use of it: a code written straight to its table, and its uses. */

export { couponRedemptions, coupons };

export async function insertCoupon(db: Db, values: Partial<typeof coupons.$inferInsert> & { code: string }) {
  const [row] = await db
    .insert(coupons)
    .values({ percentBp: values.amountCents ? null : 1000, ...values })
    .returning();
  return row!;
}

/** The uses a code holds now (orders not cancelled). */
export async function usesOf(db: Db, id: number) {
  const [row] = await db.select({ uses: coupons.usesCount }).from(coupons).where(eq(coupons.id, id));
  return row!.uses;
}
