import { beforeAll, describe, expect, it } from 'vitest';
import {
  createBook,
  createBuyer,
  createReference,
  hardCopyBody,
  type Reference,
} from '#server/modules/orders/testing.ts';
import { signedInStaff, staffCaller } from '#server/modules/staff/testing.ts';
import { apiCaller, setUpTestApp } from '#server/test/harness.ts';
import type { CreateOrderBody } from '#shared/contract/orders.ts';
import { phoneFacts } from './keys.ts';

/*
 * Risk signals staff can act on (issue 38, decision 103): a COD order's earlier COD orders by account,
 * phone and address with their returns and refusals, the phone's validity for its country, and the
 * settings under which cash on delivery gives way to prepayment, explained at checkout.
 */

const t = setUpTestApp();
const ref = {} as Reference;
const staff = {} as Record<'admin' | 'orders' | 'editor', { id: number; token: string }>;
const call = staffCaller(t, { lang: 'en' });
const buyerCall = apiCaller(t, { lang: 'en' });

beforeAll(async () => {
  Object.assign(ref, await createReference(t.app.db));
  staff.admin = await signedInStaff(t, 'admin');
  staff.orders = await signedInStaff(t, 'orders');
  staff.editor = await signedInStaff(t, 'editor');
});

let counter = 0;
/** A street of its own, so that only the orders a test means share an address. */
const newStreet = () => `شارع ${++counter} الجامعة`;

async function settings(body: { prepay_above_cents?: number | null; max_returns?: number | null }) {
  const res = await call('PUT', '/staff/cod-risk/settings', { token: staff.admin.token, body });
  expect(res.statusCode, res.body).toBe(200);
}

/** Two copies of a $12.00 book, as `overrides` say; the buyer a new reader unless given. */
async function order(
  overrides: Partial<CreateOrderBody>,
  options: { buyer?: { token: string }; lang?: 'ar' | 'en' } = {},
) {
  const buyer = options.buyer ?? (await createBuyer(t.app.db, 'reader'));
  const book = await createBook(t, { stock: 10 });
  const res = await buyerCall('POST', '/orders', {
    token: buyer.token,
    lang: options.lang ?? 'en',
    body: hardCopyBody(ref, { books: [{ book_id: book.id, quantity: 2 }], ...overrides }),
  });
  return { res, id: res.statusCode === 201 ? (res.json().data.id as number) : 0, book };
}

async function quote(overrides: Partial<CreateOrderBody>, lang: 'ar' | 'en' = 'en') {
  const book = await createBook(t, { stock: 10 });
  return buyerCall('POST', '/orders/quote', {
    lang,
    body: hardCopyBody(ref, { books: [{ book_id: book.id, quantity: 2 }], ...overrides }),
  });
}

const outcome = (id: number, value: 'returned' | 'refused' | null, token = staff.orders.token) =>
  call('PUT', `/staff/orders/${id}/cod-risk/outcome`, { token, body: { outcome: value } });

