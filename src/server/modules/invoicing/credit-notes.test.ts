import { beforeAll, describe, expect, it } from 'vitest';
import { createBook, createBuyer, hardCopyBody, setUpOrdersTest } from '#server/modules/orders/testing.ts';
import { signedInStaff } from '#server/modules/staff/testing.ts';
import { pdfToText } from '#server/test/pdf-reader.ts';

/*
 * Every credit note of an order as a PDF by its number, for staff who handle orders and for the
 * order's reader: a return's and a partial refund's print what they credit; and the dashboard's top
 * books count copies net of the copies taken back.
 */

const { ctx, ref, call } = setUpOrdersTest();
let desk = { token: '' };
let admin = { token: '' };
let editor = { token: '' };
beforeAll(async () => {
  desk = await signedInStaff(ctx, 'orders');
  admin = await signedInStaff(ctx, 'admin');
  editor = await signedInStaff(ctx, 'editor');
});

const move = (id: number, body: Record<string, unknown>) =>
  call('POST', `/staff/orders/${id}/status`, { token: desk.token, body });

/** A cash-on-delivery order of `quantity` copies of 'الأيام' / 'The Days' at $20, delivered and paid. */
async function deliveredOrder(quantity = 3) {
  const buyer = await createBuyer(ctx.app.db);
  const book = await createBook(ctx, {
    stock: 10,
    hardcopyPriceCents: 2000,
    titleAr: 'الأيام',
    titleEn: 'The Days',
  });
  const placed = await call('POST', '/orders', {
    token: buyer.token,
    body: hardCopyBody(ref, { books: [{ book_id: book.id, quantity }] }),
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const id = placed.json().data.id as number;
  expect((await move(id, { status: 'processing' })).statusCode).toBe(200);
  expect((await move(id, { status: 'shipped', carrier: 'Aramex', tracking_number: 'AX1' })).statusCode).toBe(
    200,
  );
  expect((await move(id, { status: 'delivered' })).statusCode).toBe(200);
  expect((await call('POST', `/staff/orders/${id}/paid`, { token: desk.token })).statusCode).toBe(200);
  const order = (await call('GET', `/staff/orders/${id}`, { token: desk.token })).json().data;
  return { id, order, buyer, bookId: book.id as number, lineId: order.lines[0].id as number };
}

async function returnOne(id: number, lineId: number, key: string) {
  const res = await call('POST', `/staff/orders/${id}/returns`, {
    token: desk.token,
    body: {
      lines: [{ line_id: lineId, quantity: 1 }],
      reason: 'Damaged cover',
      restock: true,
      amount_cents: 1500,
      idempotency_key: key,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.refunds.at(-1).credit_note_number as string;
}

describe('the top books', () => {
  it('counts copies net of the copies taken back: 3 sold, 1 returned shows 2', async () => {
    const { id, bookId, lineId } = await deliveredOrder(3);
    const top = async () =>
      (await call('GET', '/staff/dashboard', { token: admin.token })).json().data.sales.top_by_copies as {
        id: number;
        copies: number;
        amount_cents: number;
      }[];
    expect((await top()).find((book) => book.id === bookId)).toMatchObject({ copies: 3, amount_cents: 6000 });
    await returnOne(id, lineId, 'top-books-0001');
    expect((await top()).find((book) => book.id === bookId)).toMatchObject({ copies: 2, amount_cents: 4000 });
  });
});

describe('the credit note of a return or a partial refund', () => {
  it('prints a return’s credit note for staff in English: number, invoice, copies, amount and reason', async () => {
    const { id, order, lineId } = await deliveredOrder(3);
    const number = await returnOne(id, lineId, 'return-pdf-0001');
    const res = await call('GET', `/staff/orders/${id}/credit-notes/${number}`, {
      token: desk.token,
      lang: 'en',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${number}.pdf"`);
    const text = await pdfToText(res.rawPayload);
    for (const expected of [
      'Credit note',
      number,
      'Credits invoice',
      order.invoice_number,
      `#${id}`,
      'The Days (Paper)',
      '$15.00',
      'Amount credited',
      'Reason',
      'Damaged cover',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('$60.00');
  });

  it('prints it in Arabic with the Hijri date beside the day of issue', async () => {
    const { id, order, lineId } = await deliveredOrder(2);
    const number = await returnOne(id, lineId, 'return-pdf-ar-0001');
    const res = await call('GET', `/staff/orders/${id}/credit-notes/${number}?lang=ar`, {
      token: desk.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    const text = await pdfToText(res.rawPayload);
    for (const expected of ['إشعار دائن', number, 'يخص الفاتورة', order.invoice_number, 'الأيام', '$15.00']) {
      expect(text).toContain(expected);
    }
    const hijri = new Intl.DateTimeFormat('ar-SA-u-ca-islamic-umalqura-nu-latn', {
      year: 'numeric',
      timeZone: 'Asia/Riyadh',
    }).format(new Date());
    expect(text).toContain(`${hijri.replace(/\D/g, '')} هـ`);
  });

  it('prints a partial refund of an amount as one row of that amount', async () => {
    const { id, order } = await deliveredOrder(1);
    const res = await call('POST', `/staff/orders/${id}/refunds`, {
      token: desk.token,
      body: { amount_cents: 700, reason: 'Late delivery', idempotency_key: 'partial-pdf-0001' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const number = res.json().data.refunds[0].credit_note_number as string;
    expect(number).toMatch(/^CN-\d{4}-\d{6}$/);
    const pdf = await call('GET', `/staff/orders/${id}/credit-notes/${number}?lang=en`, {
      token: desk.token,
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    const text = await pdfToText(pdf.rawPayload);
    for (const expected of [number, order.invoice_number, 'Amount refunded', '$7.00', 'Late delivery']) {
      expect(text).toContain(expected);
    }
    const listed = (await call('GET', '/staff/invoices?kind=credit_note', { token: desk.token })).json().data;
    expect(listed).toContainEqual(
      expect.objectContaining({ number, order_id: id, invoice_number: order.invoice_number, total: 7 }),
    );
  });

  it('lists every credit note on the reader’s order and gives the reader each as a PDF', async () => {
    const { id, order, buyer, lineId } = await deliveredOrder(3);
    const first = await returnOne(id, lineId, 'reader-0001');
    const second = await returnOne(id, lineId, 'reader-0002');
    const mine = (await call('GET', `/orders/${id}`, { token: buyer.token })).json().data;
    expect(mine.credit_note_numbers).toEqual([first, second]);
    const res = await call('GET', `/orders/${id}/credit-notes/${second}`, { token: buyer.token, lang: 'en' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const text = await pdfToText(res.rawPayload);
    expect(text).toContain(second);
    expect(text).toContain(order.invoice_number);
    expect(text).toContain('$15.00');
  });

  it('answers 404 to another reader, and for a number the order does not have', async () => {
    const { id, lineId } = await deliveredOrder(2);
    const number = await returnOne(id, lineId, 'other-reader-0001');
    const other = await createBuyer(ctx.app.db);
    const res = await call('GET', `/orders/${id}/credit-notes/${number}`, { token: other.token, lang: 'en' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Order not found', code: 'not_found' });
    const elsewhere = await deliveredOrder(1);
    const wrong = await call('GET', `/staff/orders/${elsewhere.id}/credit-notes/${number}`, {
      token: desk.token,
      lang: 'en',
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toMatchObject({ message: 'No such credit note on this order', code: 'not_found' });
  });

  it('refuses staff who do not handle orders', async () => {
    const { id, lineId } = await deliveredOrder(2);
    const number = await returnOne(id, lineId, 'roles-0001');
    const res = await call('GET', `/staff/orders/${id}/credit-notes/${number}`, {
      token: editor.token,
      lang: 'en',
    });
    expect(res.statusCode).toBe(403);
  });
});
