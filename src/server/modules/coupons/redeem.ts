import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { couponRedemptions, coupons } from '#server/db/schema/coupons.ts';
import { bookCategoryIds } from '#server/modules/catalog/index.ts';
import { CouponRefused } from './messages.ts';
import { checkUsable, couponDiscount } from './terms.ts';

/*
 * A code at checkout. The quote checks it as it stands; the order checks it again in its transaction
 * with the coupon's row locked (SELECT … FOR UPDATE), so that concurrent checkouts take its uses one
 * after the other and never more than its limit, in all or per client. A cancelled order gives its
 * use back once: its redemption is marked released under the same lock.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The lines of an order as the code judges them. */
export type CheckoutLine = { bookId: number; unitPriceCents: number; quantity: number; onSale?: boolean };

export type AppliedCoupon = { couponId: number; code: string; discountCents: number };

export type CheckoutCoupon = {
  code: string;
  clientId: number | null;
  lines: CheckoutLine[];
  format: 'printed' | 'digital';
};

const byCode = (code: string) => sql`upper(${coupons.code}) = upper(${code.trim()})`;

async function clientUses(db: Db | Tx, couponId: number, clientId: number | null) {
  if (clientId === null) return 0;
  const [row] = await db
    .select({ uses: count() })
    .from(couponRedemptions)
    .where(
      and(
        eq(couponRedemptions.couponId, couponId),
        eq(couponRedemptions.clientId, clientId),
        isNull(couponRedemptions.releasedAt),
      ),
    );
  return row?.uses ?? 0;
}

async function judge(db: Db | Tx, coupon: typeof coupons.$inferSelect, request: CheckoutCoupon) {
  checkUsable(coupon, new Date(), await clientUses(db, coupon.id, request.clientId));
  const limited = coupon.categoryIds.length > 0;
  const categories = limited
    ? await bookCategoryIds(
        db,
        request.lines.map((line) => line.bookId),
      )
    : new Map<number, number | null>();
  const lines = request.lines.map((line) => ({ ...line, categoryId: categories.get(line.bookId) ?? null }));
  return {
    couponId: coupon.id,
    code: coupon.code,
    discountCents: couponDiscount(coupon, lines, request.format),
  };
}

/** What the code takes off the order as it stands now (for a quote); refused naming why. */
export async function checkCoupon(db: Db, request: CheckoutCoupon): Promise<AppliedCoupon> {
  const [coupon] = await db.select().from(coupons).where(byCode(request.code));
  if (!coupon) throw new CouponRefused('unknown');
  return judge(db, coupon, request);
}

/**
 * Takes one use of the code in the order's transaction, under the coupon row's lock; refused naming
 * why. `record` writes the use once the order exists.
 */
export async function takeCoupon(tx: Tx, request: CheckoutCoupon): Promise<AppliedCoupon> {
  const [coupon] = await tx.select().from(coupons).where(byCode(request.code)).for('update');
  if (!coupon) throw new CouponRefused('unknown');
  const applied = await judge(tx, coupon, request);
  await tx
    .update(coupons)
    .set({ usesCount: sql`${coupons.usesCount} + 1` })
    .where(eq(coupons.id, coupon.id));
  return applied;
}

/** Writes the use `takeCoupon` took, for the order just created. */
export async function recordCouponUse(
  tx: Tx,
  applied: AppliedCoupon,
  use: { orderId: number; clientId: number; orderNetCents: number },
) {
  await tx.insert(couponRedemptions).values({
    couponId: applied.couponId,
    orderId: use.orderId,
    clientId: use.clientId,
    discountCents: applied.discountCents,
    orderNetCents: use.orderNetCents,
  });
}

/** Gives back the use of a cancelled order's code, once: a second call finds it released already. */
export async function releaseCouponUse(tx: Db, orderId: number) {
  const [use] = await tx
    .select({ couponId: couponRedemptions.couponId })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.orderId, orderId), isNull(couponRedemptions.releasedAt)));
  if (!use) return;
  // The coupon's row first, as a checkout takes it, then the use.
  await tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.id, use.couponId)).for('update');
  const released = await tx
    .update(couponRedemptions)
    .set({ releasedAt: new Date() })
    .where(and(eq(couponRedemptions.orderId, orderId), isNull(couponRedemptions.releasedAt)))
    .returning({ id: couponRedemptions.id });
  if (released.length === 0) return;
  await tx
    .update(coupons)
    .set({ usesCount: sql`${coupons.usesCount} - 1` })
    .where(eq(coupons.id, use.couponId));
}
