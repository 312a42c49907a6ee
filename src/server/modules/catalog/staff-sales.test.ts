import { beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogFixtures } from '#server/modules/catalog/testing.ts';
import { activityRows, signedInStaff, staffCaller } from '#server/modules/staff/testing.ts';
import { setUpTestApp } from '#server/test/harness.ts';
import { toWallTime } from '#shared/shop-time.ts';

/* Sales in the back office (decision 053): who may keep them, every rule and refusal, the log. */

const t = setUpTestApp();
const call = staffCaller(t);
let editor: { token: string };

beforeAll(async () => {
  await insertCatalogFixtures(t.database.db);
  editor = await signedInStaff(t, 'editor');
});

const activityOf = (entityId: number) => activityRows(t.database.db, 'sale', entityId);

const HOUR = 3_600_000;
/** A wall-clock time in Riyadh `hours` from now, to the minute. */
const inHours = (hours: number) => toWallTime(new Date(Date.now() + hours * HOUR)).slice(0, 16);

const ramadan = () => ({
  name_ar: 'تخفيضات رمضان',
  name_en: 'Ramadan sale',
  scope: 'books',
  book_ids: [3, 1],
  percent: 20,
  starts_at: inHours(-1),
  ends_at: inHours(24),
});

const post = (body: object, lang: 'ar' | 'en' = 'en') =>
  call('POST', '/staff/sales', { token: editor.token, lang, body });

