import { beforeAll, describe, expect, it } from 'vitest';
import { createBook, createBuyer, hardCopyBody, setUpOrdersTest } from '#server/modules/orders/testing.ts';
import { signedInStaff } from '#server/modules/staff/testing.ts';
import { pdfToText } from '#server/test/pdf-reader.ts';
import { giftOf, mailsWithBodies, paidGift } from './testing.ts';

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

describe('a printed copy sent as a gift', () => {
  async function printedGift(paymentTypeId: number) {
    const buyer = await createBuyer(ctx.app.db);
    const book = await createBook(ctx, { titleEn: 'Poems for Eid', hardcopyPriceCents: 1999, stock: 5 });
    return call('POST', '/orders', {
      token: buyer.token,
      body: hardCopyBody(ref, {
        payment_type_id: paymentTypeId,
        books: [{ book_id: book.id, quantity: 1, isHardCopy: true }],
        gift: { message: 'Happy Eid, Sara — with love from Omar' },
      }),
    });
  }

  it('packs with the gift note and no prices on the slip, in English and Arabic', async () => {
    const placed = await printedGift(ref.card);
    expect(placed.statusCode, placed.body).toBe(201);
    const { id } = placed.json().data;
    const order = await call('GET', `/staff/orders/${id}`, { token: desk.token });
    expect(order.json().data.gift).toEqual({ note: 'Happy Eid, Sara — with love from Omar' });
    const slip = async (lang: 'ar' | 'en') => {
      const res = await call('GET', `/staff/orders/${id}/packing-slip?lang=${lang}`, { token: desk.token });
      expect(res.statusCode).toBe(200);
      return (await pdfToText(res.rawPayload)).replace(/\s+/g, ' ');
    };
    const english = await slip('en');
    for (const expected of [
      'Gift note',
      'Happy Eid, Sara — with love from Omar',
      'A gift — no prices, nothing to collect',
      'Poems for Eid',
    ]) {
      expect(english).toContain(expected);
    }
    expect(english).not.toMatch(/\$|19\.99/);
    const arabic = await slip('ar');
    expect(arabic).toContain('Happy Eid, Sara');
    expect(arabic).not.toMatch(/\$|19\.99/);
  });

  it('cannot be paid in cash on delivery', async () => {
    const res = await printedGift(ref.cod);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.payment_type_id).toEqual([
      'A printed gift cannot be paid in cash on delivery: the recipient would be asked to pay',
    ]);
  });
});
