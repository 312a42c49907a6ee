import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { insertBook } from '#server/modules/catalog/testing.ts';
import { activityRows, signedInStaff, staffCaller } from '#server/modules/staff/testing.ts';
import { fileForm, samplePng } from '#server/test/files.ts';
import { setUpTestApp } from '#server/test/harness.ts';

/*
 * A writer's own page (issue 39, point 1): the life, the biography in both languages and the photo
 * that staff write in the console, the writer's books, and the writers found by name with the books'
 * Arabic folding.
 */

const t = setUpTestApp();
const call = staffCaller(t);
const get = (url: string, lang: 'ar' | 'en' = 'ar') =>
  t.app.inject({ url: `/api${url}`, headers: { 'accept-language': lang } });

type Writer = { id: number; photo: string | null; born_year: number | null; died_year: number | null };

async function addWriter(token: string, body: Record<string, unknown>) {
  const res = await call('POST', '/staff/writers', { token, lang: 'en', body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Writer;
}

describe('a writer’s page', () => {
  it('shows the names, life, biography, photo and the number of books a reader may see', async () => {
    const { token } = await signedInStaff(t, 'editor');
    const writer = await addWriter(token, {
      name_ar: 'نجيب محفوظ',
      name_en: 'Naguib Mahfouz',
      born_year: 1911,
      died_year: 2006,
      bio_ar: '<p>روائي مصري، نال جائزة نوبل للآداب سنة 1988.</p><script>alert(1)</script>',
      bio_en:
        '<p dir="ltr" onclick="x()">Egyptian novelist, <strong>Nobel Prize</strong> in Literature 1988.</p>',
    });
    await insertBook(t.database.db, { titleAr: 'بين القصرين', writerId: writer.id });
    await insertBook(t.database.db, { titleAr: 'قصر الشوق', writerId: writer.id });
    await insertBook(t.database.db, { titleAr: 'مسودة', writerId: writer.id, active: false });
    const photo = await call('POST', `/staff/writers/${writer.id}/photo`, {
      token,
      lang: 'en',
      ...fileForm(await samplePng(1200, 1500), 'mahfouz.png'),
    });
    expect(photo.statusCode, photo.body).toBe(200);
    expect(photo.json().message).toBe("The photo was uploaded and the writer's page shows it now");
    const key = photo.json().data.image as string;
    expect(key).toMatch(/^writers\/[0-9a-f]{24}\.jpg$/);
    const served = await t.app.inject({ url: `/media/${key}` });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 640 });

    const page = await get(`/writers/${writer.id}`, 'en');
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data).toEqual({
      id: writer.id,
      name: 'Naguib Mahfouz',
      name_ar: 'نجيب محفوظ',
      name_en: 'Naguib Mahfouz',
      born_year: 1911,
      died_year: 2006,
      bio_ar: '<p>روائي مصري، نال جائزة نوبل للآداب سنة 1988.</p>',
      bio_en: '<p dir="ltr">Egyptian novelist, <strong>Nobel Prize</strong> in Literature 1988.</p>',
      photo: key,
      books_count: 2,
    });
    const books = await get(`/books?writer_id=${writer.id}&page=1`);
    expect(
      books
        .json()
        .data.map((b: { title_ar: string }) => b.title_ar)
        .sort(),
    ).toEqual(['بين القصرين', 'قصر الشوق']);
  });

  it('answers 404 in the reader’s language for a writer who does not exist', async () => {
    for (const [lang, message] of [
      ['ar', 'الكاتب غير موجود'],
      ['en', 'Writer not found'],
    ] as const) {
      const res = await get('/writers/999999', lang);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message, code: 'not_found' });
    }
    expect((await get('/writers/abc')).statusCode).toBe(422);
  });

  it('finds writers by name in either language whatever the tashkeel, hamza or ta marbuta', async () => {
    const { token } = await signedInStaff(t, 'editor');
    const tag = `w${Date.now().toString(36)}`;
    const shawqi = await addWriter(token, { name_ar: `أَحْمَد شَوْقِي ${tag}`, name_en: `Ahmad Shawqi ${tag}` });
    const zayyat = await addWriter(token, {
      name_ar: `أحمد حسن الزيّات ${tag}`,
      name_en: `Ahmad Zayyat ${tag}`,
    });
    const found = async (search: string) =>
      (await get(`/writers?search=${encodeURIComponent(search)}`))
        .json()
        .data.map((w: { id: number }) => w.id);
    expect(await found(`احمد شوقي ${tag}`)).toEqual([shawqi.id]);
    expect(await found(`SHAWQI ${tag}`)).toEqual([shawqi.id]);
    expect(await found(`احمد ${tag}`)).toEqual([shawqi.id, zayyat.id]);
    expect(await found(`الزيات ${tag}`)).toEqual([zayyat.id]);
    expect(await found(`نزار ${tag}`)).toEqual([]);
  });
});

describe('writers in the console', () => {
  it('refuses a death before the birth on the year of death, also when only one year is changed', async () => {
    const { token } = await signedInStaff(t, 'editor');
    const refused = await call('POST', '/staff/writers', {
      token,
      lang: 'en',
      body: { name_ar: 'كاتب', name_en: 'Writer', born_year: 1950, died_year: 1900 },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      died_year: ['The year of death comes before the year of birth'],
    });

    const writer = await addWriter(token, { name_ar: 'المعري', name_en: "Al-Ma'arri", born_year: 973 });
    const put = await call('PUT', `/staff/writers/${writer.id}`, {
      token,
      lang: 'ar',
      body: { died_year: 900 },
    });
    expect(put.statusCode).toBe(422);
    expect(put.json().errors).toEqual({ died_year: ['سنة الوفاة تسبق سنة الميلاد'] });
    const year = await call('PUT', `/staff/writers/${writer.id}`, {
      token,
      lang: 'en',
      body: { born_year: 'long ago' },
    });
    expect(year.statusCode).toBe(422);

    const died = await call('PUT', `/staff/writers/${writer.id}`, { token, body: { died_year: 1057 } });
    expect(died.json().data).toMatchObject({ born_year: 973, died_year: 1057 });
    const cleared = await call('PUT', `/staff/writers/${writer.id}`, { token, body: { born_year: null } });
    expect(cleared.json().data).toMatchObject({ born_year: null, died_year: 1057 });
    const log = await activityRows(t.database.db, 'writer', writer.id);
    expect(log.map(({ action, before, after }) => ({ action, before, after })).slice(1)).toEqual([
      { action: 'update', before: { died_year: null }, after: { died_year: 1057 } },
      { action: 'update', before: { born_year: 973 }, after: { born_year: null } },
    ]);
  });

  it('takes a photo only from a member who may change the catalogue, for a writer who exists', async () => {
    const editor = await signedInStaff(t, 'editor');
    const orders = await signedInStaff(t, 'orders');
    const writer = await addWriter(editor.token, { name_ar: 'ابن بطوطة', name_en: 'Ibn Battuta' });
    const form = fileForm(await samplePng(), 'photo.png');
    const forbidden = await call('POST', `/staff/writers/${writer.id}/photo`, {
      token: orders.token,
      ...form,
    });
    expect(forbidden.statusCode).toBe(403);
    const missing = await call('POST', '/staff/writers/999999/photo', {
      token: editor.token,
      lang: 'ar',
      ...form,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('الكاتب المطلوب غير موجود');
    const got = await call('GET', `/staff/writers/${writer.id}`, { token: editor.token });
    expect(got.json().data.photo).toBeNull();
  });
});
