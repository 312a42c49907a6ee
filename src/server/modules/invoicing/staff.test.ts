import { describe, expect, it } from 'vitest';
import { payInSandbox, setUpStaffOrdersTest } from '#server/modules/orders/testing.ts';
import { pdfToText } from '#server/test/pdf-reader.ts';

/* The console prints an order's invoice and packing slip. */

const { t, staff, call, paperOrder, shippedOrder, digitalOrder, move } = setUpStaffOrdersTest();

const printed = (
  id: number,
  what: 'invoice' | 'credit-note' | 'packing-slip',
  token: string,
  lang?: 'ar' | 'en',
  query = '',
) => call('GET', `/staff/orders/${id}/${what}${query}`, { token, lang });

describe('invoices and packing slips in the console', () => {
  it('prints the invoice of a reader’s order in Arabic for the orders role', async () => {
    const { id } = await shippedOrder({ quantity: 3 });
    const res = await printed(id, 'invoice', staff.orders.token, 'ar');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="INV-\d{4}-\d{6}\.pdf"$/);
    const text = await pdfToText(res.rawPayload);
    for (const expected of ['فاتورة', `#${id}`, 'كتاب ورقي (ورقي)', 'شارع الجامعة 12', '$36.00', 'reader']) {
      expect(text).toContain(expected);
    }
  });

  it('prints the packing slip, lines and quantities without prices, in English on request', async () => {
    const { id } = await paperOrder({ quantity: 3, cod: false });
    const res = await printed(id, 'packing-slip', staff.admin.token, 'ar', '?lang=en');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="packing-slip-${id}.pdf"`);
    const text = await pdfToText(res.rawPayload);
    for (const expected of [
      'Packing slip',
      `#${id}`,
      'Paper book',
      'Quantity',
      'Shipping address',
      'Ring twice',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('$');
    expect(text).not.toContain('Unit price');

    const arabic = await pdfToText((await printed(id, 'packing-slip', staff.admin.token, 'ar')).rawPayload);
    expect(arabic).toContain('قائمة التعبئة');
    expect(arabic).toContain('كتاب ورقي');
  });

  it('has no packing slip for a digital order or a cancelled one', async () => {
    const digital = await digitalOrder();
    const res = await printed(digital.id, 'packing-slip', staff.orders.token, 'en');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'no_packing_slip',
      message: 'Only hard-copy orders that are not cancelled have a packing slip',
    });
    expect((await printed(digital.id, 'packing-slip', staff.orders.token, 'ar')).json().message).toBe(
      'قائمة التعبئة للطلبات الورقية غير الملغاة فقط',
    );
    const paper = await paperOrder();
    expect((await move(paper.id, { status: 'cancelled' })).statusCode).toBe(200);
    expect((await printed(paper.id, 'packing-slip', staff.orders.token, 'en')).statusCode).toBe(409);
    // Cancelled before it was handed to the carrier: never invoiced, so nothing to credit.
    expect((await printed(paper.id, 'invoice', staff.orders.token, 'en')).json().code).toBe('no_invoice');
    expect((await printed(paper.id, 'credit-note', staff.orders.token, 'en')).json().code).toBe(
      'no_credit_note',
    );
    expect((await printed(digital.id, 'invoice', staff.orders.token, 'en')).json().code).toBe('no_invoice');
    const noNote = await printed(digital.id, 'credit-note', staff.orders.token, 'ar');
    expect(noNote.statusCode).toBe(409);
    expect(noNote.json()).toMatchObject({
      code: 'no_credit_note',
      message: 'لا يوجد إشعار دائن إلا لطلب صدرت له فاتورة ثم أُلغي',
    });
  });

  it('answers 404 for an order that does not exist, 422 for an unknown language, 403 to an editor', async () => {
    const missing = await printed(99999999, 'invoice', staff.orders.token, 'en');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Order not found');
    const { id } = await paperOrder();
    expect((await printed(id, 'invoice', staff.orders.token, 'en', '?lang=de')).statusCode).toBe(422);
    expect((await printed(id, 'packing-slip', staff.editor.token, 'en')).statusCode).toBe(403);
  });

  it('names the buyer of a PDF order, which has no address, from their account in the invoices and orders lists', async () => {
    const { id, buyer } = await digitalOrder();
    expect((await payInSandbox(t, call, buyer, id)).statusCode).toBe(200);
    const invoices = await call('GET', '/staff/invoices?per_page=50', { token: staff.admin.token });
    expect(invoices.statusCode, invoices.body).toBe(200);
    const invoice = invoices.json().data.find((row: { order_id: number }) => row.order_id === id);
    expect(invoice).toMatchObject({ kind: 'invoice', buyer_name: 'digital' });
    const orders = await call('GET', `/staff/orders?client_id=${buyer.id}`, { token: staff.admin.token });
    expect(orders.json().data).toMatchObject([{ id, name: 'digital', email: buyer.email, mobile: null }]);
  });
});
