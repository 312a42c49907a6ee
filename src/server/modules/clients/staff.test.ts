import { beforeAll, describe, expect, it } from 'vitest';
import {
  activeClient,
  clientIdOf,
  markDeactivated,
  registerClient,
  setUpClientsTest,
} from '#server/modules/clients/testing.ts';
import { enqueueMail } from '#server/modules/mail/index.ts';
import {
  createBook,
  createReference,
  digitalBody,
  payInSandbox,
  type Reference,
} from '#server/modules/orders/testing.ts';
import { signedInStaff, staffCaller } from '#server/modules/staff/testing.ts';
import type { StaffClient, StaffClientRow } from '#shared/contract/staff-clients.ts';

/* Staff find clients and read one client's page: profile, state, orders, books, downloads, sessions, mails. */

const t = setUpClientsTest();
const call = staffCaller(t, { lang: 'en' });
const staff = {} as Record<'orders' | 'admin' | 'editor', { id: number; token: string }>;
const ref = {} as Reference;

beforeAll(async () => {
  Object.assign(ref, await createReference(t.app.db));
  staff.orders = await signedInStaff(t, 'orders');
  staff.admin = await signedInStaff(t, 'admin');
  staff.editor = await signedInStaff(t, 'editor');
});

async function list(query: string, token = staff.orders.token) {
  const res = await call('GET', `/staff/clients${query}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: StaffClientRow[]; meta: { total: number; last_page: number } };
}

async function page(id: number, token = staff.orders.token): Promise<StaffClient> {
  const res = await call('GET', `/staff/clients/${id}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.body).not.toMatch(/password|token_hash|tokenHash|\$argon2|code_hash/);
  return res.json().data;
}

describe('the clients list', () => {
  it('finds a client by a name written without its hamza or tashkeel, by e-mail and by mobile', async () => {
    const client = await activeClient(t, { name: 'أسماء الخطيب', mobile: '+962795551234' });
    const byName = await list(`?search=${encodeURIComponent('اسماء')}`);
    expect(byName.data.map((row) => row.id)).toContain(client.id);
    expect(byName.data.find((row) => row.id === client.id)).toEqual({
      id: client.id,
      name: 'أسماء الخطيب',
      email: client.email,
      mobile: '+962795551234',
      language: 'ar',
      state: 'active',
      created_at: expect.any(String),
    });
    expect((await list(`?search=${encodeURIComponent(client.email.toUpperCase())}`)).data).toHaveLength(1);
    expect((await list('?search=795551234')).data.map((row) => row.id)).toEqual([client.id]);
    expect((await list('?search=nobody-called-this')).data).toEqual([]);
  });

  it('filters by state: not activated, active, asked to be deactivated, deactivated', async () => {
    const waiting = await registerClient(t, { name: 'ينتظر التفعيل' });
    const asking = await activeClient(t, { name: 'يطلب التعطيل' });
    await call('POST', '/client-deactivation-request', { token: asking.token });
    const closed = await activeClient(t, { name: 'معطل' });
    await markDeactivated(t.app.db, closed.id);

    const idsIn = async (state: string) => (await list(`?state=${state}&per_page=50`)).data.map((r) => r.id);
    const waitingId = await clientIdOf(t.app.db, waiting.email);
    expect(await idsIn('not_activated')).toContain(waitingId);
    expect(await idsIn('deactivation_requested')).toEqual([asking.id]);
    expect(await idsIn('deactivated')).toEqual([closed.id]);
    const active = await idsIn('active');
    expect(active).not.toContain(asking.id);
    expect(active).not.toContain(closed.id);
    expect(active).not.toContain(waitingId);
  });

  it('sorts by name or e-mail and pages, newest first by default', async () => {
    const newest = await list('?per_page=2');
    expect(newest.data).toHaveLength(2);
    expect(newest.data[0].created_at >= newest.data[1].created_at).toBe(true);
    expect(newest.meta.last_page).toBeGreaterThan(1);
    const byEmail = (await list('?sort=email&per_page=50')).data.map((r) => r.email);
    expect(byEmail).toEqual([...byEmail].sort());
    const byEmailDesc = (await list('?sort=email&dir=desc&per_page=50')).data.map((r) => r.email);
    expect(byEmailDesc).toEqual([...byEmail].reverse());
  });

  it('refuses an unknown state or sort with 422 in the request’s language', async () => {
    const res = await call('GET', '/staff/clients?state=sleeping', { token: staff.orders.token, lang: 'ar' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'validation', message: 'البيانات المدخلة غير صحيحة' });
    const sort = await call('GET', '/staff/clients?sort=password', { token: staff.orders.token });
    expect(sort.statusCode).toBe(422);
    expect(sort.json()).toMatchObject({ code: 'validation', message: 'The given data was invalid' });
  });

  it('is for admins and the orders role; an editor gets 403', async () => {
    await list('', staff.admin.token);
    const res = await call('GET', '/staff/clients', { token: staff.editor.token });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Your staff role does not allow this', code: 'forbidden' });
  });
});

