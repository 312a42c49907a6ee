import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dataRequests } from '#server/db/schema/privacy.ts';
import { expectNoSecrets } from '#server/modules/clients/testing.ts';
import { insertContactMessage } from '#server/modules/content/testing.ts';
import { claimToken, paidGift } from '#server/modules/gifts/testing.ts';
import { invoices } from '#server/modules/invoicing/testing.ts';
import {
  type Buyer,
  createBook,
  createBuyer,
  digitalBody,
  payInSandbox,
  pdfPageTexts,
  setUpOrdersTest,
} from '#server/modules/orders/testing.ts';

const { ctx, ref, call } = setUpOrdersTest({ publicUrl: 'https://books.example' });

/** A reader with a paid order, its invoice, a gift given, a place in a book, a message and a consent change. */
async function busyReader(name: string) {
  const reader = await createBuyer(ctx.app.db, name);
  const book = await createBook(ctx, { pdf: true, titleAr: `ديوان ${name}`, titleEn: `Poems of ${name}` });
  const placed = await call('POST', '/orders', { token: reader.token, body: digitalBody(ref, [book.id]) });
  const orderId: number = placed.json().data.id;
  expect((await payInSandbox(ctx, call, reader, orderId)).statusCode).toBe(200);
  const reading = await call('PUT', `/books/${book.id}/reading`, {
    token: reader.token,
    body: { page: 7, pages: 120 },
  });
  expect(reading.statusCode, reading.body).toBe(200);
  const gift = await paidGift(ctx, call, ref, reader, { message: `From ${name}` });
  await insertContactMessage(ctx.app.db, {
    name,
    email: reader.email,
    message: `Where is my book, ${name}?`,
  });
  const consent = await call('PUT', '/profile/consents/marketing', {
    token: reader.token,
    body: { granted: true },
  });
  expect(consent.statusCode, consent.body).toBe(200);
  return { reader, book, orderId, gift };
}

const exportOf = (reader: Buyer, lang: 'ar' | 'en' = 'en') =>
  call('GET', '/profile/data', { token: reader.token, lang });

describe('the copy of a reader’s data', () => {
  it('holds the profile, orders with lines and amounts, invoices, gifts, reading places, consents and messages', async () => {
    const { reader, book, orderId, gift } = await busyReader('sara');
    const res = await exportOf(reader);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const data = res.json();
    expect(data.profile).toMatchObject({ name: 'sara', email: reader.email, language: 'ar', active: true });
    const order = data.orders.find((row: { number: string }) => row.number === `#${orderId}`);
    expect(order).toMatchObject({
      status: 'paid',
      is_gift: false,
      lines: [{ book_id: book.id, quantity: 1 }],
    });
    expect(order.lines[0].book_title).toBe('Poems of sara');
    expect(Number.isInteger(order.total.cents)).toBe(true);
    expect(order.total.formatted).toMatch(/\$/);
    expect(order.lines[0].unit_price.cents).toBe(order.lines[0].total_price.cents);

    const [invoice] = await ctx.app.db.select().from(invoices).where(eq(invoices.orderId, orderId));
    expect(data.invoices).toContainEqual(
      expect.objectContaining({
        kind: 'invoice',
        order_number: `#${orderId}`,
        total: { cents: invoice.totalCents, formatted: expect.any(String) },
      }),
    );
    expect(data.gifts.given).toEqual([
      expect.objectContaining({
        order_id: gift.order.id,
        book_title: 'Book of Gifts',
        recipient_name: 'Layla',
        recipient_email: gift.to,
        message: 'From sara',
      }),
    ]);
    expect(data.reading_places).toEqual([
      { book_id: book.id, book_title: 'Poems of sara', page: 7, pages: 120, updated_at: expect.any(String) },
    ]);
    expect(data.consents.marketing).toMatchObject({ granted: true, source: 'profile' });
    expect(data.messages).toEqual([
      { sent_at: expect.any(String), name: 'sara', message: 'Where is my book, sara?', replies: [] },
    ]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expectNoSecrets(res.body);
    expect(res.body).not.toMatch(/"(id|token|session_id|password)"/);
  });

  it('names the gifts a reader received, and never another reader’s data', async () => {
    const sara = await busyReader('huda');
    const other = await busyReader('omar');
    const claim = await call('POST', '/gifts/claim', {
      token: sara.reader.token,
      body: { token: await claimToken(ctx.app.db, other.gift.to) },
    });
    expect(claim.statusCode, claim.body).toBe(200);
    const res = await exportOf(sara.reader);
    const data = res.json();
    expect(data.gifts.received).toEqual([
      expect.objectContaining({
        order_id: other.gift.order.id,
        book_title: 'Book of Gifts',
        state: 'claimed',
      }),
    ]);
    expect(data.orders.map((row: { number: string }) => row.number)).not.toContain(`#${other.orderId}`);
    for (const trace of [
      other.reader.email,
      'omar',
      'Where is my book, omar?',
      'From omar',
      'Poems of omar',
    ]) {
      expect(res.body).not.toContain(trace);
    }
  });

  it('names the books in the reader’s language', async () => {
    const { reader } = await busyReader('lina');
    const data = (await exportOf(reader, 'ar')).json();
    expect(data.language).toBe('ar');
    expect(data.reading_places[0].book_title).toBe('ديوان lina');
  });

  it('keeps each download as an answered export request, for staff to see', async () => {
    const reader = await createBuyer(ctx.app.db, 'nour');
    expect((await exportOf(reader)).statusCode).toBe(200);
    expect((await call('GET', '/profile/data.pdf', { token: reader.token })).statusCode).toBe(200);
    const rows = await ctx.app.db.select().from(dataRequests).where(eq(dataRequests.clientId, reader.id));
    expect(rows.map((row) => [row.kind, row.state, row.note])).toEqual([
      ['export', 'done', 'json'],
      ['export', 'done', 'pdf'],
    ]);
    expect(rows[0].doneAt).not.toBeNull();
  });

  it('asks who is asking', async () => {
    const res = await call('GET', '/profile/data');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Please log in', code: 'unauthenticated' });
  });
});

describe('the copy of a reader’s data as a PDF', () => {
  it('is laid out in Arabic with its headings, the order number and the reader’s name', async () => {
    const { reader, orderId } = await busyReader('rana');
    const res = await call('GET', '/profile/data.pdf', { token: reader.token, lang: 'ar' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    const text = (await pdfPageTexts(res.rawPayload)).join('\n');
    for (const heading of [
      'نسخة من بياناتك',
      'ملفك الشخصي',
      'الطلبات',
      'الفواتير',
      'مواضع القراءة',
      'الرسائل',
    ]) {
      expect(text).toContain(heading);
    }
    expect(text).toContain(`رقم الطلب #${orderId}`);
    expect(text).toContain('ديوان rana');
    expect(text).toContain('Where is my book, rana?');
    expect(text).toContain('موافق من ملفي الشخصي');
  });

  it('is in English when asked', async () => {
    const { reader, orderId } = await busyReader('sami');
    const res = await call('GET', '/profile/data.pdf', { token: reader.token, lang: 'en' });
    const text = (await pdfPageTexts(res.rawPayload)).join('\n');
    for (const heading of ['A copy of your data', 'Your profile', 'Orders', 'Invoices', 'Reading places']) {
      expect(text).toContain(heading);
    }
    expect(text).toContain(`Order number #${orderId}`);
    expect(text).toContain('Poems of sami');
  });
});
