import { divideRounded } from '#server/modules/shipping/index.ts';
import { CouponRefused } from './messages.ts';

/*
 * Whether a code applies to an order, and how much it takes off, without the database (decision 054).
 * The code works from `startsAt` (included) until `endsAt` (excluded). Its limits by category or
 * book pick the eligible lines (either list matching; both empty: every line); a code that does not
 * combine with a running sale leaves the lines at a sale price out. The minimum is on the order's
 * books at the prices charged. A percentage is taken once off the eligible lines' total and rounded
 * to the cent, halves up; an amount off never exceeds that total.
 */

export type CouponTerms = {
  percentBp: number | null;
  amountCents: number | null;
  minSubtotalCents: number | null;
  format: 'printed' | 'digital' | null;
  categoryIds: number[];
  bookIds: number[];
  startsAt: Date | null;
  endsAt: Date | null;
  maxUses: number | null;
  maxUsesPerClient: number | null;
  combinesWithSale: boolean;
  active: boolean;
  usesCount: number;
};

export type CouponLine = {
  bookId: number;
  categoryId: number | null;
  unitPriceCents: number;
  quantity: number;
  /** The line is at a sale price (absent: not). */
  onSale?: boolean;
};

/** Refuses a code that is off, not started, over, or used up (in all or by this client). */
export function checkUsable(coupon: CouponTerms, now: Date, clientUses: number) {
  if (!coupon.active) throw new CouponRefused('unknown');
  if (coupon.startsAt && now < coupon.startsAt) throw new CouponRefused('not_yet_valid');
  if (coupon.endsAt && now >= coupon.endsAt) throw new CouponRefused('expired');
  if (coupon.maxUses !== null && coupon.usesCount >= coupon.maxUses) throw new CouponRefused('used_up');
  if (coupon.maxUsesPerClient !== null && clientUses >= coupon.maxUsesPerClient) {
    throw new CouponRefused('used_up_by_client');
  }
}

/** The cents the code takes off these lines of an order of `format`, or a refusal naming why. */
export function couponDiscount(
  coupon: CouponTerms,
  lines: CouponLine[],
  format: 'printed' | 'digital',
): number {
  if (coupon.format !== null && coupon.format !== format) throw new CouponRefused('not_for_these_books');
  const limited = coupon.categoryIds.length > 0 || coupon.bookIds.length > 0;
  const matching = lines.filter(
    (line) =>
      !limited ||
      coupon.bookIds.includes(line.bookId) ||
      (line.categoryId !== null && coupon.categoryIds.includes(line.categoryId)),
  );
  if (matching.length === 0) throw new CouponRefused('not_for_these_books');
  const eligible = coupon.combinesWithSale ? matching : matching.filter((line) => !line.onSale);
  if (eligible.length === 0) throw new CouponRefused('not_with_sale');
  const subtotal = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  if (coupon.minSubtotalCents !== null && subtotal < coupon.minSubtotalCents) {
    throw new CouponRefused('below_minimum', coupon.minSubtotalCents);
  }
  const base = eligible.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  if (coupon.percentBp !== null) return divideRounded(base * coupon.percentBp, 10_000);
  return Math.min(coupon.amountCents ?? 0, base);
}
