import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createBook,
  createBuyer,
  digitalBody,
  payInSandbox,
  pdfPageTexts,
  setUpOrdersTest,
} from '#server/modules/orders/testing.ts';
import { hashToken, sendDueGifts } from './service.ts';
import {
  claimToken,
  giftOf,
  gifts,
  mailsWithBodies,
  paidGift,
  placeGift,
  recipientAddress,
} from './testing.ts';

const { ctx, ref, call } = setUpOrdersTest({ publicUrl: 'https://books.example' });
const settings = () => ({ publicUrl: 'https://books.example', linkDays: 30 });

describe('buying a book as a gift', () => {
  it('asks a PDF gift for its recipient’s name and e-mail', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const book = await createBook(ctx, { pdf: true });
    const res = await call('POST', '/orders', {
      token: buyer.token,
      body: { ...digitalBody(ref, [book.id]), gift: { message: 'For you' } },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      'gift.recipient_name': ['This field is required'],
      'gift.recipient_email': ['This field is required'],
    });
  });

  it('refuses a gift of two books: one order per book given', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const [a, b] = [await createBook(ctx, { pdf: true }), await createBook(ctx, { pdf: true })];
    const res = await call('POST', '/orders', {
      token: buyer.token,
      body: {
        ...digitalBody(ref, [a.id, b.id]),
        gift: { recipient_name: 'Layla', recipient_email: 'layla@example.com' },
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.books).toEqual([
      'A gift holds one book: place one order for each book you give',
    ]);
  });

  it('refuses a send date more than a year ahead', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const book = await createBook(ctx, { pdf: true });
    const later = new Date(Date.now() + 400 * 24 * 3600 * 1000).toISOString();
    const res = await call('POST', '/orders', {
      token: buyer.token,
      body: {
        ...digitalBody(ref, [book.id]),
        gift: { recipient_name: 'Layla', recipient_email: 'layla@example.com', send_at: later },
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['gift.send_at']).toEqual(['A gift can be scheduled at most a year ahead']);
  });

  it('once paid, mails the recipient in the chosen language and never gives the buyer the book', async () => {
    const buyer = await createBuyer(ctx.app.db, 'omar');
    const { book, order, to } = await paidGift(ctx, call, ref, buyer, { language: 'ar' });
    const gift = await giftOf(ctx.app.db, order.id);
    expect(gift).toMatchObject({ state: 'sent', sends: 1, language: 'ar' });
    const owned = await call('GET', `/client-pdf-books?book_id=${book.id}`, { token: buyer.token });
    expect(owned.json().data).toEqual([]);
    // The buyer is told the gift is paid and on its way, not that the book is theirs.
    const [told] = await mailsWithBodies(ctx.app.db, buyer.email);
    expect(told).toMatchObject({ kind: 'order_gift', subject: `دُفعت هديتك (الطلب رقم ${order.id})` });
    expect(told.textBody).toContain('https://books.example/#/my-gifts');
    const [mail] = await mailsWithBodies(ctx.app.db, to);
    expect(mail).toMatchObject({ kind: 'gift', language: 'ar', subject: 'أهداك omar كتاباً: ديوان الهدايا' });
    expect(mail.textBody).toContain('عزيزي/عزيزتي Layla،');
    expect(mail.textBody).toContain('Eid Mubarak!');
    expect(mail.textBody).toMatch(/https:\/\/books\.example\/#\/gift\/claim\?token=[\w-]{43}/);
    // Only the hash of the link's token is kept.
    expect(gift.tokenHash).toBe(hashToken(await claimToken(ctx.app.db, to)));
  });

  it('lets a buyer who owns the book give it', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const book = await createBook(ctx, { pdf: true });
    const own = await call('POST', '/orders', { token: buyer.token, body: digitalBody(ref, [book.id]) });
    await payInSandbox(ctx, call, buyer, own.json().data.id);
    const order = await placeGift(call, ref, buyer, book.id, {
      recipient_name: 'Layla',
      recipient_email: recipientAddress('owner'),
    });
    expect((await payInSandbox(ctx, call, buyer, order.id)).json().paid).toBe(true);
    expect((await giftOf(ctx.app.db, order.id)).state).toBe('sent');
  });
});

describe('claiming a gift', () => {
  it('gives the book to the claiming reader, whose download is stamped with their name', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const { book, order, to } = await paidGift(ctx, call, ref, buyer);
    const friend = await createBuyer(ctx.app.db, 'layla');
    const res = await call('POST', '/gifts/claim', {
      token: friend.token,
      body: { token: await claimToken(ctx.app.db, to) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      gift_id: expect.any(Number),
      book: { id: book.id, title: 'Book of Gifts' },
      from: 'buyer',
    });
    expect(await giftOf(ctx.app.db, order.id)).toMatchObject({ state: 'claimed', claimedBy: friend.id });
    // In the reader's books, a gift: never the price the giver paid.
    const owned = await call('GET', `/client-pdf-books?book_id=${book.id}`, { token: friend.token });
    expect(owned.json().data).toMatchObject([
      { book_id: book.id, order_id: order.id, gift: true, price: null, total_price: null },
    ]);
    const download = await call('GET', `/books/${book.id}/download`, { token: friend.token });
    expect(download.statusCode).toBe(200);
    const pages = await pdfPageTexts(download.rawPayload);
    expect(pages[0]).toContain(friend.email);
  });

  it('refuses a second claim of the same link, in the reader’s language', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const { to } = await paidGift(ctx, call, ref, buyer);
    const token = await claimToken(ctx.app.db, to);
    const first = await createBuyer(ctx.app.db);
    const second = await createBuyer(ctx.app.db);
    expect((await call('POST', '/gifts/claim', { token: first.token, body: { token } })).statusCode).toBe(
      200,
    );
    const again = await call('POST', '/gifts/claim', { token: second.token, body: { token } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'gift_claimed',
      message: 'This gift has already been claimed: a gift link can be used only once',
    });
    const inArabic = await call('POST', '/gifts/claim', { token: second.token, body: { token }, lang: 'ar' });
    expect(inArabic.json().message).toBe('استُلمت هذه الهدية من قبل: رابط الهدية يُستعمل مرة واحدة فقط');
  });

  it('refuses an unknown link and one whose time ran out', async () => {
    const reader = await createBuyer(ctx.app.db);
    const unknown = await call('POST', '/gifts/claim', {
      token: reader.token,
      body: { token: 'not-a-token' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(
      'This gift link is not valid: check that you opened the whole link from the mail',
    );
    const buyer = await createBuyer(ctx.app.db);
    const { order, to } = await paidGift(ctx, call, ref, buyer);
    // Sent 31 days ago: the link lasted 30.
    await ctx.app.db
      .update(gifts)
      .set({ sentAt: new Date(Date.now() - 31 * 24 * 3600 * 1000) })
      .where(eq(gifts.orderId, order.id));
    const expired = await call('POST', '/gifts/claim', {
      token: reader.token,
      body: { token: await claimToken(ctx.app.db, to) },
    });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({
      code: 'gift_link_expired',
      message: 'This gift link has expired: ask the person who gave you the book to send it again',
    });
    const listed = await call('GET', '/gifts', { token: buyer.token });
    expect(listed.json().data[0]).toMatchObject({ state: 'sent', expired: true, can_resend: true });
  });

  it('tells a reader who owns the book already, and keeps the link valid', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const { book, order, to } = await paidGift(ctx, call, ref, buyer);
    const reader = await createBuyer(ctx.app.db);
    const own = await call('POST', '/orders', { token: reader.token, body: digitalBody(ref, [book.id]) });
    await payInSandbox(ctx, call, reader, own.json().data.id);
    const token = await claimToken(ctx.app.db, to);
    const res = await call('POST', '/gifts/claim', { token: reader.token, body: { token } });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'You already own «Book of Gifts», so this gift was not added to your library. The link stays valid and can still be claimed from another account',
    );
    expect((await giftOf(ctx.app.db, order.id)).state).toBe('sent');
    const other = await createBuyer(ctx.app.db);
    expect((await call('POST', '/gifts/claim', { token: other.token, body: { token } })).statusCode).toBe(
      200,
    );
  });

  it('refuses the link of a gift whose order was cancelled', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const book = await createBook(ctx, { pdf: true });
    const to = recipientAddress('cancel');
    const order = await placeGift(call, ref, buyer, book.id, {
      recipient_name: 'Layla',
      recipient_email: to,
    });
    await call('POST', `/orders/${order.id}/cancel`, { token: buyer.token });
    expect((await giftOf(ctx.app.db, order.id)).state).toBe('cancelled');
    expect(await mailsWithBodies(ctx.app.db, to)).toEqual([]);
  });
});

