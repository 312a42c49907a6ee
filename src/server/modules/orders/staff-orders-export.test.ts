import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { orderAddresses } from '#server/db/schema/orders.ts';
import { pdfToText } from '#server/test/pdf-reader.ts';
import { setUpStaffOrdersTest } from './test-staff-orders.ts';

/* The orders as CSV with the list's filters, and many orders' packing slips or invoices as one PDF. */

const { t, staff, call, paperOrder, shippedOrder, digitalOrder, move } = setUpStaffOrdersTest();

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

const exported = async (query: string, token = staff.orders.token, lang: 'ar' | 'en' = 'en') => {
  const res = await call('GET', `/staff/orders/export?${query}`, { token, lang });
  return res;
};

const named = async (id: number, name: string) =>
  t.app.db.update(orderAddresses).set({ shippingName: name }).where(eq(orderAddresses.orderId, id));

const documents = (body: Record<string, unknown>, token = staff.orders.token) =>
  call('POST', '/staff/orders/documents', { token, body, lang: 'en' });

describe('the orders CSV export', () => {
  it('writes the orders the filters keep, newest first, with a BOM, English headers and guarded formulas', async () => {
    const first = (await paperOrder()).id;
    const second = (await paperOrder()).id;
    const other = (await paperOrder()).id;
    await named(first, 'Export Reader');
    await named(second, '=HYPERLINK("http://x","Export Reader")');
    await move(other, { status: 'processing' });
    const res = await exported('search=Export%20Reader&status=pending');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(BOM);
    const lines = res.body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Order,Date,Status,Type,Name,E-mail,Mobile,Country,City,Payment,Paid at,Quantity,Currency,Books,Shipping,' +
        'Cash on delivery fee,Tax,Total,Invoice,Carrier,Tracking number',
    );
    expect(lines.map((line) => line.split(',')[0])).toEqual(['Order', String(second), String(first)]);
    expect(lines[1]).toContain(
      `,Pending,Paper,"'=HYPERLINK(""http://x"",""Export Reader"")",sara@example.com,`,
    );
    // A phone number starts with +, which a spreadsheet would read as a formula too.
    expect(lines[2]).toContain(",Pending,Paper,Export Reader,sara@example.com,'+962791234567,Jordan,");
  });

  it('writes one row per order line with Arabic headers for an Arabic member', async () => {
    const { id, bookId, buyer } = await paperOrder({ quantity: 3, book: { titleAr: 'ديوان التصدير' } });
    const res = await exported(`client_id=${buyer.id}&lines=1`, staff.orders.token, 'ar');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="order-lines-/);
    const lines = res.body.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(
      'الطلب,التاريخ,الحالة,الاسم,البريد الإلكتروني,رقم الكتاب,العنوان,النوع,الكمية,العملة,سعر النسخة,مجموع السطر',
    );
    expect(lines[1]).toMatch(
      new RegExp(`^${id},[^,]+,قيد الانتظار,سارة أحمد,sara@example.com,${bookId},ديوان التصدير,ورقي,3,USD,`),
    );
  });

  it('is refused to the editor', async () => {
    const res = await exported('', staff.editor.token);
    expect(res.statusCode).toBe(403);
  });
});

describe('many packing slips or invoices as one PDF', () => {
  it('puts each chosen order’s packing slip on its own page, in the order chosen', async () => {
    const a = (await paperOrder()).id;
    const b = (await paperOrder()).id;
    const res = await documents({ ids: [b, a], kind: 'packing-slip', lang: 'en' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/filename="packing-slips-\d{4}-\d{2}-\d{2}\.pdf"/);
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getPageCount()).toBe(2);
    const pages = (await pdfToText(res.rawPayload)).split('\f');
    expect(pages[0]).toContain(`#${b}`);
    expect(pages[1]).toContain(`#${a}`);
  });

  it('prints the invoices of the orders the filters keep', async () => {
    const since = new Date(Date.now() - 1000).toISOString();
    const ids = [(await shippedOrder()).id, (await shippedOrder()).id];
    const res = await documents({ filter: { from: since, status: 'shipped' }, kind: 'invoice' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await PDFDocument.load(res.rawPayload)).getPageCount()).toBeGreaterThanOrEqual(ids.length);
    const text = await pdfToText(res.rawPayload);
    for (const id of ids) expect(text).toContain(String(id));
  });

  it('prints nothing when one order has no packing slip, naming it', async () => {
    const paper = (await paperOrder()).id;
    const digital = (await digitalOrder()).id;
    const res = await documents({ ids: [paper, digital], kind: 'packing-slip' });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('bulk_refused');
    expect(res.json().rows).toEqual([
      { id: paper, ok: true, message: 'Could be changed; left as it was because another order was refused' },
      { id: digital, ok: false, message: expect.stringMatching(/\S/) },
    ]);
  });

  it('is refused to the editor', async () => {
    const { id } = await paperOrder();
    expect((await documents({ ids: [id], kind: 'invoice' }, staff.editor.token)).statusCode).toBe(403);
  });
});
