import { describe, expect, it } from 'vitest';
import { insertCoupon } from '#server/modules/coupons/testing.ts';
import { setUpOrderMailsTest } from '#server/modules/order-mails/testing.ts';
import { pdfToText } from '#server/test/pdf-reader.ts';
import { createBook, handOver, hardCopyBody } from './fixtures.ts';

/* A coupon's discount on the order's mail and its invoice, in both languages. */

const { ctx, ref, call, reader, mailTo } = setUpOrderMailsTest();

async function orderWithCode(token: string, code: string) {
  const book = await createBook(ctx, { titleEn: 'Kalila and Dimna', hardcopyPriceCents: 2000, stock: 10 });
  const res = await call('POST', '/orders', {
    token,
    body: hardCopyBody(ref, { books: [{ book_id: book.id, quantity: 2 }], coupon_code: code.toLowerCase() }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

describe('the discount of a coupon on the documents', () => {
  it('shows the discount under the books in the order mail, in Arabic and in English', async () => {
    await insertCoupon(ctx.app.db, { code: 'MAIL10', percentBp: 1000 });
    const arabic = await reader('ar');
    await orderWithCode(arabic.token, 'MAIL10');
    const ar = await mailTo(arabic.email);
    expect(ar.text).toContain('المجموع الفرعي: $40.00\nالخصم (MAIL10): -$4.00');
    expect(ar.text).toContain('الإجمالي: $36.00');
    expect(ar.html).toContain('الخصم (MAIL10): <strong><bdi dir="ltr">-$4.00</bdi></strong>');

    const english = await reader('en');
    await orderWithCode(english.token, 'MAIL10');
    const en = await mailTo(english.email);
    expect(en.text).toContain('Discount (MAIL10): -$4.00');
    expect(en.text).toContain('$36.00');
  });

  it('shows the discount as a row of the invoice, the total less it', async () => {
    await insertCoupon(ctx.app.db, { code: 'PDF5', amountCents: 500 });
    const buyer = await reader('en');
    const id = await orderWithCode(buyer.token, 'PDF5');
    await handOver(ctx, id);
    for (const [lang, label] of [
      ['en', 'Discount (PDF5)'],
      ['ar', 'الخصم'],
    ] as const) {
      const res = await call('GET', `/orders/${id}/invoice`, { token: buyer.token, lang });
      expect(res.statusCode, res.body).toBe(200);
      const text = await pdfToText(res.rawPayload);
      expect(text).toContain(label);
      expect(text).toContain('-$5.00');
      expect(text).toContain('$35.00');
    }
  });
});
