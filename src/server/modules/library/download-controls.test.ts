import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookDownloads, pdfOwnerships } from '#server/db/schema/library.ts';
import { createPdfOwner, pdfPageTexts, setUpOrdersTest } from '#server/modules/orders/testing.ts';
import { signedInStaff } from '#server/modules/staff/testing.ts';
import { copyCodesIn } from '#server/services/pdf-trace.ts';

/* Each download's own code, and the download limit and period staff set (decision 058). */

const { ctx, ref, call } = setUpOrdersTest();
let adminToken = '';
beforeAll(async () => {
  adminToken = (await signedInStaff(ctx, 'admin')).token;
});

/** The shop's download limit and period, as an administrator sets them in the console. */
async function setRules(download_limit: number, download_link_hours: number) {
  const res = await call('PUT', '/staff/settings', {
    token: adminToken,
    body: { download_limit, download_link_hours },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const download = (bookId: number, token: string, lang: 'en' | 'ar' = 'en') =>
  call('GET', `/books/${bookId}/download`, { token, lang });

const downloadsLeft = async (bookId: number, token: string) => {
  const res = await call('GET', `/client-pdf-books?book_id=${bookId}`, { token });
  return res.json().data[0].downloads_left;
};

describe('downloads', () => {
  it('records each download with the code written in it, its order and its kind', async () => {
    await setRules(0, 0);
    const { buyer, book, orderId } = await createPdfOwner(ctx, call, ref);
    const first = await download(book.id, buyer.token);
    const second = await download(book.id, buyer.token);
    const rows = await ctx.app.db
      .select()
      .from(bookDownloads)
      .where(eq(bookDownloads.clientId, buyer.id))
      .orderBy(bookDownloads.id);
    expect(rows).toEqual([
      expect.objectContaining({ bookId: book.id, orderId, kind: 'download', ip: '127.0.0.1' }),
      expect.objectContaining({ bookId: book.id, orderId, kind: 'download', ip: '127.0.0.1' }),
    ]);
    expect(rows[0].code).not.toBe(rows[1].code);
    const [one, two] = await Promise.all([first, second].map((res) => pdfPageTexts(res.rawPayload)));
    expect(copyCodesIn(one.join('\n'))).toEqual([rows[0].code]);
    expect(copyCodesIn(two.join('\n'))).toEqual([rows[1].code]);
    expect(await downloadsLeft(book.id, buyer.token)).toBeNull();
  });
});

describe('the download limit', () => {
  it('refuses the third download of two allowed, counting down what is left; the reader does not count', async () => {
    await setRules(2, 0);
    const { buyer, book } = await createPdfOwner(ctx, call, ref);
    expect(await downloadsLeft(book.id, buyer.token)).toBe(2);
    expect((await download(book.id, buyer.token)).statusCode).toBe(200);
    expect((await call('GET', `/books/${book.id}/read`, { token: buyer.token })).statusCode).toBe(200);
    expect(await downloadsLeft(book.id, buyer.token)).toBe(1);
    expect((await download(book.id, buyer.token)).statusCode).toBe(200);
    expect(await downloadsLeft(book.id, buyer.token)).toBe(0);
    const third = await download(book.id, buyer.token);
    expect(third.statusCode).toBe(403);
    expect(third.json()).toEqual({
      message: 'You have used all downloads allowed for this book',
      code: 'download_limit',
    });
    expect((await call('GET', `/books/${book.id}/read`, { token: buyer.token })).statusCode).toBe(200);
  });

  it('lets only the allowed downloads through when several are asked at the same moment', async () => {
    await setRules(2, 0);
    const { buyer, book } = await createPdfOwner(ctx, call, ref);
    const answers = await Promise.all(Array.from({ length: 6 }, () => download(book.id, buyer.token)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 403, 403, 403, 403]);
    const refused = answers.find((res) => res.statusCode === 403);
    expect(refused?.json().code).toBe('download_limit');
    const rows = await ctx.app.db.select().from(bookDownloads).where(eq(bookDownloads.clientId, buyer.id));
    expect(rows).toHaveLength(2);
    expect(await downloadsLeft(book.id, buyer.token)).toBe(0);
  });

  it('counts only the downloads since staff last reset them', async () => {
    await setRules(1, 0);
    const { buyer, book } = await createPdfOwner(ctx, call, ref);
    expect((await download(book.id, buyer.token)).statusCode).toBe(200);
    expect((await download(book.id, buyer.token)).statusCode).toBe(403);
    await ctx.app.db
      .update(pdfOwnerships)
      .set({ downloadsResetAt: new Date() })
      .where(and(eq(pdfOwnerships.clientId, buyer.id), eq(pdfOwnerships.bookId, book.id)));
    expect(await downloadsLeft(book.id, buyer.token)).toBe(1);
    expect((await download(book.id, buyer.token)).statusCode).toBe(200);
  });
});

describe('the download period', () => {
  it('refuses a download once the period after the purchase has ended; the reader still opens', async () => {
    await setRules(0, 24);
    const { buyer, book } = await createPdfOwner(ctx, call, ref);
    expect((await download(book.id, buyer.token)).statusCode).toBe(200);
    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    await ctx.app.db
      .update(pdfOwnerships)
      .set({ createdAt: dayAgo })
      .where(and(eq(pdfOwnerships.clientId, buyer.id), eq(pdfOwnerships.bookId, book.id)));
    for (const [lang, message] of [
      ['en', 'The download period for this book has ended. Please contact the shop to download it again.'],
      ['ar', 'انتهت مدة تنزيل هذا الكتاب. يُرجى التواصل مع المكتبة لتنزيله من جديد.'],
    ] as const) {
      const late = await download(book.id, buyer.token, lang);
      expect(late.statusCode).toBe(403);
      expect(late.json()).toEqual({ message, code: 'download_expired' });
    }
    expect((await call('GET', `/books/${book.id}/read`, { token: buyer.token })).statusCode).toBe(200);
    await setRules(0, 0);
    expect((await download(book.id, buyer.token)).statusCode).toBe(200);
  });
});

describe('the download settings', () => {
  it('refuse a limit or a period out of range, in both languages', async () => {
    for (const [body, field, en, ar] of [
      [
        { download_limit: 1001 },
        'download_limit',
        'The download limit is a whole number from 0 to 1000',
        'عدد التنزيلات عدد صحيح من 0 إلى 1000',
      ],
      [
        { download_link_hours: 1.5 },
        'download_link_hours',
        'The download period is a whole number of hours from 0 to 8760',
        'مدة التنزيل بالساعات عدد صحيح من 0 إلى 8760',
      ],
    ] as const) {
      for (const [lang, message] of [
        ['en', en],
        ['ar', ar],
      ] as const) {
        const res = await call('PUT', '/staff/settings', { token: adminToken, lang, body });
        expect(res.statusCode).toBe(422);
        expect(res.json().errors).toEqual({ [field]: [message] });
      }
    }
  });
});
