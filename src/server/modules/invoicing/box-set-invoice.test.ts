import { describe, expect, it } from 'vitest';
import { insertBoxSet } from '#server/modules/box-sets/testing.ts';
import { createBook, createBuyer, handOver, hardCopyBody } from '#server/modules/orders/testing.ts';
import { pdfToText } from '#server/test/pdf-reader.ts';
import { setUpSaudiShop } from './test-saudi-shop.ts';

/*
 * A box set on the tax invoice of a Saudi buyer (issue 39, point 3): one row named after the box set,
 * its books listed under it with their shares of its price, and the box set's tax shared among them
 * by amount and rate, in cents that add up to it.
 */

const { ctx, ref, call } = setUpSaudiShop();

/** The amounts of the row that starts with `label`, in cents. */
function amountsOf(text: string, label: string): number[] {
  const line = text.split('\n').find((l) => l.trimStart().startsWith(label));
  expect(line, label).toBeDefined();
  return [...line!.matchAll(/\$(\d+\.\d\d)/g)].map((m) => Math.round(Number(m[1]) * 100));
}

describe('a box set on a Saudi tax invoice', () => {
  it('is one row with its books under it, the tax split by book and adding up', async () => {
    const a = await createBook(ctx, {
      titleAr: 'بين القصرين',
      titleEn: 'Palace Walk',
      hardcopyPriceCents: 1200,
    });
    const b = await createBook(ctx, {
      titleAr: 'قصر الشوق',
      titleEn: 'Palace of Desire',
      hardcopyPriceCents: 1500,
    });
    const c = await createBook(ctx, {
      titleAr: 'السكرية',
      titleEn: 'Sugar Street',
      hardcopyPriceCents: 2000,
    });
    const box = await insertBoxSet(ctx.app.db, {
      titleAr: 'ثلاثية القاهرة',
      titleEn: 'The Cairo Trilogy',
      format: 'hardcopy',
      priceCents: 4000,
      bookIds: [a.id, b.id, c.id],
    });
    const buyer = await createBuyer(ctx.app.db, 'riyadh');
    const body = hardCopyBody(ref, {
      shipping_country_id: ref.otherCountryId,
      shipping_mobile: '+966501234567',
      shipping_short_address: 'RRRD2929',
      billing_short_address: 'RRRD2929',
      books: [],
      box_sets: [{ box_set_id: box.id, quantity: 1 }],
    });
    const quote = await call('POST', '/orders/quote', { token: buyer.token, body });
    const placed = await call('POST', '/orders', { token: buyer.token, body });
    expect(placed.statusCode, placed.body).toBe(201);
    // 40.00 + 4.00 shipping + 1.50 fee = 45.50; 15% once: 6.83 (half up of 6.825).
    expect(placed.json().data).toMatchObject({ tax: 6.83, net_price: 52.33 });
    expect(quote.json().data).toMatchObject({ tax: 6.83, net_price: 52.33 });
    const id = placed.json().data.id as number;
    await handOver(ctx, id);

    const res = await call('GET', `/orders/${id}/invoice`, { token: buyer.token, lang: 'en' });
    expect(res.statusCode, res.body).toBe(200);
    const text = await pdfToText(res.rawPayload);
    // The row of the box set: its price, its tax share of the order's 6.83, its amount.
    expect(amountsOf(text, 'Box set: The Cairo Trilogy (Paper)')).toEqual([4000, 600, 4000]);
    // Its books: each share of $40.00 (12 : 15 : 20), its tax, adding up to the box set's 6.00.
    const parts = ['— Palace Walk', '— Palace of Desire', '— Sugar Street'].map((label) =>
      amountsOf(text, label),
    );
    expect(parts).toEqual([
      [1021, 153, 1021],
      [1277, 192, 1277],
      [1702, 255, 1702],
    ]);
    expect(parts.reduce((sum, part) => sum + part[1]!, 0)).toBe(600);
    expect(text.match(/15%/g)!.length).toBeGreaterThanOrEqual(6);
    // The book rows are not rows of their own beside it.
    expect(text).not.toContain('Palace Walk (Paper)');

    const arabic = await call('GET', `/orders/${id}/invoice`, { token: buyer.token, lang: 'ar' });
    const arabicText = await pdfToText(arabic.rawPayload);
    for (const expected of [
      'مجموعة: ثلاثية القاهرة (ورقي)',
      'بين القصرين',
      'قصر الشوق',
      'السكرية',
      '$6.83',
    ]) {
      expect(arabicText).toContain(expected);
    }
  });
});
