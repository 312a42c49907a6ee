import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { books } from '#server/modules/catalog/testing.ts';
import { pdfOwnerships } from '#server/modules/library/testing.ts';
import { mailsTo } from '#server/modules/mail/index.ts';
import { mailOutbox } from '#server/modules/mail/testing.ts';
import { insertPaymentTypes } from '#server/modules/reference/testing.ts';
import { signedInStaff } from '#server/modules/staff/testing.ts';
import { onRealPostgres } from '#server/test/harness.ts';
import {
  type Buyer,
  createBook,
  createBuyer,
  digitalBody,
  hardCopyBody,
  payInSandbox,
  setUpOrdersTest,
  stockOf,
} from './fixtures.ts';
import { releaseDueBooks } from './preorder-job.ts';
import { releaseBook } from './preorders.ts';

/*
 * Pre-orders (decision 056): a coming-soon book open for pre-order is sold now; a printed copy takes
 * its stock and waits for the release, a PDF is paid by card and owned from the release; the release
 * happens once, by staff or on its date, and mails each pre-order once.
 */

const SHOP = 'http://localhost:3000';
const { ctx, ref, call } = setUpOrdersTest({ publicUrl: SHOP });
const staff = {} as { token: string };
const TRANSFER = 3;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  Object.assign(staff, await signedInStaff(ctx, 'editor'));
  await insertPaymentTypes(ctx.app.db, [
    { id: TRANSFER, code: 'transfer', titleAr: 'تحويل بنكي', titleEn: 'Bank transfer' },
  ]);
});

const inDays = (days: number) => new Date(Date.now() + days * DAY);

async function comingBook(values: Parameters<typeof createBook>[1] = {}, open = true) {
  const book = await createBook(ctx, { comingSoon: true, hardcopyPriceCents: 1500, stock: 5, ...values });
  if (open) {
    const res = await call('PUT', `/staff/books/${book.id}/preorder`, {
      token: staff.token,
      body: { preorder_open: true, release_at: inDays(10).toISOString() },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return book;
}

const paperOrder = (buyer: Buyer, bookId: number) =>
  call('POST', '/orders', {
    token: buyer.token,
    body: hardCopyBody(ref, { books: [{ book_id: bookId, quantity: 2, isHardCopy: true }] }),
  });

const owns = async (buyer: Buyer, bookId: number) =>
  (
    await ctx.app.db
      .select()
      .from(pdfOwnerships)
      .where(and(eq(pdfOwnerships.clientId, buyer.id), eq(pdfOwnerships.bookId, bookId)))
  ).length;

const mailKinds = async (email: string) => (await mailsTo(ctx.app.db, email)).map((mail) => mail.kind).sort();

describe('pre-orders at checkout', () => {
  it('refuses a coming-soon book whose pre-order is not open', async () => {
    const book = await comingBook({ titleEn: 'Not yet' }, false);
    const res = await paperOrder(await createBuyer(ctx.app.db), book.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'coming_soon',
      message: '«Not yet» is coming soon and cannot be bought yet',
    });
  });

  it('takes a printed pre-order: the stock is reserved and the order waits', async () => {
    const book = await comingBook();
    const res = await paperOrder(await createBuyer(ctx.app.db), book.id);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.status).toBe('pending');
    expect(await stockOf(ctx.app.db, book.id)).toBe(3);
  });

  it('refuses a PDF pre-order paid otherwise than by card', async () => {
    const book = await comingBook({ titleEn: 'Card only', pdf: true, pdfPriceCents: 700 });
    const buyer = await createBuyer(ctx.app.db);
    const res = await call('POST', '/orders', {
      token: buyer.token,
      body: { ...digitalBody(ref, [book.id]), payment_type_id: TRANSFER },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.payment_type_id).toEqual([
      '«Card only» is a pre-order: its PDF is paid by card only.',
    ]);
  });

  it('refuses a PDF pre-order as a gift, whose link would give the book before its release', async () => {
    const book = await comingBook({ titleEn: 'Not out', titleAr: 'لم يصدر', pdf: true, pdfPriceCents: 700 });
    const buyer = await createBuyer(ctx.app.db);
    const gift = { recipient_name: 'Huda', recipient_email: 'huda@example.com' };
    for (const [lang, message] of [
      ['en', '«Not out» is not out yet: its PDF can be given as a gift once it is released.'],
      ['ar', 'لم يصدر «لم يصدر» بعد: تُهدى نسخته PDF بعد صدوره.'],
    ] as const) {
      const res = await call('POST', '/orders', {
        token: buyer.token,
        body: { ...digitalBody(ref, [book.id]), gift },
        lang,
      });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toEqual({ message, code: 'gift_not_released' });
    }
  });
});

describe('a PDF pre-ordered and paid', () => {
  it('is not bought a second time before its release', async () => {
    const book = await comingBook({ titleEn: 'Once', pdf: true, pdfPriceCents: 700 });
    const buyer = await createBuyer(ctx.app.db);
    const placed = await call('POST', '/orders', { token: buyer.token, body: digitalBody(ref, [book.id]) });
    expect((await payInSandbox(ctx, call, buyer, placed.json().data.id)).json().paid).toBe(true);
    const again = await call('POST', '/orders', { token: buyer.token, body: digitalBody(ref, [book.id]) });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'already_owned',
      message: 'You have pre-ordered «Once» already: it will be in your books on release.',
    });
  });
  it('is not paid twice by two orders placed before either was paid', async () => {
    const book = await comingBook({ titleEn: 'Twice', pdf: true, pdfPriceCents: 700 });
    const buyer = await createBuyer(ctx.app.db);
    const place = () => call('POST', '/orders', { token: buyer.token, body: digitalBody(ref, [book.id]) });
    const [first, second] = [(await place()).json().data, (await place()).json().data];
    expect((await payInSandbox(ctx, call, buyer, first.id)).json().paid).toBe(true);
    const refused = await payInSandbox(ctx, call, buyer, second.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'You have pre-ordered «Twice» already: it will be in your books on release.',
    );
  });
});

