import { describe, expect, it } from 'vitest';
import type { StaffOrderRow } from '#shared/contract/staff-orders.ts';
import { setUpStaffOrdersTest } from './test-staff-orders.ts';

/* Staff find orders (filters, search, sort, pages), open one, and mark cash on delivery paid. */

const { ref, staff, call, paperOrder, digitalOrder, orderOf, move } = setUpStaffOrdersTest();

async function list(query: string, token = staff.orders.token) {
  const res = await call('GET', `/staff/orders?${query}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: StaffOrderRow[]; meta: { total: number; last_page: number } };
}

const ids = (found: { data: StaffOrderRow[] }) => found.data.map((row) => row.id);

describe('the orders list', () => {
  it('lists orders newest first with the snapshot’s name and the payment in both languages', async () => {
    const older = await paperOrder({ name: 'older' });
    const newer = await paperOrder({ name: 'newer' });
    const { data } = await list('per_page=50');
    expect(ids({ data }).indexOf(newer.id)).toBeLessThan(ids({ data }).indexOf(older.id));
    expect(data.find((row) => row.id === newer.id)).toEqual({
      id: newer.id,
      date: expect.any(String),
      status: 'pending',
      type: 'paper',
      client_id: newer.buyer.id,
      name: 'سارة أحمد',
      email: 'sara@example.com',
      mobile: '+962791234567',
      payment_type_id: ref.cod,
      payment_type_ar: 'الدفع عند الاستلام',
      payment_type_en: 'Cash on delivery',
      books_quantity: 2,
      currency: 'USD',
      net_price: expect.any(Number),
      paid_at: null,
      // Not yet handed to the carrier: no invoice yet (decision 089).
      invoice_number: null,
      credit_note_number: null,
      refunded_cents: 0,
    });
  });

  it('filters by status, type, payment type, client and date, and sorts', async () => {
    const paper = await paperOrder({ cod: false });
    const digital = await digitalOrder();
    await move(paper.id, { status: 'processing' });

    expect(ids(await list(`client_id=${paper.buyer.id}`))).toEqual([paper.id]);
    expect(ids(await list(`client_id=${paper.buyer.id}&status=pending`))).toEqual([]);
    expect(ids(await list(`client_id=${paper.buyer.id}&status=processing&type=paper`))).toEqual([paper.id]);
    expect(ids(await list(`client_id=${paper.buyer.id}&payment_type_id=${ref.cod}`))).toEqual([]);
    expect(ids(await list(`client_id=${paper.buyer.id}&payment_type_id=${ref.card}`))).toEqual([paper.id]);
    expect(ids(await list(`client_id=${digital.buyer.id}&type=digital`))).toEqual([digital.id]);
    expect(ids(await list(`client_id=${digital.buyer.id}&type=paper`))).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(ids(await list(`client_id=${paper.buyer.id}&from=${today}&to=${today}`))).toEqual([paper.id]);
    expect(ids(await list(`client_id=${paper.buyer.id}&to=2000-01-01`))).toEqual([]);
    expect(ids(await list(`client_id=${paper.buyer.id}&from=2999-01-01`))).toEqual([]);
    const hourAgo = encodeURIComponent(new Date(Date.now() - 3_600_000).toISOString());
    const hourAhead = encodeURIComponent(new Date(Date.now() + 3_600_000).toISOString());
    expect(ids(await list(`client_id=${paper.buyer.id}&from=${hourAgo}&to=${hourAhead}`))).toEqual([
      paper.id,
    ]);
    expect(ids(await list(`client_id=${paper.buyer.id}&to=${hourAgo}`))).toEqual([]);

    const byId = ids(await list('sort=id&dir=asc&per_page=50'));
    expect(byId).toEqual([...byId].sort((a, b) => a - b));
    const paged = await list('per_page=1&page=2');
    expect(paged.data).toHaveLength(1);
    expect(paged.meta.last_page).toBe(paged.meta.total);
  });

  it('searches the order number, and the name, e-mail or phone of either address', async () => {
    const order = await paperOrder();
    const mine = `client_id=${order.buyer.id}`;
    for (const search of [
      String(order.id),
      `#${order.id}`,
      'سارة',
      'SARA@example',
      '791234',
      'Sara Ahmad',
      '966501',
    ]) {
      expect(ids(await list(`${mine}&search=${encodeURIComponent(search)}`)), search).toEqual([order.id]);
    }
    expect(ids(await list(`${mine}&search=nobody`))).toEqual([]);
    expect(ids(await list(`${mine}&search=${encodeURIComponent('%')}`))).toEqual([]);
  });

  it('refuses a bad filter with 422 and its field named', async () => {
    for (const query of [
      'status=lost',
      'type=vinyl',
      'from=2026-13-45',
      'to=yesterday',
      'per_page=51',
      'sort=name',
    ]) {
      const res = await call('GET', `/staff/orders?${query}`, { token: staff.orders.token });
      expect(res.statusCode, query).toBe(422);
      expect(res.json()).toMatchObject({ message: 'The given data was invalid', code: 'validation' });
      expect(Object.keys(res.json().errors), query).toEqual([`querystring.${query.split('=')[0]}`]);
    }
  });
});

