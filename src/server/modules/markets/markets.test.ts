import { beforeAll, describe, expect, it } from 'vitest';
import { insertBook } from '#server/modules/catalog/testing.ts';
import { insertCountries } from '#server/modules/reference/testing.ts';
import { signedInStaff, staffCaller } from '#server/modules/staff/testing.ts';
import { setUpTestApp } from '#server/test/harness.ts';
import type { MarketBody } from '#shared/contract/markets.ts';
import { marketOfCountry, marketPrice } from './index.ts';
import { addMarket, setFixedPrice } from './testing.ts';

/*
 * Markets staff manage (issue 42, decision 109): an admin groups countries under a currency with its
 * rounding and payment methods, each refusal said in the member's language; editors set a book's fixed
 * prices per market; the service answers a country's market and a book's price there.
 */

const t = setUpTestApp();
const call = staffCaller(t, { lang: 'en' });
const staff = {} as Record<'admin' | 'orders' | 'editor', { id: number; token: string }>;
const country = {} as Record<'KW' | 'EG' | 'QA' | 'JO', number>;

beforeAll(async () => {
  staff.admin = await signedInStaff(t, 'admin');
  staff.orders = await signedInStaff(t, 'orders');
  staff.editor = await signedInStaff(t, 'editor');
  const rows = await insertCountries(t.app.db, [
    { code: 'KW', nameAr: 'الكويت', nameEn: 'Kuwait' },
    { code: 'EG', nameAr: 'مصر', nameEn: 'Egypt' },
    { code: 'QA', nameAr: 'قطر', nameEn: 'Qatar' },
    { code: 'JO', nameAr: 'الأردن', nameEn: 'Jordan' },
  ]);
  for (const row of rows) country[row.code as keyof typeof country] = row.id;
  for (const [code, rate] of [
    ['KWD', 0.307],
    ['EGP', 48.5],
  ] as const) {
    const res = await call('PUT', `/staff/currency-rates/${code}`, {
      token: staff.admin.token,
      body: { rate },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
});

const body = (overrides: Partial<MarketBody> = {}): MarketBody => ({
  code: 'kw',
  name_ar: 'الكويت',
  name_en: 'Kuwait',
  currency: 'KWD',
  rounding: 'none',
  payment_methods: ['card', 'knet'],
  country_ids: [country.KW],
  active: true,
  ...overrides,
});

const create = (overrides: Partial<MarketBody>, lang: 'ar' | 'en' = 'en', token = staff.admin.token) =>
  call('POST', '/staff/markets', { token, lang, body: body(overrides) });

/** Both languages' answer to the same request: each `{ message, code, errors }` with the message under the field. */
async function refusedInBoth(
  send: (lang: 'ar' | 'en') => ReturnType<typeof create>,
  status: number,
  code: string,
  field: string,
  messages: { ar: string; en: string },
) {
  for (const lang of ['ar', 'en'] as const) {
    const res = await send(lang);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toEqual({ message: messages[lang], code, errors: { [field]: [messages[lang]] } });
  }
}

describe('adding and changing markets', () => {
  it('adds a market with its countries, methods and the reference rate, and changes it', async () => {
    const res = await create({});
    expect(res.statusCode, res.body).toBe(201);
    const { data, message } = res.json();
    expect(message).toBe('The market Kuwait is added');
    expect(data).toEqual({
      id: data.id,
      code: 'kw',
      name_ar: 'الكويت',
      name_en: 'Kuwait',
      currency: 'KWD',
      decimals: 3,
      rate: 0.307,
      rounding: 'none',
      payment_methods: ['card', 'knet'],
      countries: [{ id: country.KW, code: 'KW', name_ar: 'الكويت', name_en: 'Kuwait' }],
      active: true,
      is_default: false,
    });

    const changed = await call('PUT', `/staff/markets/${data.id}`, {
      token: staff.admin.token,
      lang: 'ar',
      body: body({ rounding: 'half', country_ids: [country.KW, country.QA] }),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().message).toBe('حُفظت السوق الكويت');
    expect(changed.json().data.rounding).toBe('half');
    expect(changed.json().data.countries.map((c: { code: string }) => c.code)).toEqual(['KW', 'QA']);

    const list = await call('GET', '/staff/markets', { token: staff.editor.token });
    expect(list.json().data.map((m: { code: string }) => m.code)).toContain('kw');
  });

  it('refuses a country already in another market, naming the market, and keeps it there', async () => {
    await refusedInBoth(
      (lang) => create({ code: 'gulf', country_ids: [country.QA] }, lang),
      409,
      'country_in_other_market',
      'country_ids',
      {
        ar: 'قطر في سوق الكويت من قبل: أخرجها من تلك السوق أولًا',
        en: 'Qatar is already in the market Kuwait: take it out of that market first',
      },
    );
    expect((await marketOfCountry(t.app.db, country.QA)).code).toBe('kw');
  });

  it('refuses an unknown country, currency or method, and a market without a rate made active', async () => {
    await refusedInBoth(
      (lang) => create({ code: 'x1', country_ids: [999_999] }, lang),
      422,
      'unknown_country',
      'country_ids',
      {
        ar: 'لا توجد دولة بالرقم 999999',
        en: 'There is no country with the number 999999',
      },
    );
    await refusedInBoth(
      (lang) => create({ code: 'x2', currency: 'XYZ', country_ids: [] }, lang),
      422,
      'unknown_currency',
      'currency',
      {
        ar: 'XYZ ليس رمز عملة وفق ISO 4217',
        en: 'XYZ is not an ISO 4217 currency code',
      },
    );
    const methods = 'card, mada, apple_pay, stc_pay, knet, fawry, cod';
    await refusedInBoth(
      (lang) => create({ code: 'x3', country_ids: [], payment_methods: ['card', 'paypal'] }, lang),
      422,
      'unknown_method',
      'payment_methods',
      {
        ar: `paypal ليست طريقة دفع يعرفها المتجر: اختر من ${methods}`,
        en: `paypal is not a payment method the shop knows: choose among ${methods}`,
      },
    );
    await refusedInBoth(
      (lang) => create({ code: 'jo', currency: 'JOD', country_ids: [country.JO] }, lang),
      422,
      'no_rate',
      'active',
      {
        ar: 'لا سعر صرف للعملة JOD: حدّد سعرها في أسعار العملات قبل تفعيل السوق',
        en: 'JOD has no exchange rate: set its rate under currency rates before the market is active',
      },
    );
    // Inactive, it may wait for its rate; the country stays in the default market meanwhile.
    const waiting = await create({ code: 'jo', currency: 'JOD', country_ids: [country.JO], active: false });
    expect(waiting.statusCode, waiting.body).toBe(201);
    expect((await marketOfCountry(t.app.db, country.JO)).currency).toBe('USD');
  });

  it('is an admin’s: the orders desk and editors are turned away', async () => {
    for (const member of [staff.orders, staff.editor]) {
      const res = await create({ code: 'nope', country_ids: [] }, 'en', member.token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'Your staff role does not allow this', code: 'forbidden' });
    }
    const list = await call('GET', '/staff/markets', { token: staff.orders.token });
    expect(list.statusCode).toBe(200);
  });
});

describe('a book’s prices per market', () => {
  it('round-trips fixed prices, set by an editor, and the service prefers them to the converted one', async () => {
    const book = await insertBook(t.app.db, { pdfPriceCents: 500, hardcopyPriceCents: 1250 });
    const eg = await addMarket(t.app.db, {
      code: 'eg',
      currency: 'EGP',
      rounding: 'ninety_nine',
      country_ids: [country.EG],
    });
    const url = `/staff/books/${book!.id}/market-prices`;
    const before = await call('GET', url, { token: staff.editor.token });
    expect(before.json().data.find((p: { market_id: number }) => p.market_id === eg.id)).toEqual({
      market_id: eg.id,
      currency: 'EGP',
      decimals: 2,
      pdf_price_minor: null,
      hardcopy_price_minor: null,
      pdf_converted_minor: 24_299,
      hardcopy_converted_minor: 60_699,
    });

    const saved = await call('PUT', url, {
      token: staff.editor.token,
      lang: 'ar',
      body: { prices: [{ market_id: eg.id, pdf_price_minor: null, hardcopy_price_minor: 55_000 }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe('حُفظت أسعار الكتاب في الأسواق');
    const row = saved.json().data.find((p: { market_id: number }) => p.market_id === eg.id);
    expect([row.pdf_price_minor, row.hardcopy_price_minor]).toEqual([null, 55_000]);

    const market = await marketOfCountry(t.app.db, country.EG);
    const price = (format: 'pdf' | 'hardcopy', baseCents: number) =>
      marketPrice(t.app.db, market, { bookId: book!.id, format, baseCents });
    expect(await price('hardcopy', 1250)).toEqual({
      currency: 'EGP',
      amountMinor: 55_000,
      rateMicros: 48_500_000,
      fixed: true,
    });
    expect(await price('pdf', 500)).toEqual({
      currency: 'EGP',
      amountMinor: 24_299,
      rateMicros: 48_500_000,
      fixed: false,
    });

    const cleared = await call('PUT', url, {
      token: staff.admin.token,
      body: { prices: [{ market_id: eg.id, pdf_price_minor: null, hardcopy_price_minor: null }] },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await price('hardcopy', 1250)).fixed).toBe(false);

    const orders = await call('PUT', url, { token: staff.orders.token, body: { prices: [] } });
    expect(orders.statusCode).toBe(403);

    // Set by another module's test, as the console sets it.
    await setFixedPrice(t.app.db, book!.id, eg.id, { pdf: 19_900 });
    expect(await price('pdf', 500)).toEqual({
      currency: 'EGP',
      amountMinor: 19_900,
      rateMicros: 48_500_000,
      fixed: true,
    });
  });

  it('refuses prices negative, fractional, too high, or for an unknown market', async () => {
    const book = await insertBook(t.app.db);
    const kw = await marketOfCountry(t.app.db, country.KW);
    const put = (price: number, lang: 'ar' | 'en', marketId = kw.id) =>
      call('PUT', `/staff/books/${book!.id}/market-prices`, {
        token: staff.editor.token,
        lang,
        body: { prices: [{ market_id: marketId, pdf_price_minor: price, hardcopy_price_minor: null }] },
      });
    const field = 'prices.0.pdf_price_minor';
    await refusedInBoth((lang) => put(-5, lang), 422, 'price_negative', field, {
      ar: 'لا يكون السعر سالبًا: -5',
      en: 'A price cannot be negative: -5',
    });
    await refusedInBoth((lang) => put(3.5, lang), 422, 'price_not_whole', field, {
      ar: 'السعر عدد صحيح من أصغر وحدات العملة (KWD بعدد 3 من المنازل العشرية)، و3.5 ليس كذلك',
      en: "A price is a whole number of the currency's smallest unit (KWD has 3 decimals): 3.5 is not",
    });
    await refusedInBoth((lang) => put(1_000_000_001, lang), 422, 'price_too_high', field, {
      ar: 'أقصى سعر بالعملة KWD هو 1000000000 من أصغر وحداتها',
      en: 'A price in KWD is at most 1000000000 of its smallest units',
    });
    await refusedInBoth((lang) => put(100, lang, 999_999), 422, 'unknown_market', 'prices.0.market_id', {
      ar: 'لا توجد سوق بالرقم 999999',
      en: 'There is no market with the number 999999',
    });
  });
});