describe('who manages pre-orders', () => {
  it('lets editors and admins, not the orders role, and logs each write', async () => {
    const book = await comingBook({}, false);
    const orders = await signedInStaff(ctx, 'orders');
    const body = { preorder_open: true, release_at: inDays(5).toISOString() };
    expect(
      (await call('PUT', `/staff/books/${book.id}/preorder`, { token: orders.token, body })).statusCode,
    ).toBe(403);
    expect((await call('POST', `/staff/books/${book.id}/release`, { token: orders.token })).statusCode).toBe(
      403,
    );
    expect((await call('GET', `/staff/books/${book.id}/preorder`, { token: orders.token })).statusCode).toBe(
      403,
    );

    const admin = await signedInStaff(ctx, 'admin');
    expect(
      (await call('PUT', `/staff/books/${book.id}/preorder`, { token: admin.token, body })).statusCode,
    ).toBe(200);
    expect((await call('POST', `/staff/books/${book.id}/release`, { token: admin.token })).statusCode).toBe(
      200,
    );
    const log = await call('GET', `/staff/activity?entity=book&entity_id=${book.id}`, { token: admin.token });
    expect(
      log
        .json()
        .data.map((row: { action: string }) => row.action)
        .sort(),
    ).toEqual(['preorder', 'release']);
    const opened = log.json().data.find((row: { action: string }) => row.action === 'preorder');
    expect(opened).toMatchObject({ before: { preorder_open: false }, after: { preorder_open: true } });
  });

  it('refuses to open a pre-order without a release date, or on a book already out', async () => {
    const book = await comingBook({}, false);
    const noDate = await call('PUT', `/staff/books/${book.id}/preorder`, {
      token: staff.token,
      body: { preorder_open: true, release_at: null },
    });
    expect(noDate.statusCode).toBe(422);
    expect(noDate.json().errors).toEqual({ release_at: ['Give the release date to open the pre-order.'] });
    const past = await call('PUT', `/staff/books/${book.id}/preorder`, {
      token: staff.token,
      body: { preorder_open: true, release_at: inDays(-1).toISOString() },
    });
    expect(past.json().errors).toEqual({ release_at: ['The release date must be later than now.'] });
    const out = await createBook(ctx, {});
    const refused = await call('PUT', `/staff/books/${out.id}/preorder`, {
      token: staff.token,
      body: { preorder_open: true, release_at: inDays(5).toISOString() },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Only a coming-soon book can be opened for pre-order.');
  });
});

describe('shipping before the release', () => {
  it('refuses to ship a printed pre-order until the book is out, then ships it', async () => {
    const book = await comingBook({ titleEn: 'Awaited' });
    const order = (await paperOrder(await createBuyer(ctx.app.db), book.id)).json().data;
    const orders = await signedInStaff(ctx, 'orders');
    const to = (status: string) =>
      call('POST', `/staff/orders/${order.id}/status`, {
        token: orders.token,
        body: status === 'shipped' ? { status, carrier: 'Aramex', tracking_number: 'AX-1' } : { status },
      });
    expect((await to('processing')).statusCode).toBe(200);
    const refused = await to('shipped');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'preorder_not_released',
      message:
        'This order holds «Awaited», a pre-order that is not out yet: it ships once the book is released.',
    });
    expect(await releaseBook(ctx.app.db, book.id, SHOP)).toEqual({ orders: 1, waiting: 0 });
    expect((await to('shipped')).statusCode).toBe(200);
  });
});

