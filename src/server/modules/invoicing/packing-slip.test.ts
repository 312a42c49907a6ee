import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { setUpStaffOrdersTest } from '#server/modules/orders/testing.ts';
import { barcodesIn } from '#server/test/barcodes.ts';
import { pdfToText } from '#server/test/pdf-reader.ts';

/* The packing slip the warehouse packs a parcel by and the courier delivers it with. */

const { staff, call, paperOrder, orderOf, move } = setUpStaffOrdersTest();

const slip = async (id: number, lang: 'ar' | 'en') => {
  const res = await call('GET', `/staff/orders/${id}/packing-slip?lang=${lang}`, {
    token: staff.orders.token,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.rawPayload;
};

/** The slip's text with its lines joined, for sentences the slip may wrap. */
const flowing = async (pdf: Uint8Array) => (await pdfToText(pdf)).replace(/\s+/g, ' ');

const uniqueIsbn = () => `978-9957-${String(randomInt(1e8)).padStart(8, '0')}-1`;

async function shippedOrder(options: { cod?: boolean } = {}) {
  const isbn = uniqueIsbn();
  const order = await paperOrder({ quantity: 3, cod: options.cod, book: { isbn, weightGrams: 450 } });
  expect((await move(order.id, { status: 'processing' })).statusCode).toBe(200);
  const shipped = await move(order.id, {
    status: 'shipped',
    carrier: 'Aramex',
    tracking_number: 'AX-77120934',
  });
  expect(shipped.statusCode, shipped.body).toBe(200);
  return { ...order, isbn };
}

describe('the packing slip', () => {
  it('carries the order number as a Code 128 barcode a scanner reads, in Arabic and in English', async () => {
    const { id } = await paperOrder();
    for (const lang of ['ar', 'en'] as const) {
      const pdf = await slip(id, lang);
      expect(await barcodesIn(pdf)).toEqual([String(id)]);
      expect(await pdfToText(pdf)).toMatch(new RegExp(`(^|\\s)${id}(\\s|$)`, 'm'));
    }
  });

  it('lists each book by ISBN, title and quantity, and gives the staff order lines their ISBN', async () => {
    const isbn = uniqueIsbn();
    const { id } = await paperOrder({
      quantity: 3,
      book: { isbn, titleAr: 'ديوان المتنبي', titleEn: 'Diwan' },
    });
    expect((await orderOf(id)).lines).toMatchObject([{ isbn, quantity: 3 }]);

    const english = await pdfToText(await slip(id, 'en'));
    for (const expected of ['Packing slip', 'ISBN', 'Book', 'Quantity', isbn, 'Diwan', 'Copies']) {
      expect(english).toContain(expected);
    }
    const arabic = await pdfToText(await slip(id, 'ar'));
    for (const expected of [
      'قائمة التعبئة',
      'ردمك',
      'الكتاب',
      'الكمية',
      isbn,
      'ديوان المتنبي',
      'عدد النسخ',
    ]) {
      expect(arabic).toContain(expected);
    }
  });

  it('shows the shipping address, not the billing address, and the reader’s note', async () => {
    const { id } = await paperOrder();
    const arabic = await pdfToText(await slip(id, 'ar'));
    for (const expected of [
      'عنوان الشحن',
      'سارة أحمد',
      'شارع الجامعة 12',
      'الأردن',
      '+962791234567',
      'Ring twice',
    ]) {
      expect(arabic).toContain(expected);
    }
    expect(arabic).not.toContain('عنوان الفاتورة');
    const english = await pdfToText(await slip(id, 'en'));
    for (const expected of ['Shipping address', 'سارة أحمد', 'Jordan', '+962791234567', 'sara@example.com']) {
      expect(english).toContain(expected);
    }
    expect(english).not.toContain('Billing address');
    expect(english).not.toContain('King Fahd Road');
  });

  it('tells the courier to collect the total of a cash-on-delivery order, and shows no other amount', async () => {
    const { id } = await shippedOrder();
    const order = await orderOf(id);
    expect(order.net_price).toBeGreaterThan(0);
    const total = `$${order.net_price.toFixed(2)}`;

    const english = await pdfToText(await slip(id, 'en'));
    expect(english).toContain('Collect in cash on delivery');
    expect(english).toContain(total);
    expect(english.match(/\$/g)).toHaveLength(1);
    expect(english).not.toContain('Unit price');
    const arabic = await pdfToText(await slip(id, 'ar'));
    expect(arabic).toContain('يُحصَّل نقدًا عند التسليم');
    expect(arabic).toContain(total);
    expect(arabic.match(/\$/g)).toHaveLength(1);
  });

  it('says there is nothing to collect once cash on delivery is paid, and for an order paid otherwise', async () => {
    const cod = await shippedOrder();
    expect(
      (await call('POST', `/staff/orders/${cod.id}/paid`, { token: staff.orders.token })).statusCode,
    ).toBe(200);
    const english = await flowing(await slip(cod.id, 'en'));
    expect(english).toContain('Paid — nothing to collect');
    expect(english).not.toContain('$');
    expect(await flowing(await slip(cod.id, 'ar'))).toContain('مدفوع — لا شيء للتحصيل');

    const card = await paperOrder({ cod: false });
    const cardSlip = await flowing(await slip(card.id, 'en'));
    expect(cardSlip).toContain('Not cash on delivery — nothing to collect');
    expect(cardSlip).not.toContain('$');
    expect(await flowing(await slip(card.id, 'ar'))).toContain('ليس دفعًا عند الاستلام — لا شيء للتحصيل');
  });

  it('gives the parcel’s weight, and the carrier and tracking number once it is shipped', async () => {
    const { id } = await shippedOrder();
    const { weight_grams } = await orderOf(id);
    expect(weight_grams).toBe(1350);

    const english = await pdfToText(await slip(id, 'en'));
    for (const expected of [
      'Total weight',
      '1.35 kg',
      'Carrier',
      'Aramex',
      'Tracking number',
      'AX-77120934',
    ]) {
      expect(english).toContain(expected);
    }
    const arabic = await pdfToText(await slip(id, 'ar'));
    expect(arabic).toContain('1.35 كغم');
    for (const expected of ['الوزن الإجمالي', 'شركة الشحن', 'Aramex', 'رقم التتبع', 'AX-77120934']) {
      expect(arabic).toContain(expected);
    }

    const waiting = await pdfToText(await slip((await paperOrder()).id, 'en'));
    expect(waiting).not.toContain('Carrier');
    expect(waiting).not.toContain('Tracking number');
    expect(waiting).toMatch(/Total weight[\s\S]*—/);
  });
});
