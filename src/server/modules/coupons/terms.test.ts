import { describe, expect, it } from 'vitest';
import { CouponRefused } from './messages.ts';
import { type CouponTerms, checkUsable, couponDiscount } from './terms.ts';

/* Whether a code applies and what it takes off, as decision 054 sets it. */

const terms = (values: Partial<CouponTerms> = {}): CouponTerms => ({
  percentBp: 1000,
  amountCents: null,
  minSubtotalCents: null,
  format: null,
  categoryIds: [],
  bookIds: [],
  startsAt: null,
  endsAt: null,
  maxUses: null,
  maxUsesPerClient: null,
  combinesWithSale: false,
  active: true,
  usesCount: 0,
  ...values,
});

const line = (
  bookId: number,
  unitPriceCents: number,
  values: { onSale?: boolean; quantity?: number } = {},
) => ({
  bookId,
  categoryId: null,
  unitPriceCents,
  quantity: values.quantity ?? 1,
  onSale: values.onSale,
});

const reasonOf = (act: () => unknown) => {
  try {
    act();
  } catch (error) {
    if (error instanceof CouponRefused) return error.reason;
    throw error;
  }
  return null;
};

describe('what a code takes off', () => {
  it('rounds a percentage once on the eligible total, halves up', () => {
    // 10% of 3 × 0.15 = 0.045 → 0.05 once (per line it would be 3 × 0.02 = 0.06).
    expect(couponDiscount(terms(), [line(1, 15, { quantity: 3 })], 'printed')).toBe(5);
    expect(couponDiscount(terms({ percentBp: 1250 }), [line(1, 1999)], 'printed')).toBe(250);
    expect(couponDiscount(terms({ percentBp: 1250 }), [line(1, 1996)], 'printed')).toBe(250);
    expect(couponDiscount(terms({ percentBp: 1250 }), [line(1, 1995)], 'printed')).toBe(249);
  });

  it('leaves books at a sale price out when the code does not combine with a sale', () => {
    const lines = [line(1, 1000, { onSale: true }), line(2, 2000), line(3, 500, { onSale: false })];
    expect(couponDiscount(terms(), lines, 'digital')).toBe(250);
    expect(couponDiscount(terms({ combinesWithSale: true }), lines, 'digital')).toBe(350);
  });

  it('refuses an order whose only matching books are on sale', () => {
    expect(reasonOf(() => couponDiscount(terms(), [line(1, 1000, { onSale: true })], 'digital'))).toBe(
      'not_with_sale',
    );
  });

  it('measures the minimum on all the books at the prices charged', () => {
    const limited = terms({ bookIds: [1], minSubtotalCents: 2500 });
    expect(couponDiscount(limited, [line(1, 1000), line(2, 1500)], 'printed')).toBe(100);
    expect(reasonOf(() => couponDiscount(limited, [line(1, 1000), line(2, 1499)], 'printed'))).toBe(
      'below_minimum',
    );
  });
});

describe('when a code may be used', () => {
  const now = new Date('2031-01-10T12:00:00Z');
  it('counts its uses in all and by the client', () => {
    expect(reasonOf(() => checkUsable(terms({ maxUses: 5, usesCount: 4 }), now, 0))).toBeNull();
    expect(reasonOf(() => checkUsable(terms({ maxUses: 5, usesCount: 5 }), now, 0))).toBe('used_up');
    expect(reasonOf(() => checkUsable(terms({ maxUsesPerClient: 2 }), now, 1))).toBeNull();
    expect(reasonOf(() => checkUsable(terms({ maxUsesPerClient: 2 }), now, 2))).toBe('used_up_by_client');
  });

  it('starts at its start and is over at its end', () => {
    const window = terms({ startsAt: now, endsAt: new Date(now.getTime() + 1000) });
    expect(reasonOf(() => checkUsable(window, new Date(now.getTime() - 1), 0))).toBe('not_yet_valid');
    expect(reasonOf(() => checkUsable(window, now, 0))).toBeNull();
    expect(reasonOf(() => checkUsable(window, new Date(now.getTime() + 999), 0))).toBeNull();
    expect(reasonOf(() => checkUsable(window, new Date(now.getTime() + 1000), 0))).toBe('expired');
  });
});