describe('the release', () => {
  it('gives a paid PDF pre-order its book only on release, with one mail', async () => {
    const book = await comingBook({ pdf: true, pdfPriceCents: 700 });
    const buyer = await createBuyer(ctx.app.db);
    const placed = await call('POST', '/orders', { token: buyer.token, body: digitalBody(ref, [book.id]) });
    expect(placed.statusCode, placed.body).toBe(201);
    expect((await payInSandbox(ctx, call, buyer, placed.json().data.id)).json().paid).toBe(true);
    expect(await owns(buyer, book.id)).toBe(0);
    const [paidMail] = await ctx.app.db
      .select({ text: mailOutbox.textBody })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, buyer.email), eq(mailOutbox.kind, 'order_digital')));
    expect(paidMail?.text).toContain(
      'الكتب المطلوبة مسبقًا لم تصدر بعد: ستظهر في مكتبتك عند صدورها، وسنكتب إليك حينها.',
    );
    const library = await call('GET', `/client-pdf-books?client_id=${buyer.id}&book_id=${book.id}`, {
      token: buyer.token,
    });
    expect(library.json()).toEqual({ data: [] });
    // My orders says it is a pre-order, and when the book comes.
    const [releaseAt] = await ctx.app.db
      .select({ at: books.releaseAt })
      .from(books)
      .where(eq(books.id, book.id));
    const order = await call('GET', `/orders/${placed.json().data.id}`, { token: buyer.token });
    expect(order.json().data.order_details[0].book.release_at).toBe(releaseAt?.at?.toISOString());

    const released = await call('POST', `/staff/books/${book.id}/release`, { token: staff.token });
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json()).toMatchObject({
      message: 'The book is out: 1 pre-order delivered.',
      data: { coming_soon: false, preorder_open: false },
    });
    expect(await owns(buyer, book.id)).toBe(1);
    expect(await mailKinds(buyer.email)).toEqual(['order_digital', 'preorder_released']);
    const out = await call('GET', `/orders/${placed.json().data.id}`, { token: buyer.token });
    expect(out.json().data.order_details[0].book.release_at).toBeNull();

    const again = await call('POST', `/staff/books/${book.id}/release`, { token: staff.token });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This book is already out.');
    expect(await mailKinds(buyer.email)).toEqual(['order_digital', 'preorder_released']);
  });

  it('releases a book on its date, once, whichever sweep gets there', async () => {
    const book = await comingBook();
    const buyer = await createBuyer(ctx.app.db);
    expect((await paperOrder(buyer, book.id)).statusCode).toBe(201);
    expect(await releaseDueBooks(ctx.app.db, SHOP, inDays(9))).not.toContain(book.id);
    expect(await releaseDueBooks(ctx.app.db, SHOP, inDays(11))).toContain(book.id);
    expect(await releaseDueBooks(ctx.app.db, SHOP, inDays(12))).not.toContain(book.id);
    const [row] = await ctx.app.db.select().from(books).where(eq(books.id, book.id));
    expect(row).toMatchObject({ comingSoon: false, preorderOpen: false });
    expect(await mailKinds(buyer.email)).toEqual(['order_received', 'preorder_released']);
  });

  it('releases a book whose coming-soon flag staff take off in the book form', async () => {
    const book = await comingBook();
    const buyer = await createBuyer(ctx.app.db);
    expect((await paperOrder(buyer, book.id)).statusCode).toBe(201);
    const res = await call('PUT', `/staff/books/${book.id}`, {
      token: staff.token,
      body: { coming_soon: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await mailKinds(buyer.email)).toEqual(['order_received', 'preorder_released']);
  });

  it('mails each pre-orderer once when the release date moves later', async () => {
    const book = await comingBook();
    const buyer = await createBuyer(ctx.app.db);
    expect((await paperOrder(buyer, book.id)).statusCode).toBe(201);
    const later = inDays(30).toISOString();
    for (let i = 0; i < 2; i++) {
      const res = await call('PUT', `/staff/books/${book.id}/preorder`, {
        token: staff.token,
        body: { preorder_open: true, release_at: later },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ preorders: 1, release_at: later });
    }
    const mails = await mailsTo(ctx.app.db, buyer.email);
    expect(mails.filter((mail) => mail.kind === 'preorder_date_moved')).toHaveLength(1);
    // The reader's account is in Arabic: so is the mail.
    expect(mails.find((mail) => mail.kind === 'preorder_date_moved')?.subject).toBe(
      `موعد صدور جديد لـ«${book.titleAr}»`,
    );
  });
});

// Races need connections that run side by side: PGlite has one, so this runs in `npm run test:pg` only.
describe.runIf(onRealPostgres)('a release claimed twice at once', () => {
  it('delivers and mails each pre-order once', async () => {
    const book = await comingBook({ pdf: true, pdfPriceCents: 700 });
    const buyers = await Promise.all([1, 2, 3].map((i) => createBuyer(ctx.app.db, `race${i}`)));
    for (const buyer of buyers) {
      const placed = await call('POST', '/orders', { token: buyer.token, body: digitalBody(ref, [book.id]) });
      expect((await payInSandbox(ctx, call, buyer, placed.json().data.id)).json().paid).toBe(true);
    }
    const outcomes = await Promise.all([
      releaseBook(ctx.app.db, book.id, SHOP),
      releaseBook(ctx.app.db, book.id, SHOP),
      releaseDueBooks(ctx.app.db, SHOP, inDays(11)),
    ]);
    expect(outcomes.filter((outcome) => outcome && !Array.isArray(outcome))).toHaveLength(
      (outcomes[2] as number[]).includes(book.id) ? 0 : 1,
    );
    for (const buyer of buyers) {
      expect(await owns(buyer, book.id)).toBe(1);
      expect((await mailKinds(buyer.email)).filter((kind) => kind === 'preorder_released')).toHaveLength(1);
    }
  });
});