describe('a client’s page', () => {
  it('shows the profile, state, sessions, orders, owned books, downloads and mails, and no secret', async () => {
    const client = await activeClient(t, { name: 'ليلى' });
    const book = await createBook(t, { pdf: true, titleAr: 'الأيام', titleEn: 'The Days' });
    const placed = await call('POST', '/orders', { token: client.token, body: digitalBody(ref, [book.id]) });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().data.id as number;
    const paid = await payInSandbox(t, call, client, orderId);
    expect(paid.statusCode, paid.body).toBe(200);
    const download = await call('GET', `/books/${book.id}/download`, { token: client.token, ip: '10.9.8.7' });
    expect(download.statusCode).toBe(200);

    const data = await page(client.id);
    expect(data).toMatchObject({
      id: client.id,
      name: 'ليلى',
      email: client.email,
      date_of_birth: '1990-05-17',
      address: 'عمّان، شارع الجامعة 12',
      mobile: '+962791234567',
      mobile_country: 'JO',
      language: 'ar',
      active: true,
      state: 'active',
      deactivation_requested_at: null,
      deactivated_at: null,
      orders_total: 1,
      books: [{ book_id: book.id, title_ar: 'الأيام', title_en: 'The Days', order_id: orderId }],
      downloads: [{ book_id: book.id, title_ar: 'الأيام', title_en: 'The Days', ip: '10.9.8.7' }],
    });
    expect(data.orders).toEqual([
      expect.objectContaining({ id: orderId, status: 'paid', type: 'digital', client_id: client.id }),
    ]);
    expect(data.sessions).toEqual([
      expect.objectContaining({ live: true, revoked_at: null, user_agent: 'lightMyRequest' }),
    ]);
    // The mail that told them their books are ready, waiting in the outbox.
    expect(data.mails).toEqual([
      expect.objectContaining({
        kind: 'order_digital',
        subject: `كتبك الرقمية جاهزة (الطلب رقم ${orderId})`,
        status: 'pending',
      }),
    ]);
  });

  it('lists the mails written to the client from the outbox', async () => {
    const client = await activeClient(t);
    await enqueueMail(t.app.db, {
      kind: 'order_shipped',
      to: client.email,
      language: 'ar',
      subject: 'تم شحن طلبك',
      text: 'نص',
      html: '<p>نص</p>',
    });
    expect((await page(client.id)).mails).toEqual([
      expect.objectContaining({
        kind: 'order_shipped',
        subject: 'تم شحن طلبك',
        status: 'pending',
        sent_at: null,
      }),
    ]);
  });

  it('answers 404 for an unknown client and 422 for an id that is not one, in both languages', async () => {
    const ar = await call('GET', '/staff/clients/999999', { token: staff.orders.token, lang: 'ar' });
    expect(ar.statusCode).toBe(404);
    expect(ar.json()).toEqual({ message: 'العميل غير موجود', code: 'not_found' });
    const en = await call('GET', '/staff/clients/999999', { token: staff.orders.token });
    expect(en.json()).toEqual({ message: 'Client not found', code: 'not_found' });
    expect((await call('GET', '/staff/clients/abc', { token: staff.orders.token })).statusCode).toBe(422);
  });

  it('is not an editor’s to read', async () => {
    const client = await activeClient(t);
    const res = await call('GET', `/staff/clients/${client.id}`, { token: staff.editor.token });
    expect(res.statusCode).toBe(403);
  });
});