describe('one order', () => {
  it('shows its lines with titles, both address snapshots, the payment and what may come next', async () => {
    const { id, bookId } = await paperOrder({ quantity: 3 });
    const order = await orderOf(id, staff.admin.token);
    expect(order.lines).toEqual([
      {
        id: expect.any(Number),
        book_id: bookId,
        title_ar: 'كتاب ورقي',
        title_en: 'Paper book',
        isbn: null,
        type: 'paper',
        quantity: 3,
        price: expect.any(Number),
        total_price: expect.any(Number),
      },
    ]);
    expect(order.shipping).toMatchObject({
      name: 'سارة أحمد',
      country_ar: 'الأردن',
      country_en: 'Jordan',
      city: 'عمّان',
      short_address: null,
    });
    expect(order.billing).toMatchObject({
      name: 'Sara Ahmad',
      country_en: 'Saudi Arabia',
      short_address: 'RRRD2929',
      email: 'billing@example.com',
    });
    expect(order).toMatchObject({
      note: 'Ring twice',
      carrier: null,
      tracking_number: null,
      next_statuses: ['processing', 'cancelled'],
      can_mark_paid: false,
    });
  });

  it('has no addresses for a digital order, and answers 404 for an order that does not exist', async () => {
    const { id } = await digitalOrder();
    expect(await orderOf(id)).toMatchObject({ shipping: null, billing: null, next_statuses: ['cancelled'] });
    const res = await call('GET', '/staff/orders/999999', { token: staff.orders.token, lang: 'ar' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'الطلب غير موجود', code: 'not_found' });
  });
});

describe('cash on delivery marked paid', () => {
  const markPaid = (id: number, lang?: 'ar' | 'en') =>
    call('POST', `/staff/orders/${id}/paid`, { token: staff.orders.token, lang });

  it('is refused until the order ships, then recorded once with who and when', async () => {
    const { id } = await paperOrder();
    let res = await markPaid(id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'Only a shipped or delivered cash-on-delivery order that is not yet paid can be marked paid',
      code: 'not_payable',
    });
    await move(id, { status: 'processing' });
    await move(id, { status: 'shipped', carrier: 'Aramex' });
    expect((await orderOf(id)).can_mark_paid).toBe(true);
    res = await markPaid(id, 'ar');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('تم تسجيل استلام المبلغ');
    expect(res.json().data).toMatchObject({
      status: 'shipped',
      paid_at: expect.any(String),
      can_mark_paid: false,
    });
    const last = res.json().data.history.at(-1);
    expect(last).toMatchObject({
      from_status: 'shipped',
      to_status: 'shipped',
      note: 'paid',
      staff: { id: staff.orders.id },
    });

    res = await markPaid(id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'This order is already paid', code: 'already_paid' });
    expect((await orderOf(id)).history).toHaveLength(3);
  });

  it('is refused for a card order and for an order that does not exist', async () => {
    const card = await paperOrder({ cod: false });
    await move(card.id, { status: 'processing' });
    await move(card.id, { status: 'shipped', carrier: 'Aramex' });
    expect((await markPaid(card.id)).statusCode).toBe(409);
    expect((await orderOf(card.id)).paid_at).toBeNull();
    const res = await markPaid(999999);
    expect(res.statusCode).toBe(404);
  });
});
