import { describe, expect, it } from 'vitest';
import { createBook, createBuyer, digitalBody, payInSandbox } from '#server/modules/orders/testing.ts';
import { barcodesIn } from '#server/test/barcodes.ts';
import { pdfToText } from '#server/test/pdf-reader.ts';
import { readZatcaPayload } from './invoice-amounts.ts';
import { saudiSeller as seller, setUpSaudiShop } from './test-saudi-shop.ts';

/*
 * The numbered tax invoice of an order shipped to Saudi Arabia: the seller as the invoice settings
 * name it, the tax per line, and the ZATCA QR code read back from the printed page; the credit note
 * that cancelling a paid Saudi order issues.
 */

const { ctx, ref, call, staff, admin, saudiOrder, saudiPaidOrder, refundInFull } = setUpSaudiShop();

const year = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Asia/Riyadh' }).format(new Date());

const hijri = (part: 'month' | 'year') =>
  new Intl.DateTimeFormat('ar-SA-u-ca-islamic-umalqura-nu-latn', {
    [part]: part === 'month' ? 'long' : 'numeric',
    timeZone: 'Asia/Riyadh',
  }).format(new Date());
const hijriMonth = hijri('month');
const hijriYear = hijri('year').replace(/\D/g, '');

describe('the tax invoice of an order shipped to Saudi Arabia', () => {
  it('is numbered when the order is handed to the carrier, and the order answers carry the number', async () => {
    const { buyer, placed, order } = await saudiOrder();
    expect(placed.invoice_number).toBeNull();
    expect(order.invoice_number).toMatch(new RegExp(`^INV-${year}-\\d{6}$`));
    expect(order.credit_note_number).toBeNull();
    const again = await call('GET', `/orders/${order.id}`, { token: buyer.token });
    expect(again.json().data.invoice_number).toBe(order.invoice_number);
    const list = await call('GET', '/orders', { token: buyer.token });
    expect(list.json().data[0].invoice_number).toBe(order.invoice_number);
    const staffOrder = await staff('GET', `/staff/orders/${order.id}`, { token: admin.token });
    expect(staffOrder.json().data).toMatchObject({
      invoice_number: order.invoice_number,
      credit_note_number: null,
    });
  });

  it('prints the seller, the buyer, each line’s tax and the totals, in Arabic with the Hijri date', async () => {
    const { buyer, order } = await saudiOrder();
    // 9.99 + 10.00 + 4.00 shipping + 1.50 fee = 25.49; 15% once: 3.82 (half up of 3.8235).
    expect(order).toMatchObject({ tax: 3.82, net_price: 29.31 });
    const res = await call('GET', `/orders/${order.id}/invoice`, { token: buyer.token, lang: 'ar' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${order.invoice_number}.pdf"`);
    const text = await pdfToText(res.rawPayload);
    for (const expected of [
      'فاتورة ضريبية مبسطة',
      order.invoice_number,
      'رقم الفاتورة',
      'تاريخ الإصدار',
      `${hijriMonth} ${hijriYear} هـ`,
      'البائع',
      seller.seller_name_ar,
      'شارع الملكة رانيا',
      seller.tax_number,
      'الأيام (ورقي)',
      'نسبة الضريبة',
      '15%',
      '$9.99',
      'رسوم الدفع عند الاستلام',
      'الإجمالي غير شامل الضريبة',
      '$25.49',
      '$3.82',
      'الإجمالي شامل الضريبة',
      '$29.31',
    ]) {
      expect(text).toContain(expected);
    }
    // One way of writing the rate on every line: the four rows' '15%' and the total's, never '15٪'.
    // (pdftotext reads the total's line from the right: on the page it shows '(15%)'.)
    expect(text).not.toContain('٪');
    expect(text.match(/15%/g)).toHaveLength(4);
    expect(text).toContain('ضريبة القيمة المضافة (%15) $3.82');
  });

  it('shares the once-rounded tax among the rows so they add up to the order’s tax', async () => {
    const { buyer, order } = await saudiOrder();
    const res = await call('GET', `/orders/${order.id}/invoice`, { token: buyer.token, lang: 'en' });
    const text = await pdfToText(res.rawPayload);
    const shares = ['The Days', 'The Odes', 'Shipping', 'Cash on delivery fee'].map((label) => {
      const line = text.split('\n').find((l) => l.includes(label) && l.includes('15%'));
      expect(line, label).toBeDefined();
      const amounts = [...line!.matchAll(/\$(\d+\.\d\d)/g)].map((m) => Math.round(Number(m[1]) * 100));
      return amounts.at(-2)!;
    });
    expect(shares.reduce((a, b) => a + b, 0)).toBe(382);
    expect(text).toContain('Simplified tax invoice');
    expect(text).toContain(seller.seller_name_en);
  });

  it('carries the ZATCA QR code: seller, VAT number, time of issue, total and VAT', async () => {
    const { buyer, order } = await saudiOrder();
    const res = await call('GET', `/orders/${order.id}/invoice`, { token: buyer.token, lang: 'ar' });
    const [code] = await barcodesIn(res.rawPayload);
    const fields = readZatcaPayload(code!);
    const listed = await staff('GET', '/staff/invoices?kind=invoice', { token: admin.token });
    const row = listed.json().data.find((r: { order_id: number }) => r.order_id === order.id);
    expect(fields.get(1)).toBe(seller.seller_name_ar);
    expect(fields.get(2)).toBe(seller.tax_number);
    expect(fields.get(3)).toBe(`${row.issued_at.slice(0, 19)}Z`);
    expect(fields.get(4)).toBe('29.31');
    expect(fields.get(5)).toBe('3.82');
  });
});

describe('the credit note of a cancelled invoiced order', () => {
  it('is issued with the cancellation, refers to the invoice, and prints as a PDF for the client and staff', async () => {
    const { buyer, order } = await saudiPaidOrder();
    const none = await call('GET', `/orders/${order.id}/credit-note`, { token: buyer.token, lang: 'en' });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({
      code: 'no_credit_note',
      message: 'Only an invoiced order that was cancelled has a credit note',
    });
    await refundInFull(order.id);
    const cancelled = await call('GET', `/orders/${order.id}`, { token: buyer.token });
    const number = cancelled.json().data.credit_note_number as string;
    expect(number).toMatch(new RegExp(`^CN-${year}-\\d{6}$`));
    expect(cancelled.json().data.invoice_number).toBe(order.invoice_number);

    const client = await call('GET', `/orders/${order.id}/credit-note`, { token: buyer.token, lang: 'ar' });
    expect(client.statusCode, client.body).toBe(200);
    const text = await pdfToText(client.rawPayload);
    // $9.99 + $10.00 = $19.99; 15% once: $3.00 (half up of $2.9985).
    for (const expected of ['إشعار دائن', number, 'يلغي الفاتورة', order.invoice_number, '$22.99', '$3.00']) {
      expect(text).toContain(expected);
    }
    const invoice = await call('GET', `/orders/${order.id}/invoice`, { token: buyer.token, lang: 'en' });
    expect(invoice.statusCode, invoice.body).toBe(200);
    expect(await pdfToText(invoice.rawPayload)).toContain(order.invoice_number);
    const fromStaff = await staff('GET', `/staff/orders/${order.id}/credit-note?lang=en`, {
      token: admin.token,
    });
    expect(fromStaff.statusCode).toBe(200);
    expect(await pdfToText(fromStaff.rawPayload)).toContain('Credit note');

    const stranger = await createBuyer(ctx.app.db, 'stranger-cn');
    const theirs = await call('GET', `/orders/${order.id}/credit-note`, {
      token: stranger.token,
      lang: 'ar',
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('الطلب غير موجود');
  });

  it('answers a paid card order refunded by staff with a credit note against its invoice', async () => {
    const buyer = await createBuyer(ctx.app.db, 'refunded');
    const book = await createBook(ctx, { pdfPriceCents: 1000, pdf: true });
    const placed = await call('POST', '/orders', {
      token: buyer.token,
      body: { ...digitalBody(ref, [book.id]), billing_country_id: ref.otherCountryId },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json().data.id as number;
    expect(placed.json().data.invoice_number).toBeNull();
    expect((await payInSandbox(ctx, call, buyer, id)).json()).toMatchObject({ paid: true });
    const paid = (await call('GET', `/orders/${id}`, { token: buyer.token })).json().data;
    expect(paid.invoice_number).toMatch(new RegExp(`^INV-${year}-\\d{6}$`));
    expect(paid.credit_note_number).toBeNull();

    const refunded = await staff('POST', `/staff/orders/${id}/status`, {
      token: admin.token,
      body: { status: 'cancelled' },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const after = (await call('GET', `/orders/${id}`, { token: buyer.token })).json().data;
    expect(after).toMatchObject({ status: 'cancelled', invoice_number: paid.invoice_number });
    expect(after.credit_note_number).toMatch(new RegExp(`^CN-${year}-\\d{6}$`));
    const note = await call('GET', `/orders/${id}/credit-note`, { token: buyer.token, lang: 'en' });
    expect(note.statusCode).toBe(200);
    const text = await pdfToText(note.rawPayload);
    for (const expected of [
      'Credit note',
      after.credit_note_number,
      paid.invoice_number,
      `$${paid.net_price.toFixed(2)}`,
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('lists invoices and credit notes for the accountant, each with the other, and exports them as CSV', async () => {
    const { order } = await saudiPaidOrder();
    await refundInFull(order.id);
    const res = await staff('GET', '/staff/invoices?per_page=50', { token: admin.token });
    expect(res.statusCode, res.body).toBe(200);
    const mine = res.json().data.filter((r: { order_id: number }) => r.order_id === order.id);
    expect(mine).toHaveLength(2);
    const [note, invoice] = mine;
    expect(note).toMatchObject({
      kind: 'credit_note',
      invoice_number: order.invoice_number,
      total: 22.99,
      tax: 3.0,
    });
    expect(invoice).toMatchObject({
      kind: 'invoice',
      number: order.invoice_number,
      credit_note_number: note.number,
      buyer_name: 'jeddah',
      country_code: 'SA',
      net: 19.99,
    });
    const credits = await staff('GET', '/staff/invoices?kind=credit_note', { token: admin.token });
    expect(credits.json().data.every((r: { kind: string }) => r.kind === 'credit_note')).toBe(true);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const later = await staff('GET', `/staff/invoices?from=${tomorrow}`, { token: admin.token });
    expect(later.json().data).toEqual([]);

    const csv = await staff('GET', '/staff/invoices.csv?lang=en', { token: admin.token });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Number,Kind,Date,Order,Buyer,Country,Without tax,Tax,With tax,Credit note / invoice,Currency',
    );
    const invoiceLine = lines.find((line) => line.startsWith(`${order.invoice_number},`));
    expect(invoiceLine).toContain(`,Invoice,`);
    expect(invoiceLine).toContain(`,${order.id},jeddah,Saudi Arabia,19.99,3.00,22.99,${note.number},USD`);
  });
});
