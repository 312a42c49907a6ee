import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '#server/db/schema/orders.ts';
import { createBook, createBuyer, digitalBody, hardCopyBody, setUpOrdersTest, stockOf } from './fixtures.ts';

const { ctx, ref, call } = setUpOrdersTest();

describe('only what is on sale can be ordered', () => {
  it('refuses a coming-soon book as a hard copy with 409 naming it, writing nothing', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const book = await createBook(ctx, {
      titleAr: 'رمل الذاكرة',
      titleEn: 'Sand of Memory',
      comingSoon: true,
    });
    for (const [lang, message] of [
      ['en', '«Sand of Memory» is coming soon and cannot be bought yet'],
      ['ar', 'الكتاب «رمل الذاكرة» سيصدر قريباً ولا يمكن شراؤه بعد'],
    ] as const) {
      const res = await call('POST', '/orders', {
        token: buyer.token,
        lang,
        body: hardCopyBody(ref, { books: [{ book_id: book.id, quantity: 1 }] }),
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message, code: 'coming_soon' });
    }
    expect(await stockOf(ctx.app.db, book.id)).toBe(10);
    expect(await ctx.app.db.select().from(orders).where(eq(orders.clientId, buyer.id))).toEqual([]);
  });

  it('refuses a coming-soon book as a PDF with 409 naming it', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const book = await createBook(ctx, { titleEn: 'Sand of Memory', comingSoon: true, pdf: true });
    const res = await call('POST', '/orders', { token: buyer.token, body: digitalBody(ref, [book.id]) });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: '«Sand of Memory» is coming soon and cannot be bought yet',
      code: 'coming_soon',
    });
  });

  it('sells the same book once it is no longer coming soon', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const book = await createBook(ctx, { comingSoon: false });
    const res = await call('POST', '/orders', {
      token: buyer.token,
      body: hardCopyBody(ref, { books: [{ book_id: book.id, quantity: 1 }] }),
    });
    expect(res.statusCode).toBe(201);
  });

  it('refuses a printed copy of a PDF-only book (hard-copy price 0) with 409 naming it', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const book = await createBook(ctx, {
      titleAr: 'ديوان الحب',
      titleEn: 'Diwan of Love',
      hardcopyPriceCents: 0,
      pdfPriceCents: 750,
    });
    for (const [lang, message] of [
      ['en', '«Diwan of Love» is sold only as a PDF; there is no printed copy of it'],
      ['ar', 'الكتاب «ديوان الحب» متوفر بنسخة رقمية فقط، ولا تتوفر منه نسخة ورقية'],
    ] as const) {
      const res = await call('POST', '/orders', {
        token: buyer.token,
        lang,
        body: hardCopyBody(ref, { books: [{ book_id: book.id, quantity: 2 }] }),
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message, code: 'pdf_only' });
    }
    expect(await stockOf(ctx.app.db, book.id)).toBe(10);
  });
});
