import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { issueSession } from '#server/modules/clients/index.ts';
import { insertClient } from '#server/modules/clients/testing.ts';
import { mailsTo } from '#server/modules/mail/index.ts';
import { signedInStaff } from '#server/modules/staff/testing.ts';
import { apiCaller, createTestApp, onRealPostgres, setUpForFile } from '#server/test/harness.ts';
import { type ReceivedMail, startTestSmtp } from '#server/test/smtp.ts';
import { insertBook } from './testing.ts';

/*
 * Issue 28, point 5: 'tell me when it's out'. A visitor confirms their address (double opt-in), a
 * signed-in reader joins with one press; on release, or when printed stock is back above zero, each
 * waiting reader gets one mail in their language and leaves the list.
 */

const t = setUpForFile(async () => {
  const smtp = await startTestSmtp();
  const ctx = await createTestApp({ smtpUrl: smtp.url, publicUrl: 'https://books.example' });
  return {
    ...ctx,
    smtp,
    async close() {
      await ctx.close();
      await smtp.close();
    },
  };
});
const call = apiCaller(t);
const editor = {} as { token: string };

beforeAll(async () => {
  Object.assign(editor, await signedInStaff(t, 'editor'));
});

const address = (name: string) => `${name}-${randomBytes(4).toString('hex')}@example.com`;

async function reader(language: 'ar' | 'en') {
  const email = address('reader');
  const row = await insertClient(t.app.db, { name: 'Sara', email, language });
  return { email, token: await issueSession(t.app.db, row.id, { remember: false }) };
}

const linkIn = (mail: ReceivedMail) => {
  const match = /(https?:\/\/\S+\/api\/books\/waitlist\/confirm\?token=[\w%-]+)/.exec(mail.text);
  if (!match) throw new Error(`no link in: ${mail.text}`);
  const url = new URL(match[1]);
  return `${url.pathname}${url.search}`;
};

async function nextMail(email: string) {
  await t.app.outbox.work();
  return t.smtp.nextMail(email);
}

const release = (bookId: number) => call('POST', `/staff/books/${bookId}/release`, { token: editor.token });
const setStock = (bookId: number, stock: number) =>
  call('POST', `/staff/books/${bookId}/stock`, { token: editor.token, body: { stock, reason: 'Reprint' } });
const availableMails = async (email: string) =>
  (await mailsTo(t.app.db, email)).filter((mail) => mail.kind === 'waitlist_available');

describe('a visitor waits for a coming-soon book', () => {
  it('confirms the address by the mailed link, then gets one mail on release', async () => {
    const book = await insertBook(t.app.db, { comingSoon: true, titleAr: 'الرحلة', titleEn: 'The Journey' });
    const email = address('visitor');
    const res = await call('POST', `/books/${book.id}/waitlist`, { body: { email }, lang: 'en' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      data: { state: 'confirm' },
      message: 'Check your mail: follow the link we sent to confirm.',
    });
    const confirm = await nextMail(email);
    expect(confirm.subject).toBe('Confirm: tell me when «The Journey» is available');

    const opened = await t.app.inject({ method: 'GET', url: linkIn(confirm) });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/#/book-details/${book.id}?waitlist=1`);
    const again = await t.app.inject({ method: 'GET', url: linkIn(confirm) });
    expect(again.headers.location).toBe('/#/?waitlist=0');

    expect((await release(book.id)).statusCode).toBe(200);
    const out = await nextMail(email);
    expect(out.subject).toBe('«The Journey» is available');
    expect(out.text).toContain(`https://books.example/#/book-details/${book.id}`);
    expect(await availableMails(email)).toHaveLength(1);
  });

  it('mails nothing to an address never confirmed', async () => {
    const book = await insertBook(t.app.db, { comingSoon: true });
    const email = address('unsure');
    expect((await call('POST', `/books/${book.id}/waitlist`, { body: { email } })).statusCode).toBe(200);
    expect((await release(book.id)).statusCode).toBe(200);
    expect(await availableMails(email)).toHaveLength(0);
  });
});