describe('the settings', () => {
  it('are saved by an admin and refused to the orders desk and editors', async () => {
    const saved = await call('PUT', '/staff/cod-risk/settings', {
      token: staff.admin.token,
      body: { prepay_above_cents: 50_000, max_returns: 3 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ data: { prepay_above_cents: 50_000, max_returns: 3 } });
    const read = await call('GET', '/staff/cod-risk/settings', { token: staff.admin.token });
    expect(read.json()).toEqual({ data: { prepay_above_cents: 50_000, max_returns: 3 } });

    for (const member of [staff.orders, staff.editor]) {
      const put = await call('PUT', '/staff/cod-risk/settings', {
        token: member.token,
        body: { max_returns: 1 },
      });
      expect(put.statusCode).toBe(403);
      expect((await call('GET', '/staff/cod-risk/settings', { token: member.token })).statusCode).toBe(403);
    }
    expect(
      (await call('GET', '/staff/cod-risk/settings', { token: staff.admin.token })).json().data.max_returns,
    ).toBe(3);
    await settings({ prepay_above_cents: null, max_returns: null });
  });
});

describe('prepayment above an amount', () => {
  it('refuses a COD order above the amount in the buyer’s language, and the quote says why', async () => {
    // Two $12.00 copies: $24.00, above $20.00.
    await settings({ prepay_above_cents: 2000 });
    const address = { shipping_address: newStreet() };
    for (const [lang, message] of [
      ['ar', 'الدفع عند الاستلام غير متاح لطلب يتجاوز $20.00، فادفع مسبقًا بطريقة أخرى'],
      ['en', 'Cash on delivery is not offered for orders above $20.00; please pay in advance'],
    ] as const) {
      const { res } = await order(address, { lang });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toEqual({ message, code: 'cod_amount_limit' });

      const codQuote = await quote(address, lang);
      expect(codQuote.statusCode, codQuote.body).toBe(422);
      expect(codQuote.json()).toEqual({ message, code: 'cod_amount_limit' });

      const cardQuote = await quote({ ...address, payment_type_id: ref.card }, lang);
      expect(cardQuote.statusCode, cardQuote.body).toBe(200);
      expect(cardQuote.json().cod_refusal).toEqual({ message, code: 'cod_amount_limit' });
    }
    const card = await order({ ...address, payment_type_id: ref.card });
    expect(card.res.statusCode, card.res.body).toBe(201);

    // One copy, $12.00, is under it: cash on delivery is offered, and the quote has nothing to explain.
    const book = await createBook(t, { stock: 10 });
    const small = await buyerCall('POST', '/orders/quote', {
      body: hardCopyBody(ref, { books: [{ book_id: book.id, quantity: 1 }], ...address }),
    });
    expect(small.statusCode, small.body).toBe(200);
    expect(small.json()).not.toHaveProperty('cod_refusal');
    await settings({ prepay_above_cents: null });
  });
});

describe('prepayment after returns', () => {
  it('refuses the same phone after N returned or refused parcels, however it is written, and never names them', async () => {
    await settings({ max_returns: 2 });
    const phone = '+962795550001';
    const first = await order({ shipping_mobile: phone, shipping_address: newStreet() });
    const second = await order({ shipping_mobile: phone, shipping_address: newStreet() });
    expect([first.res.statusCode, second.res.statusCode]).toEqual([201, 201]);
    expect((await outcome(first.id, 'returned')).statusCode).toBe(200);

    // One back: still offered.
    const third = await order({ shipping_mobile: '0795550001', shipping_address: newStreet() });
    expect(third.res.statusCode, third.res.body).toBe(201);
    const saved = await outcome(second.id, 'refused');
    expect(saved.json()).toEqual({
      data: { order_id: second.id, outcome: 'refused' },
      message: 'The parcel’s outcome is saved',
    });

    for (const [lang, message] of [
      ['ar', 'الدفع عند الاستلام غير متاح لهذا الطلب، فادفع مسبقًا بطريقة أخرى'],
      ['en', 'Cash on delivery is not offered for this order; please pay in advance'],
    ] as const) {
      const refused = await order(
        { shipping_mobile: '079 555 0001', shipping_address: newStreet() },
        { lang },
      );
      expect(refused.res.statusCode, refused.res.body).toBe(422);
      expect(refused.res.json()).toEqual({ message, code: 'cod_returns_limit' });
      const cardQuote = await quote(
        { shipping_mobile: phone, shipping_address: newStreet(), payment_type_id: ref.card },
        lang,
      );
      expect(cardQuote.json().cod_refusal).toEqual({ message, code: 'cod_returns_limit' });
    }

    // A prepaid order from that phone is unaffected; another phone still pays on delivery.
    const card = await order({
      shipping_mobile: phone,
      shipping_address: newStreet(),
      payment_type_id: ref.card,
    });
    expect(card.res.statusCode, card.res.body).toBe(201);
    const other = await order({ shipping_mobile: '+962795550002', shipping_address: newStreet() });
    expect(other.res.statusCode, other.res.body).toBe(201);
  });

  it('refuses the same address after N returns, its spelling folded', async () => {
    await settings({ max_returns: 1 });
    const back = await order({ shipping_mobile: '+962795550011', shipping_address: 'شارع الملكة رانيا، 45' });
    expect((await outcome(back.id, 'returned')).statusCode).toBe(200);
    const again = await order({ shipping_mobile: '+962795550012', shipping_address: 'شارع الملكه رانيا ٤٥' });
    expect(again.res.statusCode, again.res.body).toBe(422);
    expect(again.res.json().code).toBe('cod_returns_limit');
    await settings({ max_returns: null });
  });

  it('keeps the outcome for the orders desk and admins only, and for COD orders only', async () => {
    const cod = await order({ shipping_address: newStreet() });
    expect((await outcome(cod.id, 'returned', staff.editor.token)).statusCode).toBe(403);
    const card = await order({ shipping_address: newStreet(), payment_type_id: ref.card });
    const notCod = await outcome(card.id, 'returned');
    expect(notCod.statusCode).toBe(409);
    expect(notCod.json()).toEqual({ message: 'This order is not paid on delivery', code: 'not_cod' });
    expect((await outcome(999_999, 'returned')).statusCode).toBe(404);
  });
});

describe('the risk panel', () => {
  it('counts the earlier COD orders by account, by phone and by address, with their returns and refusals', async () => {
    const buyer = await createBuyer(t.app.db, 'regular');
    const street = newStreet();
    const phone = '+962795550021';
    const own1 = await order({ shipping_mobile: phone, shipping_address: street }, { buyer });
    const own2 = await order({ shipping_mobile: '+962795550022', shipping_address: newStreet() }, { buyer });
    // Someone else with the same phone, written as dialled at home; someone else at the same address.
    const samePhone = await order({ shipping_mobile: '0795550021', shipping_address: newStreet() });
    const sameAddress = await order({ shipping_mobile: '+962795550023', shipping_address: ` ${street}. ` });
    // A card order to that phone and address, and an unrelated COD order, do not count.
    await order({ shipping_mobile: phone, shipping_address: street, payment_type_id: ref.card });
    await order({ shipping_mobile: '+962795550024', shipping_address: newStreet() });
    await outcome(own1.id, 'returned');
    await outcome(samePhone.id, 'refused');
    await outcome(sameAddress.id, 'returned');

    const current = await order({ shipping_mobile: phone, shipping_address: street }, { buyer });
    expect(current.res.statusCode, current.res.body).toBe(201);
    const res = await call('GET', `/staff/orders/${current.id}/cod-risk`, { token: staff.orders.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      order_id: current.id,
      is_cod: true,
      outcome: null,
      phone: { written: phone, e164: phone, country: 'JO', valid_for_country: true },
      by_account: { orders: 2, returned: 1, refused: 0 },
      by_phone: { orders: 2, returned: 1, refused: 1 },
      by_address: { orders: 2, returned: 2, refused: 0 },
      earlier: [
        {
          order_id: sameAddress.id,
          placed_at: expect.any(String),
          outcome: 'returned',
          matched_by: ['address'],
        },
        { order_id: samePhone.id, placed_at: expect.any(String), outcome: 'refused', matched_by: ['phone'] },
        { order_id: own2.id, placed_at: expect.any(String), outcome: null, matched_by: ['account'] },
        {
          order_id: own1.id,
          placed_at: expect.any(String),
          outcome: 'returned',
          matched_by: ['account', 'phone', 'address'],
        },
      ],
    });
    // An order's earlier orders only: the first one has none.
    const first = (
      await call('GET', `/staff/orders/${own1.id}/cod-risk`, { token: staff.admin.token })
    ).json().data;
    expect(first.by_account).toEqual({ orders: 0, returned: 0, refused: 0 });
    expect(first.outcome).toBe('returned');

    expect(
      (await call('GET', `/staff/orders/${current.id}/cod-risk`, { token: staff.editor.token })).statusCode,
    ).toBe(403);
    const missing = await call('GET', '/staff/orders/999999/cod-risk', { token: staff.orders.token });
    expect(missing.statusCode).toBe(404);
  });

  it('tells whether a Saudi order’s phone is a valid Saudi number', async () => {
    const saudi = await order({
      shipping_country_id: ref.otherCountryId,
      shipping_mobile: '0501234567',
      shipping_short_address: 'RRRD2929',
      shipping_address: newStreet(),
    });
    expect(saudi.res.statusCode, saudi.res.body).toBe(201);
    const panel = (
      await call('GET', `/staff/orders/${saudi.id}/cod-risk`, { token: staff.orders.token })
    ).json().data;
    expect(panel.phone).toEqual({
      written: '+966501234567',
      e164: '+966501234567',
      country: 'SA',
      valid_for_country: true,
    });
  });
});

describe('a phone valid for its country', () => {
  it.each([
    ['+966501234567', 'SA', '+966501234567', true],
    ['0501234567', 'SA', '+966501234567', true],
    ['+9665012345', 'SA', null, false],
    ['01001234567', 'EG', '+201001234567', true],
    ['+20 100 123 4567', 'EG', '+201001234567', true],
    ['0100123456', 'EG', null, false],
    ['+96550012345', 'KW', '+96550012345', true],
    ['50012345', 'KW', '+96550012345', true],
    ['+96550012345', 'SA', '+96550012345', false],
    ['+201001234567', 'KW', '+201001234567', false],
  ])('%s in %s', (written, country, e164, valid) => {
    const facts = phoneFacts(written, country);
    expect(facts.validForCountry).toBe(valid);
    if (e164) expect(facts.e164).toBe(e164);
  });
});