describe('a gift sent on a chosen date', () => {
  it('waits, scheduled, until its date, then is sent once', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const eid = new Date(Date.now() + 10 * 24 * 3600 * 1000);
    const { order, to } = await paidGift(ctx, call, ref, buyer, { send_at: eid.toISOString() });
    expect((await giftOf(ctx.app.db, order.id)).state).toBe('scheduled');
    expect(await mailsWithBodies(ctx.app.db, to)).toEqual([]);
    const listed = await call('GET', '/gifts', { token: buyer.token });
    expect(listed.json().data[0]).toMatchObject({
      state: 'scheduled',
      can_resend: false,
      send_at: eid.toISOString(),
    });

    const dayBefore = new Date(eid.getTime() - 24 * 3600 * 1000);
    expect(await sendDueGifts(ctx.app.db, settings(), dayBefore)).not.toContain(order.id);
    const gift = await giftOf(ctx.app.db, order.id);
    expect(await sendDueGifts(ctx.app.db, settings(), eid)).toContain(gift.id);
    expect(await sendDueGifts(ctx.app.db, settings(), eid)).not.toContain(gift.id);
    expect(await mailsWithBodies(ctx.app.db, to)).toHaveLength(1);
    expect((await giftOf(ctx.app.db, order.id)).state).toBe('sent');
  });
});

