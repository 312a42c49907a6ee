import { beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff } from '#server/modules/staff/testing.ts';
import { createBuyer, setUpOrdersTest } from './fixtures.ts';
import { giftOf, mailsWithBodies, paidGift } from './test-gifts.ts';

/* Gifts in the back office: the orders desk and admins list them and resend one, logged; editors may not. */

const { ctx, ref, call } = setUpOrdersTest();
let desk = { token: '' };
let admin = { token: '' };
let editor = { token: '' };
beforeAll(async () => {
  desk = await signedInStaff(ctx, 'orders');
  admin = await signedInStaff(ctx, 'admin');
  editor = await signedInStaff(ctx, 'editor');
});

describe('gifts in the back office', () => {
  it('lists gifts with their buyer, recipient, book, state and dates, for the orders desk and admins', async () => {
    const buyer = await createBuyer(ctx.app.db, 'hind');
    const { book, order, to } = await paidGift(ctx, call, ref, buyer);
    for (const member of [desk, admin]) {
      const res = await call('GET', '/staff/gifts?state=sent', { token: member.token });
      expect(res.statusCode).toBe(200);
      const listed = res.json().data.find((g: { order_id: number }) => g.order_id === order.id);
      expect(listed).toMatchObject({
        buyer: { id: buyer.id, name: 'hind', email: buyer.email },
        recipient_email: to,
        book: { id: book.id, title: 'Book of Gifts' },
        state: 'sent',
        sent_at: expect.any(String),
        created_at: expect.any(String),
      });
    }
    const claimed = await call('GET', '/staff/gifts?state=claimed', { token: desk.token });
    expect(claimed.json().data.map((g: { order_id: number }) => g.order_id)).not.toContain(order.id);
  });

  it('is closed to editors', async () => {
    const list = await call('GET', '/staff/gifts', { token: editor.token });
    expect(list.statusCode).toBe(403);
    const resend = await call('POST', '/staff/gifts/1/resend', { token: editor.token });
    expect(resend.statusCode).toBe(403);
  });

  it('resends a gift to its recipient and keeps it in the activity log', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const { order, to } = await paidGift(ctx, call, ref, buyer);
    const gift = await giftOf(ctx.app.db, order.id);
    const res = await call('POST', `/staff/gifts/${gift.id}/resend`, { token: desk.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: gift.id, sends: 2, recipient_email: to });
    expect(await mailsWithBodies(ctx.app.db, to)).toHaveLength(2);
    const log = await call('GET', `/staff/activity?entity=gift&entity_id=${gift.id}`, { token: admin.token });
    expect(log.json().data).toEqual([
      expect.objectContaining({
        action: 'gift_resend',
        entity: 'gift',
        entity_id: gift.id,
        after: { order_id: order.id, recipient_email: to, sends: 2 },
      }),
    ]);
  });

  it('answers an unknown gift in the staff member’s language', async () => {
    const missing = await call('POST', '/staff/gifts/999999/resend', { token: desk.token, lang: 'ar' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('لم يُعثر على هذه الهدية');
  });
});