describe('keeping sales', () => {
  it('adds a sale on the shop’s clock, shows it running, changes it, ends it and logs each change', async () => {
    const made = await post(ramadan());
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().message).toBe('Sale added');
    const sale = made.json().data;
    const starts = ramadan().starts_at;
    expect(sale).toEqual({
      id: sale.id,
      name_ar: 'تخفيضات رمضان',
      name_en: 'Ramadan sale',
      scope: 'books',
      book_ids: [3, 1],
      category_id: null,
      writer_id: null,
      percent: 20,
      pdf_price: null,
      hardcopy_price: null,
      starts_at: new Date(`${starts}:00+03:00`).toISOString(),
      ends_at: sale.ends_at,
      starts_local: `${starts}:00`,
      ends_local: sale.ends_local,
      time_zone: 'Asia/Riyadh',
      status: 'running',
    });
    expect((await t.app.inject({ url: '/api/books/3' })).json().data.hardcopy_price).toBe(12.02);

    const changed = await call('PUT', `/staff/sales/${sale.id}`, {
      token: editor.token,
      lang: 'ar',
      body: { percent: null, hardcopy_price: 10 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().message).toBe('حُفظ التخفيض');
    expect(changed.json().data).toMatchObject({ percent: null, hardcopy_price: 10, pdf_price: null });
    expect((await t.app.inject({ url: '/api/books/3' })).json().data).toMatchObject({
      hardcopy_price: 10,
      pdf_price: 5.03,
    });

    const ended = await call('POST', `/staff/sales/${sale.id}/end`, { token: editor.token, lang: 'en' });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toMatchObject({ message: 'Sale ended', data: { status: 'ended' } });
    expect((await t.app.inject({ url: '/api/books/3' })).json().data.hardcopy_price).toBe(15.03);
    const again = await call('POST', `/staff/sales/${sale.id}/end`, { token: editor.token, lang: 'en' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'Only a running sale can be ended; delete a sale still to come',
      code: 'sale_not_running',
    });

    const log = await activityOf(sale.id);
    expect(log.map((row) => row.action)).toEqual(['create', 'update', 'update']);
    expect(log[1]!.before).toMatchObject({ percent: 20 });
    expect(log[1]!.after).toMatchObject({ percent: null, hardcopy_price: 10 });

    const gone = await call('DELETE', `/staff/sales/${sale.id}`, { token: editor.token, lang: 'en' });
    expect(gone.json()).toEqual({ message: 'Sale deleted' });
    expect((await activityOf(sale.id)).map((row) => row.action)).toEqual([
      'create',
      'update',
      'update',
      'delete',
    ]);
    const missing = await call('GET', `/staff/sales/${sale.id}`, { token: editor.token, lang: 'ar' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('التخفيض غير موجود');
  });

  it('lists sales by status, and refuses to end one still to come', async () => {
    const later = await post({
      ...ramadan(),
      name_en: 'Eid sale',
      starts_at: inHours(48),
      ends_at: inHours(72),
    });
    expect(later.json().data.status).toBe('scheduled');
    const listed = await call('GET', '/staff/sales?status=scheduled', { token: editor.token });
    expect(listed.json().data.map((s: { name_en: string }) => s.name_en)).toEqual(['Eid sale']);
    expect(listed.json().meta).toMatchObject({ total: 1 });
    const end = await call('POST', `/staff/sales/${later.json().data.id}/end`, { token: editor.token });
    expect(end.statusCode).toBe(409);
    await call('DELETE', `/staff/sales/${later.json().data.id}`, { token: editor.token });
  });

  it('lets admins keep sales too, and turns the orders role away with 403', async () => {
    const admin = await signedInStaff(t, 'admin');
    const list = await call('GET', '/staff/sales', { token: admin.token });
    expect(list.statusCode).toBe(200);
    const orders = await signedInStaff(t, 'orders');
    for (const [method, url] of [
      ['GET', '/staff/sales'],
      ['POST', '/staff/sales'],
    ] as const) {
      const res = await call(method, url, { token: orders.token, lang: 'en', body: ramadan() });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Your staff role does not allow this');
    }
  });
});

describe('refusing a sale', () => {
  const refusal = async (body: object, lang: 'ar' | 'en' = 'en') => {
    const res = await post(body, lang);
    expect(res.statusCode, res.body).toBe(422);
    return res.json().errors;
  };

  it('takes a whole percentage from 1 to 99 only', async () => {
    const message = ['A sale takes a whole percentage from 1 to 99'];
    for (const percent of [0, 100, 12.5]) {
      expect(await refusal({ ...ramadan(), percent })).toEqual({ percent: message });
    }
    expect(await refusal({ ...ramadan(), percent: 100 }, 'ar')).toEqual({
      percent: ['نسبة التخفيض عدد صحيح من 1 إلى 99'],
    });
    for (const percent of [1, 99]) {
      const res = await post({ ...ramadan(), percent });
      expect(res.statusCode, res.body).toBe(201);
      await call('DELETE', `/staff/sales/${res.json().data.id}`, { token: editor.token });
    }
  });

  it('takes a percentage or fixed prices, never both and never neither', async () => {
    const message = ['Give either a percentage or a fixed price for at least one format, not both'];
    expect(await refusal({ ...ramadan(), pdf_price: 3 })).toEqual({ percent: message });
    expect(await refusal({ ...ramadan(), percent: null })).toEqual({ percent: message });
    expect(await refusal({ ...ramadan(), percent: null, pdf_price: 0 })).toMatchObject({
      pdf_price: expect.any(Array),
    });
  });

  it('refuses unknown books, categories and writers, and a scope without its target', async () => {
    expect(await refusal({ ...ramadan(), book_ids: [3, 9999] })).toEqual({
      book_ids: ['Every book of the sale must be in the catalogue'],
    });
    expect(await refusal({ ...ramadan(), book_ids: [] })).toEqual({
      book_ids: ['Choose the books of the sale'],
    });
    expect(await refusal({ ...ramadan(), scope: 'category', category_id: 999 })).toEqual({
      category_id: ['There is no such category'],
    });
    expect(await refusal({ ...ramadan(), scope: 'category' })).toEqual({
      category_id: ['Choose the category of the sale'],
    });
    expect(await refusal({ ...ramadan(), scope: 'writer', writer_id: 999 }, 'ar')).toEqual({
      writer_id: ['لا يوجد كاتب كهذا'],
    });
    expect(await refusal({ ...ramadan(), scope: 'writer' })).toEqual({
      writer_id: ['Choose the writer of the sale'],
    });
  });

  it('ends after it starts, ends in the future, and takes real times', async () => {
    const start = inHours(2);
    expect(await refusal({ ...ramadan(), starts_at: start, ends_at: start })).toEqual({
      ends_at: ['The sale ends after it starts'],
    });
    expect(await refusal({ ...ramadan(), starts_at: inHours(-3), ends_at: inHours(-2) })).toEqual({
      ends_at: ["The sale's end has already passed"],
    });
    const badTime = ['Write the date and time as 2026-03-01T09:00 (in the shop’s time zone)'];
    expect(await refusal({ ...ramadan(), starts_at: 'tomorrow' })).toEqual({ starts_at: badTime });
    expect(await refusal({ ...ramadan(), ends_at: '2031-02-30T10:00' })).toEqual({ ends_at: badTime });
  });

  it('refuses a change that breaks a rule, leaving the sale as it was', async () => {
    const made = await post(ramadan());
    const id = made.json().data.id;
    const res = await call('PUT', `/staff/sales/${id}`, {
      token: editor.token,
      lang: 'en',
      body: { ends_at: ramadan().starts_at },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ ends_at: ['The sale ends after it starts'] });
    const found = await call('GET', `/staff/sales/${id}`, { token: editor.token });
    expect(found.json().data.ends_at).toBe(made.json().data.ends_at);
    await call('DELETE', `/staff/sales/${id}`, { token: editor.token });
  });
});
