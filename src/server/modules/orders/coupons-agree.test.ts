import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertSale } from '#server/modules/catalog/testing.ts';
import { insertCoupon } from '#server/modules/coupons/testing.ts';
import { type Buyer, createBook, createBuyer, digitalBody, setUpOrdersTest } from './fixtures.ts';
import { orders } from './testing.ts';

/*
 * The quote applies every limit of a coupon code the order applies, through the one check both call
 * (coupons' `judge`): for each kind of code and each way it can be refused, the signed-in buyer's quote
 * answers what the order then does, the same discount or the same refusal in the same words.
 */

const { ctx, ref, call } = setUpOrdersTest();

const DAY_MS = 86_400_000;
let serial = 0;

type Case = {
  name: string;
  coupon: Omit<Parameters<typeof insertCoupon>[1], 'code'>;
  /** Orders placed with the code before the one compared: by this buyer or by another. */
  usedBy?: 'same buyer' | 'another buyer';
  priceCents?: number;
  onSale?: boolean;
  /** What both must answer: the discount in dollars, or the refusal's code. */
  expected: number | string;
};

const cases: Case[] = [
  { name: 'a code with no limits', coupon: { percentBp: 1000 }, priceCents: 2000, expected: 2 },
  { name: 'an amount off above the books', coupon: { amountCents: 5000 }, priceCents: 1500, expected: 15 },
  {
    name: 'a code the buyer used as often as it allows',
    coupon: { maxUsesPerClient: 1 },
    usedBy: 'same buyer',
    expected: 'coupon_used_up_by_client',
  },
  {
    name: 'a code another buyer used, once per client',
    coupon: { maxUsesPerClient: 1 },
    usedBy: 'another buyer',
    priceCents: 1000,
    expected: 1,
  },
  {
    name: 'a code used as often as it allows in all',
    coupon: { maxUses: 1 },
    usedBy: 'another buyer',
    expected: 'coupon_used_up',
  },
  { name: 'a code switched off', coupon: { active: false }, expected: 'coupon_unknown' },
  {
    name: 'a code past its end',
    coupon: { endsAt: new Date(Date.now() - DAY_MS) },
    expected: 'coupon_expired',
  },
  {
    name: 'a code before its start',
    coupon: { startsAt: new Date(Date.now() + DAY_MS) },
    expected: 'coupon_not_yet_valid',
  },
  {
    name: 'books below the minimum',
    coupon: { minSubtotalCents: 5000 },
    priceCents: 1000,
    expected: 'coupon_below_minimum',
  },
  { name: 'a code for printed books', coupon: { format: 'printed' }, expected: 'coupon_not_for_these_books' },
  {
    name: 'a code for other books',
    coupon: { bookIds: [2_000_000_000] },
    expected: 'coupon_not_for_these_books',
  },
  {
    name: 'a book on sale, for a code that does not combine',
    coupon: { combinesWithSale: false },
    onSale: true,
    expected: 'coupon_not_with_sale',
  },
];

async function order(buyer: Buyer, bookId: number, code: string) {
  return call('POST', '/orders', {
    token: buyer.token,
    body: { ...digitalBody(ref, [bookId]), coupon_code: code },
  });
}

describe('the quote and the order judge a coupon code alike', () => {
  it.each(cases)('$name: both answer $expected', async ({ coupon, usedBy, priceCents, onSale, expected }) => {
    const code = `AGREE${++serial}`;
    await insertCoupon(ctx.app.db, { code, ...coupon });
    const buyer = await createBuyer(ctx.app.db, `agree${serial}`);
    if (usedBy) {
      const earlier = usedBy === 'same buyer' ? buyer : await createBuyer(ctx.app.db, `other${serial}`);
      const first = await createBook(ctx, { pdfPriceCents: 1000, pdf: true });
      expect((await order(earlier, first.id, code)).statusCode).toBe(201);
    }
    const book = await createBook(ctx, { pdfPriceCents: priceCents ?? 1000, pdf: true });
    if (onSale) await insertSale(ctx.app.db, { scope: 'books', bookIds: [book.id], percent: 20 });
    const body = { ...digitalBody(ref, [book.id]), coupon_code: code };

    for (const lang of ['en', 'ar'] as const) {
      const quoted = await call('POST', '/orders/quote', { token: buyer.token, body, lang });
      if (typeof expected === 'number') {
        expect(quoted.statusCode, quoted.body).toBe(200);
        expect(quoted.json().data.discount).toBe(expected);
      } else {
        expect(quoted.statusCode, quoted.body).toBe(422);
        expect(quoted.json().code).toBe(expected);
      }
    }

    const quotedEn = await call('POST', '/orders/quote', { token: buyer.token, body, lang: 'en' });
    const placed = await call('POST', '/orders', { token: buyer.token, body, lang: 'en' });
    if (typeof expected === 'number') {
      expect(placed.statusCode, placed.body).toBe(201);
      expect(placed.json().data.discount).toBe(quotedEn.json().data.discount);
      expect(placed.json().data.net_price).toBe(quotedEn.json().data.net_price);
    } else {
      expect(placed.statusCode, placed.body).toBe(422);
      expect(placed.json()).toEqual(quotedEn.json());
      expect(await ctx.app.db.select().from(orders).where(eq(orders.clientId, buyer.id))).toHaveLength(
        usedBy === 'same buyer' ? 1 : 0,
      );
    }
  });

  it("quotes a guest without a buyer's own limit, which the order, always signed in, then applies", async () => {
    const code = `AGREE${++serial}`;
    await insertCoupon(ctx.app.db, { code, maxUsesPerClient: 1 });
    const buyer = await createBuyer(ctx.app.db, `guest${serial}`);
    const first = await createBook(ctx, { pdfPriceCents: 1000, pdf: true });
    expect((await order(buyer, first.id, code)).statusCode).toBe(201);
    const book = await createBook(ctx, { pdfPriceCents: 1000, pdf: true });
    const body = { ...digitalBody(ref, [book.id]), coupon_code: code };
    expect((await call('POST', '/orders/quote', { body })).json().data.discount).toBe(1);
    const signedIn = await call('POST', '/orders/quote', { token: buyer.token, body });
    expect(signedIn.json()).toMatchObject({
      code: 'coupon_used_up_by_client',
      message: 'You have already used this coupon code as many times as it allows',
    });
  });
});