describe('resending a gift', () => {
  it('sends the same address a new link, and the old link stops working', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const { order, to } = await paidGift(ctx, call, ref, buyer);
    const oldToken = await claimToken(ctx.app.db, to);
    const gift = await giftOf(ctx.app.db, order.id);
    const res = await call('POST', `/gifts/${gift.id}/resend`, { token: buyer.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: gift.id, state: 'sent', sends: 2, recipient_email: to });
    expect(await mailsWithBodies(ctx.app.db, to)).toHaveLength(2);
    const reader = await createBuyer(ctx.app.db);
    const old = await call('POST', '/gifts/claim', { token: reader.token, body: { token: oldToken } });
    expect(old.json().code).toBe('gift_link_invalid');
    const fresh = await call('POST', '/gifts/claim', {
      token: reader.token,
      body: { token: await claimToken(ctx.app.db, to) },
    });
    expect(fresh.statusCode).toBe(200);
    const claimed = await call('POST', `/gifts/${gift.id}/resend`, { token: buyer.token });
    expect(claimed.statusCode).toBe(409);
    expect(claimed.json().message).toBe('This gift was already claimed: there is nothing to send again');
  });

  it('answers 404 for another buyer’s gift and stops after five sends', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const { order } = await paidGift(ctx, call, ref, buyer);
    const gift = await giftOf(ctx.app.db, order.id);
    const stranger = await createBuyer(ctx.app.db);
    const other = await call('POST', `/gifts/${gift.id}/resend`, { token: stranger.token });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('This gift was not found');
    for (let send = 2; send <= 5; send++) {
      expect((await call('POST', `/gifts/${gift.id}/resend`, { token: buyer.token })).statusCode).toBe(200);
    }
    const sixth = await call('POST', `/gifts/${gift.id}/resend`, { token: buyer.token });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json()).toMatchObject({
      code: 'gift_sends_used_up',
      message:
        'This gift was already sent 5 times, the most allowed: write to the shop if it still has not arrived',
    });
  });
});
