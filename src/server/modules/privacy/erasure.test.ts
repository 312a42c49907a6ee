import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataRequests, marketingConsents } from '#server/db/schema/privacy.ts';
import { bookWaitlist } from '#server/modules/catalog/testing.ts';
import { clientRow, clients } from '#server/modules/clients/testing.ts';
import { contactMessages, subscribers } from '#server/modules/content/testing.ts';
import { devices } from '#server/modules/devices/testing.ts';
import { gifts } from '#server/modules/gifts/testing.ts';
import { invoices } from '#server/modules/invoicing/testing.ts';
import {
  bookDownloads,
  readingPositions,
  type SoldCopy,
  soldCopy,
  traceUpload,
} from '#server/modules/library/testing.ts';
import { mailOutbox } from '#server/modules/mail/testing.ts';
import {
  createBook,
  hardCopyBody,
  orderAddresses,
  orders,
  pdfPageTexts,
  setUpOrdersTest,
} from '#server/modules/orders/testing.ts';
import { signedInStaff } from '#server/modules/staff/testing.ts';
import { eraseDueRequests } from './erasure.ts';
import { requestsOf } from './test-requests.ts';

/*
 * The erasure job (decision 085) erases each open deletion request once its 7 cooling-off days have
 * passed, in one transaction: what names the reader goes, what the tax law keeps stays, detached
 * from them; a stamped copy still traces to the anonymised order; running twice changes nothing.
 */

const { ctx, ref, call } = setUpOrdersTest();
const DAY_MS = 86_400_000;
const db = () => ctx.app.db;

let copy: SoldCopy;
let other: SoldCopy;
let requestId: number;
let invoicedId: number;
/** An order no invoice prints. */
let cancelledId: number;
const before = {} as {
  orders: (typeof orders.$inferSelect)[];
  invoices: (typeof invoices.$inferSelect)[];
  sentMailId: number;
  othersMails: (typeof mailOutbox.$inferSelect)[];
};
const mailsTo = (address: string) =>
  db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, address)).orderBy(mailOutbox.id);

const ordersOf = (clientId: number) =>
  db().select().from(orders).where(eq(orders.clientId, clientId)).orderBy(orders.id);
const addressOf = async (orderId: number) =>
  (await db().select().from(orderAddresses).where(eq(orderAddresses.orderId, orderId)))[0]!;

async function placeHardCopy(token: string) {
  const book = await createBook(ctx, { hardcopyPriceCents: 2000, stock: 10 });
  const body = hardCopyBody(ref, { books: [{ book_id: book.id, quantity: 1 }] });
  const placed = await call('POST', '/orders', { token, body });
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json().data.id as number;
}

/** A cash-on-delivery order delivered and paid, as staff move it: its invoice is issued. */
async function deliveredAndPaid(token: string) {
  const desk = await signedInStaff(ctx, 'orders');
  const id = await placeHardCopy(token);
  const move = (body: Record<string, unknown>) =>
    call('POST', `/staff/orders/${id}/status`, { token: desk.token, body });
  expect((await move({ status: 'processing' })).statusCode).toBe(200);
  expect((await move({ status: 'shipped', carrier: 'Aramex', tracking_number: 'AX1' })).statusCode).toBe(200);
  expect((await move({ status: 'delivered' })).statusCode).toBe(200);
  expect((await call('POST', `/staff/orders/${id}/paid`, { token: desk.token })).statusCode).toBe(200);
  return id;
}

