import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookCategories } from '#server/modules/catalog/testing.ts';
import { couponRedemptions, insertCoupon, usesOf } from '#server/modules/coupons/testing.ts';
import { signedInStaff, staffCaller } from '#server/modules/staff/testing.ts';
import { expireUnpaidOrders } from './admin-write.ts';
import { createBook, createBuyer, digitalBody, hardCopyBody, setUpOrdersTest } from './fixtures.ts';
import { orders } from './testing.ts';

/* A coupon code at checkout: the quote, the order, its refusals, and the use given back on cancel. */

const { ctx, ref, call } = setUpOrdersTest();
const staff = staffCaller(ctx);

const quote = (body: object, lang: 'ar' | 'en' = 'en') => call('POST', '/orders/quote', { body, lang });

beforeAll(async () => {
  // 15% VAT on PDFs bought from Saudi Arabia, on the books and nothing else.
  const admin = await signedInStaff(ctx, 'admin');
  const res = await staff('POST', '/staff/tax-rules', {
    token: admin.token,
    body: {
      country_id: ref.otherCountryId,
      format: 'digital',
      rate: 15,
      label_ar: 'ضريبة القيمة المضافة',
      label_en: 'VAT',
      taxes_shipping: true,
      taxes_cod_fee: true,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
});

afterEach(() => {
  vi.useRealTimers();
});

let serial = 0;
const uniqueCode = (stem: string) => `${stem}${++serial}`;

async function refusal(body: object) {
  const answers = { en: await quote(body, 'en'), ar: await quote(body, 'ar') };
  expect(answers.en.statusCode).toBe(422);
  const en = answers.en.json();
  const ar = answers.ar.json();
  expect(en.errors.coupon_code).toEqual([en.message]);
  return { code: en.code, en: en.message, ar: ar.message };
}

describe('a coupon code in the quote', () => {
  it('takes 10% off the books, whatever the case of the code, and the tax on what remains', async () => {
    const code = uniqueCode('SPRING');
    await insertCoupon(ctx.app.db, { code, percentBp: 1000 });
    const book = await createBook(ctx, { pdfPriceCents: 1999, pdf: true });
    const res = await quote({
      ...digitalBody(ref, [book.id]),
      billing_country_id: ref.otherCountryId,
      coupon_code: ` ${code.toLowerCase()} `,
    });
    expect(res.statusCode, res.body).toBe(200);
    // 10% of 19.99 is 1.999 → 2.00 (halves up); 15% VAT on 17.99 is 2.6985 → 2.70.
    expect(res.json().data).toMatchObject({
      subtotal: 19.99,
      discount: 2,
      coupon_code: code,
      tax: 2.7,
      net_price: 20.69,
    });
  });

  it('takes an amount off, never more than the books', async () => {
    const code = uniqueCode('FIVE');
    await insertCoupon(ctx.app.db, { code, amountCents: 500 });
    const cheap = await createBook(ctx, { pdfPriceCents: 300, pdf: true });
    const dear = await createBook(ctx, { pdfPriceCents: 900, pdf: true });
    const small = await quote({ ...digitalBody(ref, [cheap.id]), coupon_code: code });
    expect(small.json().data).toMatchObject({ subtotal: 3, discount: 3, net_price: 0 });
    const large = await quote({ ...digitalBody(ref, [dear.id]), coupon_code: code });
    expect(large.json().data).toMatchObject({ subtotal: 9, discount: 5, net_price: 4 });
  });

  it('refuses an unknown code, naming why in both languages', async () => {
    const book = await createBook(ctx, { pdfPriceCents: 500, pdf: true });
    expect(await refusal({ ...digitalBody(ref, [book.id]), coupon_code: 'NOSUCH' })).toEqual({
      code: 'coupon_unknown',
      en: 'There is no such coupon code',
      ar: 'لا يوجد رمز خصم بهذا الاسم',
    });
  });

  it('refuses a deactivated code as unknown', async () => {
    const code = uniqueCode('OFF');
    await insertCoupon(ctx.app.db, { code, active: false });
    const book = await createBook(ctx, { pdfPriceCents: 500, pdf: true });
    expect((await refusal({ ...digitalBody(ref, [book.id]), coupon_code: code })).code).toBe(
      'coupon_unknown',
    );
  });

  it('works from its start (included) until its end (excluded)', async () => {
    const code = uniqueCode('EID');
    // A window a day ahead: the embedded database reads the same clock, and its statistics timer is
    // armed from it. A clock moved years away, ahead or back, leaves that timer due years ahead, which
    // Node cannot arm (over 24.8 days): it warns and fires at once instead.
    const startsAt = new Date(Math.ceil(Date.now() / 86_400_000) * 86_400_000 + 86_400_000);
    const endsAt = new Date(startsAt.getTime() + 3 * 86_400_000);
    await insertCoupon(ctx.app.db, { code, startsAt, endsAt });
    const book = await createBook(ctx, { pdfPriceCents: 1000, pdf: true });
    const body = { ...digitalBody(ref, [book.id]), coupon_code: code };
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: false });

    vi.setSystemTime(startsAt.getTime() - 1);
    expect(await refusal(body)).toEqual({
      code: 'coupon_not_yet_valid',
      en: 'This coupon code is not valid yet',
      ar: 'رمز الخصم هذا لم يبدأ العمل به بعد',
    });
    vi.setSystemTime(startsAt);
    expect((await quote(body)).json().data.discount).toBe(1);
    vi.setSystemTime(endsAt.getTime() - 1);
    expect((await quote(body)).json().data.discount).toBe(1);
    vi.setSystemTime(endsAt);
    expect(await refusal(body)).toEqual({
      code: 'coupon_expired',
      en: 'This coupon code has expired',
      ar: 'انتهت صلاحية رمز الخصم هذا',
    });
    vi.setSystemTime(endsAt.getTime() + 86_400_000);
    expect((await refusal(body)).code).toBe('coupon_expired');
  });

  it('refuses books below the minimum, naming it', async () => {
    const code = uniqueCode('MIN');
    await insertCoupon(ctx.app.db, { code, minSubtotalCents: 2000 });
    const book = await createBook(ctx, { pdfPriceCents: 1999, pdf: true });
    expect(await refusal({ ...digitalBody(ref, [book.id]), coupon_code: code })).toEqual({
      code: 'coupon_below_minimum',
      en: 'This coupon code needs books worth at least $20.00',
      ar: 'يتطلب رمز الخصم هذا كتباً لا تقل قيمتها عن $20.00',
    });
  });

  it('takes off only the books of its categories or its books, and refuses an order with none', async () => {
    const [poetry] = await ctx.app.db
      .insert(bookCategories)
      .values({ titleAr: 'شعر', titleEn: 'Poetry' })
      .returning();
    const verse = await createBook(ctx, { pdfPriceCents: 1000, categoryId: poetry!.id, pdf: true });
    const named = await createBook(ctx, { pdfPriceCents: 2000, pdf: true });
    const other = await createBook(ctx, { pdfPriceCents: 4000, pdf: true });
    const code = uniqueCode('POETRY');
    await insertCoupon(ctx.app.db, {
      code,
      percentBp: 5000,
      categoryIds: [poetry!.id],
      bookIds: [named.id],
    });
    const mixed = await quote({ ...digitalBody(ref, [verse.id, named.id, other.id]), coupon_code: code });
    expect(mixed.json().data).toMatchObject({ subtotal: 70, discount: 15 });
    expect(await refusal({ ...digitalBody(ref, [other.id]), coupon_code: code })).toEqual({
      code: 'coupon_not_for_these_books',
      en: 'This coupon code does not apply to these books',
      ar: 'رمز الخصم هذا لا ينطبق على هذه الكتب',
    });
  });

  it('refuses a code for printed books on a PDF order as not for these books', async () => {
    const code = uniqueCode('PAPER');
    await insertCoupon(ctx.app.db, { code, format: 'printed' });
    const book = await createBook(ctx, { pdfPriceCents: 1000, pdf: true });
    expect((await refusal({ ...digitalBody(ref, [book.id]), coupon_code: code })).code).toBe(
      'coupon_not_for_these_books',
    );
  });
});

describe('a coupon code on the order', () => {
  it('keeps the discount and the code on the order, and counts the use with what the order came to', async () => {
    const code = uniqueCode('KEEP');
    const coupon = await insertCoupon(ctx.app.db, { code, percentBp: 1000 });
    const buyer = await createBuyer(ctx.app.db);
    const book = await createBook(ctx, { hardcopyPriceCents: 1250, stock: 3 });
    const res = await call('POST', '/orders', {
      token: buyer.token,
      body: hardCopyBody(ref, {
        books: [{ book_id: book.id, quantity: 2 }],
        coupon_code: code.toLowerCase(),
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      subtotal: 25,
      discount: 2.5,
      coupon_code: code,
      net_price: 22.5,
    });
    const [row] = await ctx.app.db.select().from(orders).where(eq(orders.id, res.json().data.id));
    expect(row).toMatchObject({ discountCents: 250, couponCode: code, netPriceCents: 2250 });
    expect(await usesOf(ctx.app.db, coupon.id)).toBe(1);
    const uses = await ctx.app.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, coupon.id));
    expect(uses).toMatchObject([
      { orderId: row!.id, clientId: buyer.id, discountCents: 250, orderNetCents: 2250 },
    ]);
  });

  it('refuses a used-up code, writing no order', async () => {
    const code = uniqueCode('ONCE');
    await insertCoupon(ctx.app.db, { code, maxUses: 1 });
    const book = await createBook(ctx, { hardcopyPriceCents: 1000, stock: 5 });
    const body = hardCopyBody(ref, { books: [{ book_id: book.id, quantity: 1 }], coupon_code: code });
    const first = await createBuyer(ctx.app.db);
    expect((await call('POST', '/orders', { token: first.token, body })).statusCode).toBe(201);
    const second = await createBuyer(ctx.app.db);
    const res = await call('POST', '/orders', { token: second.token, body, lang: 'ar' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'coupon_used_up',
      message: 'استُنفدت مرات استخدام رمز الخصم هذا',
    });
    expect(await ctx.app.db.select().from(orders).where(eq(orders.clientId, second.id))).toEqual([]);
  });

  it('refuses a client who used the code as often as it allows, while others may', async () => {
    const code = uniqueCode('MINE');
    await insertCoupon(ctx.app.db, { code, maxUsesPerClient: 1 });
    const buyer = await createBuyer(ctx.app.db);
    const first = await createBook(ctx, { pdfPriceCents: 1000, pdf: true });
    const second = await createBook(ctx, { pdfPriceCents: 1000, pdf: true });
    const placed = await call('POST', '/orders', {
      token: buyer.token,
      body: { ...digitalBody(ref, [first.id]), coupon_code: code },
    });
    expect(placed.statusCode).toBe(201);
    const again = await call('POST', '/orders', {
      token: buyer.token,
      body: { ...digitalBody(ref, [second.id]), coupon_code: code },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      code: 'coupon_used_up_by_client',
      message: 'You have already used this coupon code as many times as it allows',
    });
    const other = await createBuyer(ctx.app.db);
    const theirs = await call('POST', '/orders', {
      token: other.token,
      body: { ...digitalBody(ref, [second.id]), coupon_code: code },
    });
    expect(theirs.statusCode).toBe(201);
  });

  it('gives the use back once when the order is cancelled', async () => {
    const code = uniqueCode('BACK');
    const coupon = await insertCoupon(ctx.app.db, { code, maxUses: 1, maxUsesPerClient: 1 });
    const buyer = await createBuyer(ctx.app.db);
    const book = await createBook(ctx, { hardcopyPriceCents: 1000, stock: 5 });
    const body = hardCopyBody(ref, { books: [{ book_id: book.id, quantity: 1 }], coupon_code: code });
    const placed = await call('POST', '/orders', { token: buyer.token, body });
    const id = placed.json().data.id;
    expect(await usesOf(ctx.app.db, coupon.id)).toBe(1);

    expect((await call('POST', `/orders/${id}/cancel`, { token: buyer.token })).statusCode).toBe(200);
    expect(await usesOf(ctx.app.db, coupon.id)).toBe(0);
    expect((await call('POST', `/orders/${id}/cancel`, { token: buyer.token })).statusCode).toBe(409);
    expect(await usesOf(ctx.app.db, coupon.id)).toBe(0);
    const [use] = await ctx.app.db.select().from(couponRedemptions).where(eq(couponRedemptions.orderId, id));
    expect(use!.releasedAt).not.toBeNull();

    // The use is the client's again, and the code's.
    const again = await call('POST', '/orders', {
      token: buyer.token,
      body: { ...body, idempotency_key: 'after-cancel' },
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(await usesOf(ctx.app.db, coupon.id)).toBe(1);
  });

  it('gives the use back when an unpaid PDF order expires, once however often the sweep runs', async () => {
    const code = uniqueCode('LATE');
    const coupon = await insertCoupon(ctx.app.db, { code, maxUses: 3 });
    const buyer = await createBuyer(ctx.app.db);
    const book = await createBook(ctx, { pdfPriceCents: 1000, pdf: true });
    const placed = await call('POST', '/orders', {
      token: buyer.token,
      body: { ...digitalBody(ref, [book.id]), coupon_code: code },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await usesOf(ctx.app.db, coupon.id)).toBe(1);
    const later = new Date(Date.now() + 24 * 60 * 60_000);
    expect(await expireUnpaidOrders(ctx.app.db, 30, 'http://shop.test', later)).toContain(
      placed.json().data.id,
    );
    await expireUnpaidOrders(ctx.app.db, 30, 'http://shop.test', later);
    expect(await usesOf(ctx.app.db, coupon.id)).toBe(0);
  });
});
