import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogFixtures } from '#server/modules/catalog/testing.ts';
import { signedInStaff, staffCaller } from '#server/modules/staff/testing.ts';
import { apiCaller, setUpTestApp } from '#server/test/harness.ts';

/* The language of a book's text, set on the staff book form: the reader turns Arabic pages right to left. */

const t = setUpTestApp();
const call = staffCaller(t);
const shop = apiCaller(t, { lang: 'en', ip: '127.0.0.1' });
let token: string;

beforeAll(async () => {
  await insertCatalogFixtures(t.database.db);
  await t.database.db.execute(sql`SELECT setval('books_id_seq', 100)`);
  token = (await signedInStaff(t, 'editor')).token;
});

describe('the language of a book', () => {
  it('is Arabic unless staff say English, and the book page says which', async () => {
    const created = await call('POST', '/staff/books', {
      token,
      body: { title_ar: 'كتاب', title_en: 'A book' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().data;
    expect(created.json().data.language).toBe('ar');
    expect((await shop('GET', `/books/${id}`)).json().data.language).toBe('ar');

    const changed = await call('PUT', `/staff/books/${id}`, { token, body: { language: 'en' } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await shop('GET', `/books/${id}`)).json().data.language).toBe('en');
  });

  it('refuses a language the shop does not know, in the reader’s language', async () => {
    const res = await call('POST', '/staff/books', {
      token,
      body: { title_ar: 'كتاب', language: 'fr' },
      lang: 'ar',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ language: ['اختر لغة نص الكتاب: العربية أو الإنجليزية'] });
    const english = await call('POST', '/staff/books', {
      token,
      body: { title_ar: 'كتاب', language: 'fr' },
      lang: 'en',
    });
    expect(english.json().errors).toEqual({
      language: ['Choose the language of the book’s text: Arabic or English'],
    });
  });
});