beforeAll(async () => {
  copy = await soldCopy(ctx, call, ref, {
    name: 'Amal Haddad',
    ip: '203.0.113.7',
    title: { ar: 'كليلة ودمنة', en: 'Kalila and Dimna' },
  });
  other = await soldCopy(ctx, call, ref, {
    name: 'Basim Ali',
    ip: '203.0.113.8',
    title: { ar: 'ألف ليلة وليلة', en: 'One Thousand and One Nights' },
  });
  const { id, email, token } = copy.buyer;
  invoicedId = await deliveredAndPaid(token);
  // A cancelled order from before invoices were numbered (decision 043): no invoice prints its addresses.
  cancelledId = await placeHardCopy(token);
  await db().delete(invoices).where(eq(invoices.orderId, cancelledId));
  await db()
    .update(orders)
    .set({ status: 'cancelled', note: 'ring twice' })
    .where(eq(orders.id, cancelledId));

  await db()
    .update(clients)
    .set({ mobile: '+966501234567', address: 'Olaya St 4', dateOfBirth: '1990-05-01' })
    .where(eq(clients.id, id));
  await db().insert(readingPositions).values({ clientId: id, bookId: copy.book.id, page: 2, pages: 3 });
  await db().insert(subscribers).values({ email, confirmedAt: new Date() });
  await db().insert(contactMessages).values({ name: 'Amal', email, message: 'Where is my book?' });
  await db()
    .insert(devices)
    .values({ token: `push-${id}`, type: 'web', clientId: id, p256dh: 'k', auth: 'a' });
  await db().insert(marketingConsents).values({ clientId: id, granted: true, source: 'profile' });
  await db().insert(bookWaitlist).values({ bookId: copy.book.id, email, clientId: id });
  await db()
    .insert(gifts)
    .values({
      orderId: copy.orderId,
      bookId: copy.book.id,
      buyerId: id,
      recipientName: 'Nour',
      recipientEmail: 'nour@example.com',
      message: 'Happy birthday, Nour',
      language: 'ar',
      state: 'sent',
      tokenHash: `gift-${id}`,
    });
  // The reader's first mail went out; the others still wait (no worker runs here).
  const [first] = await db()
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(mailOutbox.id)
    .limit(1);
  await db()
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: new Date() })
    .where(eq(mailOutbox.id, first!.id));
  before.sentMailId = first!.id;
  before.othersMails = await mailsTo(other.buyer.email);
  // Both readers asked to be deleted; only the request whose cooling-off days passed is due.
  const asked = new Date(Date.now() - 8 * DAY_MS);
  const [row] = await db()
    .insert(dataRequests)
    .values({
      clientId: id,
      kind: 'erasure',
      requestedAt: asked,
      dueAt: new Date(asked.getTime() + 30 * DAY_MS),
    })
    .returning();
  requestId = row!.id;
  await db()
    .insert(dataRequests)
    .values({ clientId: other.buyer.id, kind: 'erasure', dueAt: new Date(Date.now() + 30 * DAY_MS) });
  before.orders = await ordersOf(id);
  before.invoices = await db().select().from(invoices).where(eq(invoices.orderId, invoicedId));
  expect(before.invoices).toHaveLength(1);

  expect(await eraseDueRequests(db())).toEqual([requestId]);
});

