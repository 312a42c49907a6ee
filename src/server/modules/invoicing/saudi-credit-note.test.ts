import { describe, expect, it } from 'vitest';
import { barcodesIn } from '#server/test/barcodes.ts';
import { pdfToText } from '#server/test/pdf-reader.ts';
import { readZatcaPayload } from './invoice-amounts.ts';
import { issueDate } from './invoice-parts.ts';
import { saudiSeller as seller, setUpSaudiShop } from './test-saudi-shop.ts';

/*
 * A credit note for a buyer in Saudi Arabia is as lawful as the invoice it corrects: it carries the
 * ZATCA QR code (seller, VAT number, its own time of issue, its total with VAT and its VAT, as
 * positive amounts), names the invoice by number and date, prices each book per unit, and labels its
 * columns with the invoice's words.
 */

const { call, staff, admin, saudiOrder, saudiPaidOrder, refundInFull } = setUpSaudiShop();

type Listed = { number: string; kind: string; issued_at: string; total: number; tax: number };

/** The accountant's list row of the document `number`. */
async function listed(number: string): Promise<Listed> {
  const res = await staff('GET', '/staff/invoices?per_page=50', { token: admin.token });
  return res.json().data.find((row: Listed) => row.number === number);
}

/** The QR code's five fields, each checked against the printed text of the same PDF. */
async function checkedCode(pdf: Uint8Array, lang: 'ar' | 'en', number: string) {
  const codes = await barcodesIn(pdf);
  expect(codes).toHaveLength(1);
  const fields = readZatcaPayload(codes[0]!);
  const text = await pdfToText(pdf);
  const row = await listed(number);
  expect(fields.get(1)).toBe(seller.seller_name_ar);
  expect(text).toContain(lang === 'ar' ? fields.get(1) : seller.seller_name_en);
  expect(fields.get(2)).toBe(seller.tax_number);
  expect(text).toContain(fields.get(2));
  expect(fields.get(3)).toBe(`${row.issued_at.slice(0, 19)}Z`);
  expect(text).toContain(issueDate(new Date(fields.get(3)!), lang));
  expect(fields.get(4)).toBe(row.total.toFixed(2));
  expect(text).toContain(`$${fields.get(4)}`);
  expect(fields.get(5)).toBe(row.tax.toFixed(2));
  expect(text).toContain(`$${fields.get(5)}`);
  return { fields, text };
}

const move = (id: number, body: Record<string, unknown>) =>
  staff('POST', `/staff/orders/${id}/status`, { token: admin.token, body });

/** A Saudi order handed to the carrier, delivered and paid, so that books can be returned. */
async function deliveredSaudiOrder() {
  const { buyer, order } = await saudiOrder();
  expect((await move(order.id, { status: 'delivered' })).statusCode).toBe(200);
  const paid = await staff('POST', `/staff/orders/${order.id}/paid`, { token: admin.token });
  expect(paid.statusCode, paid.body).toBe(200);
  const full = (await staff('GET', `/staff/orders/${order.id}`, { token: admin.token })).json().data;
  return { buyer, order: full };
}

describe('the credit note of a cancelled Saudi order', () => {
  it('carries the QR code of its own totals, and the invoice’s number and date, in Arabic', async () => {
    const { buyer, order } = await saudiPaidOrder();
    await refundInFull(order.id);
    const cancelled = await call('GET', `/orders/${order.id}`, { token: buyer.token });
    const number = cancelled.json().data.credit_note_number as string;
    const res = await call('GET', `/orders/${order.id}/credit-note`, { token: buyer.token, lang: 'ar' });
    expect(res.statusCode, res.body).toBe(200);
    const { fields, text } = await checkedCode(res.rawPayload, 'ar', number);
    expect([fields.get(4), fields.get(5)]).toEqual(['22.99', '3.00']);
    const invoice = await listed(order.invoice_number);
    for (const expected of [
      'إشعار دائن',
      number,
      'يلغي الفاتورة',
      order.invoice_number,
      'تاريخ الفاتورة',
      issueDate(new Date(invoice.issued_at), 'ar'),
      // The invoice's column labels, and each book's unit price.
      'الكتاب',
      'الكمية',
      'سعر الوحدة',
      'نسبة الضريبة',
      'الضريبة',
      'المجموع',
      '$9.99',
      '$10.00',
    ]) {
      expect(text).toContain(expected);
    }
  });
});

describe('the credit note of a return from a Saudi order', () => {
  it('prices the copy given back per unit without tax, with its tax, and carries its QR code', async () => {
    const { order } = await deliveredSaudiOrder();
    const odes = order.lines.find((line: { title_en: string }) => line.title_en === 'The Odes');
    const returned = await staff('POST', `/staff/orders/${order.id}/returns`, {
      token: admin.token,
      body: {
        lines: [{ line_id: odes.id, quantity: 1 }],
        reason: 'Damaged cover',
        restock: true,
        amount_cents: 1150,
        idempotency_key: 'saudi-return-0001',
      },
    });
    expect(returned.statusCode, returned.body).toBe(200);
    const number = returned.json().data.refunds.at(-1).credit_note_number as string;
    const res = await staff('GET', `/staff/orders/${order.id}/credit-notes/${number}?lang=en`, {
      token: admin.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { fields, text } = await checkedCode(res.rawPayload, 'en', number);
    expect(fields.get(4)).toBe('11.50');
    const tax = Math.round(Number(fields.get(5)) * 100);
    const net = `$${((1150 - tax) / 100).toFixed(2)}`;
    // One row: the book, 1 copy, its unit price and amount without tax, the rate and the tax.
    const row = text.split('\n').find((line) => line.includes('The Odes (Paper)'));
    expect(row).toBeDefined();
    expect(row!.match(/\$\d+\.\d\d/g)).toEqual([net, `$${fields.get(5)}`, net]);
    expect(row).toContain('15%');
    const invoice = await listed(order.invoice_number);
    for (const expected of [
      'Credit note',
      'Credits invoice',
      order.invoice_number,
      'Invoice date',
      issueDate(new Date(invoice.issued_at), 'en'),
      'Book',
      'Quantity',
      'Unit price',
      'Tax rate',
      'Total',
      'Total without tax',
      'Amount credited',
    ]) {
      expect(text).toContain(expected);
    }
  });
});