describe('a signed-in reader waits for a sold-out book', () => {
  it('joins with one press and is mailed once, in their language, when stock is back', async () => {
    const book = await insertBook(t.app.db, { stock: 0, titleAr: 'الأيام', titleEn: 'The Days' });
    const sara = await reader('ar');
    const res = await call('POST', `/books/${book.id}/waitlist`, { token: sara.token, body: {}, lang: 'ar' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      data: { state: 'joined' },
      message: 'تم: سنكتب إليك مرة واحدة حين يتوفر الكتاب.',
    });

    expect((await setStock(book.id, 4)).statusCode).toBe(200);
    expect((await nextMail(sara.email)).subject).toBe('توفر «الأيام»');
    // Sold out and back again: the reader left the list with the first mail.
    expect((await setStock(book.id, 0)).statusCode).toBe(200);
    expect((await setStock(book.id, 2)).statusCode).toBe(200);
    expect(await availableMails(sara.email)).toHaveLength(1);
  });

  it('keeps the list of a coming-soon book whose stock arrives before its release', async () => {
    const book = await insertBook(t.app.db, { comingSoon: true, stock: 0 });
    const sara = await reader('en');
    await call('POST', `/books/${book.id}/waitlist`, { token: sara.token, body: {} });
    expect((await setStock(book.id, 10)).statusCode).toBe(200);
    expect(await availableMails(sara.email)).toHaveLength(0);
    expect((await release(book.id)).statusCode).toBe(200);
    expect(await availableMails(sara.email)).toHaveLength(1);
  });
});

describe('refusals', () => {
  it('refuses a book on sale now', async () => {
    const book = await insertBook(t.app.db, { stock: 3 });
    const res = await call('POST', `/books/${book.id}/waitlist`, {
      body: { email: address('x') },
      lang: 'en',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'not_waitable',
      message: 'This book is available now: no need to wait for it.',
    });
  });

  it('asks a visitor for an address', async () => {
    const book = await insertBook(t.app.db, { comingSoon: true });
    const res = await call('POST', `/books/${book.id}/waitlist`, { body: {}, lang: 'en' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['Enter your e-mail address.'] });
  });

  it('answers 404 for an unknown book', async () => {
    const res = await call('POST', '/books/999999/waitlist', { body: { email: address('x') }, lang: 'en' });
    expect(res.statusCode).toBe(404);
  });
});

describe('the waiting lists in the back office', () => {
  it('counts the readers waiting per book, most waited-for first, for editors only', async () => {
    const popular = await insertBook(t.app.db, { stock: 0, titleEn: 'Popular' });
    const quiet = await insertBook(t.app.db, { stock: 0, titleEn: 'Quiet' });
    for (const book of [popular, popular, quiet]) {
      const someone = await reader('en');
      await call('POST', `/books/${book.id}/waitlist`, { token: someone.token, body: {} });
    }
    await call('POST', `/books/${quiet.id}/waitlist`, { body: { email: address('v') } });
    const res = await call('GET', '/staff/waitlists?per_page=50', { token: editor.token });
    expect(res.statusCode).toBe(200);
    const rows = res
      .json()
      .data.filter((row: { book_id: number }) => [popular.id, quiet.id].includes(row.book_id));
    expect(rows).toEqual([
      expect.objectContaining({ book_id: popular.id, waiting: 2, unconfirmed: 0, stock: 0 }),
      expect.objectContaining({ book_id: quiet.id, waiting: 1, unconfirmed: 1 }),
    ]);
    const byTitle = await call('GET', '/staff/waitlists?sort=title&dir=desc&search=Quiet', {
      token: editor.token,
    });
    expect(byTitle.json().data.map((row: { book_id: number }) => row.book_id)).toEqual([quiet.id]);

    const orders = await signedInStaff(t, 'orders');
    expect((await call('GET', '/staff/waitlists', { token: orders.token })).statusCode).toBe(403);
  });
});

// Races need connections that run side by side: PGlite has one, so this runs in `npm run test:pg` only.
describe.runIf(onRealPostgres)('two releases at once', () => {
  it('mails each waiting reader once', async () => {
    const book = await insertBook(t.app.db, { comingSoon: true });
    const sara = await reader('en');
    await call('POST', `/books/${book.id}/waitlist`, { token: sara.token, body: {} });
    const answers = await Promise.all([release(book.id), release(book.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await availableMails(sara.email)).toHaveLength(1);
  });
});
