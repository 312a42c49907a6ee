import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '#server/db/schema/orders.ts';
import { insertPaymentTypes } from '#server/modules/reference/testing.ts';
import {
  type Buyer,
  createBook,
  createBuyer,
  digitalBody,
  hardCopyBody,
  setUpOrdersTest,
  stockOf,
} from './fixtures.ts';

const { ctx, ref, call } = setUpOrdersTest();
let buyer: Buyer;
let bookId: number;

beforeAll(async () => {
  buyer = await createBuyer(ctx.app.db);
  bookId = (await createBook(ctx, { pdf: true })).id;
});

const post = (body: unknown, lang: 'ar' | 'en' = 'en') =>
  call('POST', '/orders', { token: buyer.token, body, lang });
const paper = (overrides = {}) =>
  hardCopyBody(ref, { books: [{ book_id: bookId, quantity: 1 }], ...overrides });

describe('order validation', () => {
  // The postal codes are asked for by the address's country, once it is known (address-rules.test.ts).
  it('names every missing shipping and billing field with 422', async () => {
    const res = await post({
      payment_type_id: ref.cod,
      is_hard_copy: 1,
      note: '',
      books: [{ book_id: bookId, quantity: 1 }],
    });
    expect(res.statusCode).toBe(422);
    const { message, code, errors } = res.json();
    expect({ message, code }).toEqual({ message: 'The given data was invalid', code: 'validation' });
    expect(Object.keys(errors).sort()).toEqual(
      [
        'shipping_name',
        'shipping_country_id',
        'shipping_address',
        'shipping_city',
        'shipping_state',
        'shipping_mobile',
        'shipping_email',
        'billing_name',
        'billing_address',
        'billing_city',
        'billing_state',
        'billing_mobile',
        'billing_email',
      ].sort(),
    );
    expect(errors.shipping_name).toEqual(['This field is required']);
  });

  it('answers in Arabic by default and treats blank fields as missing', async () => {
    const res = await post(paper({ shipping_city: '   ' }), 'ar');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'البيانات المدخلة غير صحيحة',
      code: 'validation',
      errors: { shipping_city: ['هذا الحقل مطلوب'] },
    });
  });

  it('checks the e-mail and phone formats', async () => {
    const res = await post(paper({ shipping_email: 'not-an-email', billing_mobile: 'call me' }));
    expect(res.json().errors).toEqual({
      shipping_email: ['The e-mail address is not valid'],
      billing_mobile: ['The phone number is not valid'],
    });
  });

  it('refuses a phone that is not a number of its address country, in both languages', async () => {
    // '12' for Jordan passes the format check: only the country's own rules refuse it.
    const short = await post(paper({ shipping_mobile: '12' }));
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual({
      shipping_mobile: ['The phone number is not valid for the chosen country'],
    });
    // A Saudi number for the Jordanian shipping address; the Saudi billing address keeps its own.
    const arabic = await post(
      paper({ shipping_mobile: '+966501234567', billing_mobile: '0791234567' }),
      'ar',
    );
    expect(arabic.json()).toEqual({
      message: 'البيانات المدخلة غير صحيحة',
      code: 'validation',
      errors: {
        shipping_mobile: ['رقم الهاتف غير صالح للدولة المختارة'],
        billing_mobile: ['رقم الهاتف غير صالح للدولة المختارة'],
      },
    });
  });

  it('keeps each phone in international form, read for its country; billing without a country reads as shipping or international', async () => {
    const body = paper({ shipping_mobile: '079 123 4567', billing_mobile: '0791234568' });
    delete body.billing_country_id;
    delete body.billing_short_address;
    const res = await post(body);
    expect(res.statusCode).toBe(201);
    const address = res.json().data.order_billing_shipping;
    expect([address.shipping_mobile, address.billing_mobile]).toEqual(['+962791234567', '+962791234568']);
    const international = paper({ billing_mobile: '+966 50 123 4567' });
    delete international.billing_country_id;
    delete international.billing_short_address;
    const saudi = await post(international);
    expect(saudi.statusCode).toBe(201);
    expect(saudi.json().data.order_billing_shipping.billing_mobile).toBe('+966501234567');
    const national = paper({ billing_mobile: '0501234567' });
    delete national.billing_country_id;
    delete national.billing_short_address;
    expect((await post(national)).json().errors).toEqual({
      billing_mobile: ['The phone number is not valid for the chosen country'],
    });
  });

  it('refuses an unknown country, payment type or book with 422', async () => {
    const country = await post(paper({ shipping_country_id: 99999 }));
    expect(country.statusCode).toBe(422);
    expect(country.json().errors).toEqual({ shipping_country_id: ['The selected country does not exist'] });
    const payment = await post(paper({ payment_type_id: 99 }));
    expect(payment.statusCode).toBe(422);
    expect(payment.json().errors).toEqual({
      payment_type_id: ['The selected payment type is not available'],
    });
    const book = await post(paper({ books: [{ book_id: 99999, quantity: 1 }] }));
    expect(book.statusCode).toBe(422);
    expect(book.json().errors).toEqual({ 'books.0.book_id': ['The selected book does not exist'] });
  });

  it('refuses a withdrawn book and an inactive payment type', async () => {
    const gone = await createBook(ctx, { active: false });
    const book = await post(paper({ books: [{ book_id: gone.id, quantity: 1 }] }));
    expect(book.json().errors).toEqual({ 'books.0.book_id': ['The selected book does not exist'] });
    await insertPaymentTypes(ctx.app.db, [
      { id: 3, code: 'old', titleAr: 'قديم', titleEn: 'Old', active: false },
    ]);
    const payment = await post(paper({ payment_type_id: 3 }));
    expect(payment.statusCode).toBe(422);
  });

  it('refuses a quantity of 0 or above 1000 with 422', async () => {
    for (const quantity of [0, 1001, -1, 1.5]) {
      const res = await post(paper({ books: [{ book_id: bookId, quantity }] }));
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['books.0.quantity']);
    }
  });

  it('refuses an empty cart, a repeated book and mixed formats', async () => {
    expect((await post(paper({ books: [] }))).statusCode).toBe(422);
    const twice = await post(
      paper({
        books: [
          { book_id: bookId, quantity: 1 },
          { book_id: bookId, quantity: 2 },
        ],
      }),
    );
    expect(twice.json().errors).toEqual({ 'books.1.book_id': ['This book appears twice in the order'] });
    const mixed = await post(paper({ books: [{ book_id: bookId, quantity: 1, isHardCopy: false }] }));
    expect(mixed.json().errors).toEqual({
      'books.0.isHardCopy': ["You can't buy both a paper and a digital book."],
    });
  });

  it('refuses cash on delivery for a digital order with 422', async () => {
    const res = await post({ ...digitalBody(ref, [bookId]), payment_type_id: ref.cod });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      payment_type_id: ['Cash on delivery is only available for hard copies'],
    });
  });

  it('refuses a PDF that is not for sale, and a hard copy without any price', async () => {
    const noPdf = await createBook(ctx, { pdfPriceCents: 0 });
    const digital = await post(digitalBody(ref, [noPdf.id]));
    expect(digital.json().errors).toEqual({ 'books.0.book_id': ['This book is not sold as a PDF'] });
    const free = await createBook(ctx, { pdfPriceCents: 0, hardcopyPriceCents: 0 });
    const hard = await post(paper({ books: [{ book_id: free.id, quantity: 1 }] }));
    expect(hard.statusCode).toBe(409);
    expect(hard.json()).toEqual({
      message: '«A book» is sold only as a PDF; there is no printed copy of it',
      code: 'pdf_only',
    });
  });

  it('needs no address for a digital order', async () => {
    const res = await post({ ...digitalBody(ref, [bookId]), shipping_name: '', billing_email: '' });
    expect(res.statusCode).toBe(201);
  });

  it('refuses an over-long idempotency key', async () => {
    const res = await post(paper({ idempotency_key: 'k'.repeat(101) }));
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['idempotency_key']);
  });

  it('writes nothing for a refused order', async () => {
    const stock = await stockOf(ctx.app.db, bookId);
    const before = await ctx.app.db.select().from(orders);
    await post(paper({ shipping_country_id: 99999 }));
    await post(paper({ books: [{ book_id: bookId, quantity: 0 }] }));
    expect(await ctx.app.db.select().from(orders)).toHaveLength(before.length);
    expect(await stockOf(ctx.app.db, bookId)).toBe(stock);
  });
});
