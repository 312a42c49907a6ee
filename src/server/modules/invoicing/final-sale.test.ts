import { describe, expect, it } from 'vitest';
import { barcodesIn } from '#server/test/barcodes.ts';
import { pdfToText } from '#server/test/pdf-reader.ts';
import { readZatcaPayload } from './invoice-amounts.ts';
import { setUpSaudiShop } from './test-saudi-shop.ts';
import { invoiceAsOnceWhenPlaced } from './testing.ts';

/*
 * An invoice records a final sale (decision 089): a cash-on-delivery order is invoiced when it is
 * handed to the carrier, dated then; a card order when it is paid. An order cancelled before either
 * leaves no invoice and no credit note behind, while one invoiced under the earlier rule (when it was
 * placed) keeps its invoice and has it credited.
 */

const { ctx, call, staff, admin, placedSaudiOrder, saudiPaidOrder } = setUpSaudiShop();

const move = (id: number, body: Record<string, unknown>) =>
  staff('POST', `/staff/orders/${id}/status`, { token: admin.token, body });

type Listed = { order_id: number; kind: string; number: string; issued_at: string; country_code: string };

async function documentsOf(orderId: number): Promise<Listed[]> {
  const res = await staff('GET', '/staff/invoices?per_page=50', { token: admin.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.filter((row: Listed) => row.order_id === orderId);
}

describe('an invoice only for what is sold', () => {
  it('issues a cash-on-delivery order’s invoice when staff hand it to the carrier, dated then, and only once', async () => {
    const { buyer, order } = await placedSaudiOrder();
    expect(order.invoice_number).toBeNull();
    expect((await move(order.id, { status: 'processing' })).statusCode).toBe(200);
    expect(await documentsOf(order.id)).toEqual([]);
    const early = await call('GET', `/orders/${order.id}/invoice`, { token: buyer.token, lang: 'ar' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      code: 'no_invoice',
      message: 'تصدر فاتورة طلب الدفع عند الاستلام عند تسليمه لشركة الشحن',
    });

    const shipped = await move(order.id, { status: 'shipped', carrier: 'SMSA', tracking_number: 'SM1' });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const [invoice] = await documentsOf(order.id);
    const handedOver = shipped
      .json()
      .data.history.find((h: { to_status: string }) => h.to_status === 'shipped');
    expect(invoice).toMatchObject({ kind: 'invoice', issued_at: handedOver.created_at, country_code: 'SA' });
    expect(shipped.json().data.invoice_number).toBe(invoice!.number);

    expect((await move(order.id, { status: 'delivered' })).statusCode).toBe(200);
    expect(await documentsOf(order.id)).toEqual([invoice]);
    const res = await call('GET', `/orders/${order.id}/invoice`, { token: buyer.token, lang: 'en' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await pdfToText(res.rawPayload)).toContain(invoice!.number);
  });

  it('leaves nothing behind for an order cancelled before it was handed over, by the buyer or by staff', async () => {
    const byBuyer = await placedSaudiOrder();
    const cancelled = await call('POST', `/orders/${byBuyer.order.id}/cancel`, {
      token: byBuyer.buyer.token,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({ invoice_number: null, credit_note_number: null });
    const byStaff = await placedSaudiOrder();
    expect((await move(byStaff.order.id, { status: 'processing' })).statusCode).toBe(200);
    expect((await move(byStaff.order.id, { status: 'cancelled' })).statusCode).toBe(200);
    expect(await documentsOf(byBuyer.order.id)).toEqual([]);
    expect(await documentsOf(byStaff.order.id)).toEqual([]);
  });

  it('credits an order invoiced when it was placed, under the earlier rule, when it is cancelled', async () => {
    const { buyer, order } = await placedSaudiOrder();
    await invoiceAsOnceWhenPlaced(ctx.app.db, order.id);
    const cancelled = await call('POST', `/orders/${order.id}/cancel`, { token: buyer.token });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const { invoice_number, credit_note_number } = cancelled.json().data;
    expect(invoice_number).toMatch(/^INV-\d{4}-\d{6}$/);
    expect(credit_note_number).toMatch(/^CN-\d{4}-\d{6}$/);
    const printed = await call('GET', `/orders/${order.id}/invoice`, { token: buyer.token, lang: 'en' });
    expect(printed.statusCode, printed.body).toBe(200);
    const note = await call('GET', `/orders/${order.id}/credit-note`, { token: buyer.token, lang: 'en' });
    expect(await pdfToText(note.rawPayload)).toContain(invoice_number);
  });

  it('invoices a Saudi reader’s PDF order when it is paid, in Saudi Arabia, with the ZATCA QR code', async () => {
    const { buyer, order } = await saudiPaidOrder();
    const [invoice] = await documentsOf(order.id);
    expect(invoice).toMatchObject({ kind: 'invoice', number: order.invoice_number, country_code: 'SA' });
    const res = await call('GET', `/orders/${order.id}/invoice`, { token: buyer.token, lang: 'ar' });
    expect(res.statusCode, res.body).toBe(200);
    const [code] = await barcodesIn(res.rawPayload);
    const fields = readZatcaPayload(code!);
    expect([fields.get(3), fields.get(4), fields.get(5)]).toEqual([
      `${invoice!.issued_at.slice(0, 19)}Z`,
      '22.99',
      '3.00',
    ]);
  });
});
