import { describe, expect, it } from 'vitest';
import {
  createBook,
  createBuyer,
  hardCopyBody,
  setUpStaffOrdersTest,
} from '#server/modules/orders/testing.ts';
import { activityRows } from '#server/modules/staff/testing.ts';

/* Coupon codes in the back office: admins keep them, the orders desk reads their uses and revenue. */

const { t, ref, staff, call } = setUpStaffOrdersTest();

const activityOf = (entityId: number) => activityRows(t.database.db, 'coupon', entityId);

const spring = (code = 'SPRING10') => ({ code, percent_off: 10, max_uses: 100, max_uses_per_client: 1 });

describe('coupons in the back office', () => {
  it('lets an admin add a code and change it, each change in the activity log', async () => {
    const made = await call('POST', '/staff/coupons', { token: staff.admin.token, body: spring() });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().message).toBe('Coupon added');
    const coupon = made.json().data;
    expect(coupon).toMatchObject({
      code: 'SPRING10',
      percent_off: 10,
      amount_off: null,
      max_uses: 100,
      combines_with_sale: false,
      active: true,
      uses: 0,
      revenue: 0,
    });

    const changed = await call('PUT', `/staff/coupons/${coupon.id}`, {
      token: staff.admin.token,
      lang: 'ar',
      body: { amount_off: 3, active: false },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().message).toBe('حُفظ رمز الخصم');
    expect(changed.json().data).toMatchObject({ percent_off: null, amount_off: 3, active: false });

    const log = await activityOf(coupon.id);
    expect(log.map((row) => row.action)).toEqual(['create', 'update']);
    expect(log[1]!.before).toMatchObject({ percent_off: 10, active: true });
    expect(log[1]!.after).toMatchObject({ amount_off: 3, active: false });
  });

  it('refuses a code another coupon has, whatever its case, and both kinds at once', async () => {
    await call('POST', '/staff/coupons', { token: staff.admin.token, body: spring('TAKEN') });
    const same = await call('POST', '/staff/coupons', { token: staff.admin.token, body: spring('taken') });
    expect(same.statusCode).toBe(422);
    expect(same.json().errors.code).toEqual(['Another coupon already has this code']);
    const both = await call('POST', '/staff/coupons', {
      token: staff.admin.token,
      body: { code: 'BOTH', percent_off: 10, amount_off: 2 },
    });
    expect(both.statusCode).toBe(422);
    expect(both.json().errors.percent_off).toEqual(['Give either a percentage or an amount off, not both']);
    const backwards = await call('POST', '/staff/coupons', {
      token: staff.admin.token,
      body: {
        code: 'BACKWARDS',
        percent_off: 5,
        starts_at: '2031-02-01T00:00:00Z',
        ends_at: '2031-01-01T00:00:00Z',
      },
    });
    expect(backwards.json().errors.ends_at).toEqual(['The end must come after the start']);
    const spaced = await call('POST', '/staff/coupons', {
      token: staff.admin.token,
      body: { code: 'TWO WORDS', percent_off: 5 },
    });
    expect(spaced.statusCode).toBe(422);
  });

  it('shows the orders desk each code’s uses and revenue, read-only; the editor sees nothing', async () => {
    const made = await call('POST', '/staff/coupons', { token: staff.admin.token, body: spring('DESK') });
    const id = made.json().data.id;
    const book = await createBook(t, { hardcopyPriceCents: 2000, stock: 10 });
    for (const name of ['first', 'second']) {
      const buyer = await createBuyer(t.app.db, name);
      const placed = await call('POST', '/orders', {
        token: buyer.token,
        body: hardCopyBody(ref, { books: [{ book_id: book.id, quantity: 1 }], coupon_code: 'desk' }),
      });
      expect(placed.statusCode, placed.body).toBe(201);
    }
    const list = await call('GET', '/staff/coupons?search=desk', { token: staff.orders.token });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toMatchObject([{ id, code: 'DESK', uses: 2, revenue: 36, discount_given: 4 }]);
    const one = await call('GET', `/staff/coupons/${id}`, { token: staff.orders.token });
    expect(one.json().data).toMatchObject({ uses: 2, revenue: 36 });

    const write = await call('PUT', `/staff/coupons/${id}`, {
      token: staff.orders.token,
      body: { active: false },
    });
    expect(write.statusCode).toBe(403);
    const add = await call('POST', '/staff/coupons', { token: staff.orders.token, body: spring('NOPE') });
    expect(add.statusCode).toBe(403);
    for (const path of ['/staff/coupons', `/staff/coupons/${id}`]) {
      expect((await call('GET', path, { token: staff.editor.token })).statusCode).toBe(403);
    }
  });

  it('refuses a limit below the uses already taken', async () => {
    const made = await call('POST', '/staff/coupons', { token: staff.admin.token, body: spring('LIMIT') });
    const id = made.json().data.id;
    const book = await createBook(t, { hardcopyPriceCents: 1000, stock: 10 });
    for (const name of ['limit1', 'limit2']) {
      const buyer = await createBuyer(t.app.db, name);
      await call('POST', '/orders', {
        token: buyer.token,
        body: hardCopyBody(ref, { books: [{ book_id: book.id, quantity: 1 }], coupon_code: 'LIMIT' }),
      });
    }
    const tooLow = await call('PUT', `/staff/coupons/${id}`, {
      token: staff.admin.token,
      body: { max_uses: 1 },
    });
    expect(tooLow.statusCode).toBe(422);
    expect(tooLow.json().errors.max_uses).toEqual(['The limit cannot be below the uses already taken']);
    const lower = await call('PUT', `/staff/coupons/${id}`, {
      token: staff.admin.token,
      body: { max_uses: 2 },
    });
    expect(lower.statusCode).toBe(200);
  });
});
