import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogFixtures } from '#server/modules/catalog/testing.ts';
import { signedInStaff, staffCaller } from '#server/modules/staff/testing.ts';
import { setUpTestApp } from '#server/test/harness.ts';

/*
 * The pages of a book's free sample, as staff set them on the book form (decision 060): both or
 * neither, the first no later than the last, at most 20 pages, the last within the book's pages when
 * they are known.
 */

const t = setUpTestApp();
const call = staffCaller(t);
let token: string;

beforeAll(async () => {
  await insertCatalogFixtures(t.database.db);
  await t.database.db.execute(sql`SELECT setval('books_id_seq', 100)`);
  token = (await signedInStaff(t, 'editor')).token;
});

const post = (body: unknown, lang: 'ar' | 'en' = 'en') => call('POST', '/staff/books', { token, body, lang });
const put = (id: number, body: unknown, lang: 'ar' | 'en' = 'en') =>
  call('PUT', `/staff/books/${id}`, { token, body, lang });
const getBook = async (id: number) => (await call('GET', `/staff/books/${id}`, { token })).json().data;

const invalid = (errors: Record<string, string[]>) => ({
  message: 'The given data was invalid',
  code: 'validation',
  errors,
});

describe('the sample pages on the staff book form', () => {
  it('keeps the range staff give, answers it, and clears it again', async () => {
    const created = await post({
      title_ar: 'كتاب العيّنة',
      pages: 200,
      sample_first_page: 3,
      sample_last_page: 12,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ sample_first_page: 3, sample_last_page: 12 });
    const { id } = created.json().data;
    expect(await getBook(id)).toMatchObject({ sample_first_page: 3, sample_last_page: 12 });

    const cleared = await put(id, { sample_first_page: null, sample_last_page: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await getBook(id)).toMatchObject({ sample_first_page: null, sample_last_page: null });
  });

  it('refuses one page without the other, under the missing one', async () => {
    expect((await post({ title_ar: 'أ', sample_first_page: 3 })).json()).toEqual(
      invalid({ sample_last_page: ['Give both the first and the last page, or leave both empty'] }),
    );
    const created = (await post({ title_ar: 'ب' })).json().data;
    const res = await put(created.id, { sample_last_page: 5 }, 'ar');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'البيانات المدخلة غير صحيحة',
      code: 'validation',
      errors: { sample_first_page: ['اكتب صفحتي البداية والنهاية معًا، أو اتركهما فارغتين'] },
    });
    expect(await getBook(created.id)).toMatchObject({ sample_first_page: null, sample_last_page: null });
  });

  it('refuses a last page before the first', async () => {
    const res = await post({ title_ar: 'ج', sample_first_page: 9, sample_last_page: 4 });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(invalid({ sample_last_page: ['The last page cannot come before the first'] }));
  });

  it('refuses a first page below 1', async () => {
    const res = await post({ title_ar: 'د', sample_first_page: 0, sample_last_page: 4 });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['sample_first_page']);
  });

  it('refuses a last page beyond the book’s pages, given in the request or stored', async () => {
    const res = await post({ title_ar: 'هـ', pages: 40, sample_first_page: 30, sample_last_page: 41 }, 'ar');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ sample_last_page: ['صفحة النهاية بعد آخر صفحة في الكتاب'] });

    const created = (await post({ title_ar: 'و', pages: 40 })).json().data;
    const beyond = await put(created.id, { sample_first_page: 30, sample_last_page: 45 });
    expect(beyond.json()).toEqual(
      invalid({ sample_last_page: ['The last page is beyond the book’s last page'] }),
    );
    expect((await put(created.id, { sample_first_page: 30, sample_last_page: 40 })).statusCode).toBe(200);
    // Fewer pages than the sample reaches: refused too, until the sample is moved.
    expect((await put(created.id, { pages: 35 })).json().errors).toEqual({
      sample_last_page: ['The last page is beyond the book’s last page'],
    });
  });

  it('takes any range of a book whose pages are not known', async () => {
    const res = await post({ title_ar: 'ز', pages: null, sample_first_page: 151, sample_last_page: 170 });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('records the change of range in the activity log', async () => {
    const created = (await post({ title_ar: 'ح', pages: 100 })).json().data;
    await put(created.id, { sample_first_page: 2, sample_last_page: 6 });
    const admin = (await signedInStaff(t, 'admin')).token;
    const log = await call('GET', `/staff/activity?entity=book&entity_id=${created.id}`, { token: admin });
    const [latest] = log.json().data;
    expect(latest).toMatchObject({
      before: { sample_first_page: null, sample_last_page: null },
      after: { sample_first_page: 2, sample_last_page: 6 },
    });
  });
});