describe('the erasure job', () => {
  it('anonymises the account: no name, no address that receives mail, no password, no contact details', async () => {
    const row = await clientRow(db(), copy.buyer.id);
    expect(row).toMatchObject({
      name: 'قارئ محذوف · Deleted reader',
      email: `erased-${copy.buyer.id}@invalid`,
      mobile: '',
      mobileCountry: null,
      address: '',
      dateOfBirth: null,
    });
    expect(row!.erasedAt).toBeInstanceOf(Date);
    expect(row!.passwordHash).toBe('!erased');
    expect((await call('GET', '/check-client-login', { token: copy.buyer.token })).statusCode).toBe(401);
  });

  it('erases what names the reader in every module', async () => {
    const { id, email } = copy.buyer;
    expect(await db().select().from(readingPositions).where(eq(readingPositions.clientId, id))).toEqual([]);
    expect(await db().select().from(subscribers).where(eq(subscribers.email, email))).toEqual([]);
    expect(await db().select().from(contactMessages).where(eq(contactMessages.email, email))).toEqual([]);
    expect(await db().select().from(devices).where(eq(devices.clientId, id))).toEqual([]);
    expect(await db().select().from(marketingConsents).where(eq(marketingConsents.clientId, id))).toEqual([]);
    expect(await db().select().from(bookWaitlist).where(eq(bookWaitlist.email, email))).toEqual([]);
    const [gift] = await db().select().from(gifts).where(eq(gifts.buyerId, id));
    expect(gift).toMatchObject({ recipientName: '', recipientEmail: '', message: null, tokenHash: null });
    expect(gift).toMatchObject({ orderId: copy.orderId, bookId: copy.book.id });
    expect(await addressOf(cancelledId)).toMatchObject({
      shippingName: '',
      shippingAddress: '',
      shippingMobile: '',
      shippingEmail: '',
      billingName: '',
      billingMobile: '',
    });
    const [download] = await db().select().from(bookDownloads).where(eq(bookDownloads.code, copy.code));
    expect(download).toMatchObject({ ip: null, clientId: id, orderId: copy.orderId });
  });

  it('keeps a mail that went out as a record without its address or words, and sends no waiting one', async () => {
    expect(await mailsTo(copy.buyer.email)).toEqual([]);
    expect(await mailsTo(`erased-${copy.buyer.id}@invalid`)).toEqual([
      expect.objectContaining({
        id: before.sentMailId,
        status: 'sent',
        subject: '',
        textBody: '',
        htmlBody: '',
        headers: {},
      }),
    ]);
    expect(await mailsTo(other.buyer.email)).toEqual(before.othersMails);
  });

  it('keeps the orders’ amounts, dates and lines, and the invoice with the buyer it printed', async () => {
    const after = await ordersOf(copy.buyer.id);
    const money = (rows: typeof after) =>
      rows.map(
        ({ id, status, subtotalCents, taxCents, shippingCents, netPriceCents, createdAt, paidAt }) => ({
          id,
          status,
          subtotalCents,
          taxCents,
          shippingCents,
          netPriceCents,
          createdAt,
          paidAt,
        }),
      );
    expect(money(after)).toEqual(money(before.orders));
    expect(after.find((o) => o.id === cancelledId)?.note).toBeNull();
    expect(await db().select().from(invoices).where(eq(invoices.orderId, invoicedId))).toEqual(
      before.invoices,
    );
    expect(await addressOf(invoicedId)).toMatchObject({
      billingName: 'Sara Ahmad',
      billingAddress: 'King Fahd Road 3',
    });

    const staff = await signedInStaff(ctx, 'orders');
    const pdf = await call('GET', `/staff/orders/${invoicedId}/invoice`, { token: staff.token });
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfPageTexts(pdf.rawPayload)).join('\n');
    expect(text).toContain('Sara Ahmad');
    expect(text).toContain('King Fahd Road 3');
  });

  it('marks the request done and leaves a request still in its cooling-off days alone', async () => {
    expect(await requestsOf(ctx, copy.buyer.id)).toMatchObject([{ state: 'done', handledBy: null }]);
    expect((await requestsOf(ctx, copy.buyer.id))[0]!.doneAt).toBeInstanceOf(Date);
    expect(await requestsOf(ctx, other.buyer.id)).toMatchObject([{ state: 'open', doneAt: null }]);
    expect((await clientRow(db(), other.buyer.id))?.email).toBe(other.buyer.email);
  });

  it('changes nothing when it runs again', async () => {
    const row = await clientRow(db(), copy.buyer.id);
    const request = await requestsOf(ctx, copy.buyer.id);
    expect(await eraseDueRequests(db())).toEqual([]);
    expect(await clientRow(db(), copy.buyer.id)).toEqual(row);
    expect(await requestsOf(ctx, copy.buyer.id)).toEqual(request);
  });

  it('still traces a stamped copy of the erased reader to the anonymised account and its order', async () => {
    const staff = await signedInStaff(ctx, 'orders');
    const res = await traceUpload(call, staff.token, copy.bytes);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      found: true,
      copy: {
        code: copy.code,
        client_id: copy.buyer.id,
        client_name: 'قارئ محذوف · Deleted reader',
        client_email: `erased-${copy.buyer.id}@invalid`,
        order_id: copy.orderId,
        book_id: copy.book.id,
        ip: null,
      },
    });
  });
});
