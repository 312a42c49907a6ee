import { beforeAll, describe, expect, it } from 'vitest';
import { insertCountries } from '#server/modules/reference/testing.ts';
import { type Buyer, createBook, createBuyer, hardCopyBody, setUpOrdersTest } from './fixtures.ts';

/* The Saudi short national address and the postal code of each address follow its country. */

const { ctx, ref, call } = setUpOrdersTest();
let buyer: Buyer;
let bookId: number;
let emiratesId: number;
let qatarId: number;

beforeAll(async () => {
  buyer = await createBuyer(ctx.app.db);
  bookId = (await createBook(ctx, { stock: 50 })).id;
  [{ id: emiratesId }, { id: qatarId }] = await insertCountries(ctx.app.db, [
    { code: 'AE', nameAr: 'الإمارات', nameEn: 'United Arab Emirates' },
    { code: 'QA', nameAr: 'قطر', nameEn: 'Qatar' },
  ]);
});

const post = (body: unknown, lang: 'ar' | 'en' = 'en') =>
  call('POST', '/orders', { token: buyer.token, body, lang });

/** Shipped to Riyadh, billed in Amman. */
const toSaudi = (overrides = {}) =>
  hardCopyBody(ref, {
    shipping_country_id: ref.otherCountryId,
    shipping_postal_code: '12211',
    shipping_mobile: '+966501234567',
    shipping_short_address: 'RRRD2929',
    billing_country_id: ref.countryId,
    billing_postal_code: '11942',
    billing_mobile: '+962791234567',
    billing_short_address: undefined,
    books: [{ book_id: bookId, quantity: 1 }],
    ...overrides,
  });

const invalid = (lang: 'ar' | 'en', errors: Record<string, string[]>) => ({
  message: lang === 'ar' ? 'البيانات المدخلة غير صحيحة' : 'The given data was invalid',
  code: 'validation',
  errors,
});

describe('the Saudi short national address', () => {
  it('is required for an address in Saudi Arabia, in both languages', async () => {
    const en = await post(toSaudi({ shipping_short_address: '' }));
    expect(en.statusCode).toBe(422);
    expect(en.json()).toEqual(
      invalid('en', {
        shipping_short_address: ['The short national address is required for an address in Saudi Arabia'],
      }),
    );
    const ar = await post(toSaudi({ shipping_short_address: undefined }), 'ar');
    expect(ar.json()).toEqual(
      invalid('ar', { shipping_short_address: ['العنوان الوطني المختصر مطلوب للعناوين في السعودية'] }),
    );
  });

  it('is refused for an address in another country, in both languages', async () => {
    const body = toSaudi({ billing_short_address: 'ABCD1234' });
    expect((await post(body)).json()).toEqual(
      invalid('en', {
        billing_short_address: ['A short national address is given only for an address in Saudi Arabia'],
      }),
    );
    expect((await post(body, 'ar')).json()).toEqual(
      invalid('ar', { billing_short_address: ['العنوان الوطني المختصر يُكتب للعناوين في السعودية فقط'] }),
    );
  });

  it('is four Latin letters and four digits, in both languages', async () => {
    for (const wrong of ['RRR2929', 'RRRD292', 'ررر2929', '2929RRRD', 'RRRD29290']) {
      const res = await post(toSaudi({ shipping_short_address: wrong }));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        shipping_short_address: [
          'The short national address is four Latin letters and four digits, like RRRD2929',
        ],
      });
    }
    expect((await post(toSaudi({ shipping_short_address: 'RRD-2929' }), 'ar')).json()).toEqual(
      invalid('ar', {
        shipping_short_address: ['العنوان الوطني المختصر أربعة أحرف لاتينية ثم أربعة أرقام، مثل RRRD2929'],
      }),
    );
  });

  it('is kept in capitals on the order and shown with its address', async () => {
    const res = await post(toSaudi({ shipping_short_address: ' rrrd 2929 ' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.order_billing_shipping).toMatchObject({
      shipping_short_address: 'RRRD2929',
      billing_short_address: null,
    });
    const again = await call('GET', `/orders/${res.json().data.id}`, { token: buyer.token });
    expect(again.json().data.order_billing_shipping.shipping_short_address).toBe('RRRD2929');
  });

  it('is required of a billing address that takes its country from a Saudi shipping address', async () => {
    const body = toSaudi();
    delete body.billing_country_id;
    const res = await post({ ...body, billing_mobile: '+966501234567' });
    expect(res.json().errors).toEqual({
      billing_short_address: ['The short national address is required for an address in Saudi Arabia'],
    });
  });
});

describe('postal codes', () => {
  it('refuses a postal code that is not of the country, in both languages', async () => {
    const res = await post(toSaudi({ shipping_postal_code: '1221', billing_postal_code: 'AMMAN' }));
    expect(res.json()).toEqual(
      invalid('en', {
        shipping_postal_code: ['The postal code is not valid for the chosen country'],
        billing_postal_code: ['The postal code is not valid for the chosen country'],
      }),
    );
    expect((await post(toSaudi({ shipping_postal_code: '1221' }), 'ar')).json()).toEqual(
      invalid('ar', { shipping_postal_code: ['الرمز البريدي غير صالح للدولة المختارة'] }),
    );
  });

  it('is required for an address in a country that uses postal codes, in both languages', async () => {
    const en = await post(toSaudi({ shipping_postal_code: '' }));
    expect(en.statusCode).toBe(422);
    expect(en.json()).toEqual(
      invalid('en', { shipping_postal_code: ['The postal code is required for an address in this country'] }),
    );
    const ar = await post(toSaudi({ shipping_postal_code: undefined, billing_postal_code: ' ' }), 'ar');
    expect(ar.statusCode).toBe(422);
    expect(ar.json()).toEqual(
      invalid('ar', {
        shipping_postal_code: ['الرمز البريدي مطلوب للعناوين في هذه الدولة'],
        billing_postal_code: ['الرمز البريدي مطلوب للعناوين في هذه الدولة'],
      }),
    );
  });

  it('may be left out in the UAE and Qatar, which have no postal codes', async () => {
    const gulf = await createBuyer(ctx.app.db, 'gulf');
    for (const [countryId, mobile] of [
      [emiratesId, '+971501234567'],
      [qatarId, '+97433123456'],
    ] as const) {
      const body = toSaudi({
        shipping_country_id: countryId,
        shipping_mobile: mobile,
        shipping_postal_code: undefined,
        shipping_short_address: undefined,
        billing_postal_code: '',
        billing_mobile: mobile,
      });
      delete body.billing_country_id;
      const res = await call('POST', '/orders', { token: gulf.token, body });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.order_billing_shipping).toMatchObject({
        shipping_postal_code: '',
        billing_postal_code: '',
      });
    }
  });

  it('takes any text where the country has no postal code format', async () => {
    const res = await post(
      toSaudi({
        shipping_country_id: emiratesId,
        shipping_mobile: '+971501234567',
        shipping_postal_code: 'none',
        shipping_short_address: undefined,
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.order_billing_shipping.shipping_postal_code).toBe('none');
  });
});
