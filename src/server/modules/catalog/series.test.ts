import { describe, expect, it } from 'vitest';
import { insertBook } from '#server/modules/catalog/testing.ts';
import { signedInStaff, staffCaller } from '#server/modules/staff/testing.ts';
import { onRealPostgres, setUpTestApp } from '#server/test/harness.ts';

/*
 * Series of books read in order (issue 39, point 2): staff name a series and give each book its number;
 * the shop lists a series' books in order and tells a book's place in it, with its neighbours.
 */

const t = setUpTestApp();
const call = staffCaller(t);
const get = (url: string, lang: 'ar' | 'en' = 'ar') =>
  t.app.inject({ url: `/api${url}`, headers: { 'accept-language': lang } });

async function newSeries(token: string, nameAr: string, nameEn: string) {
  const res = await call('POST', '/staff/series', {
    token,
    lang: 'en',
    body: { name_ar: nameAr, name_en: nameEn },
  });
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json().message).toBe('Series added');
  return res.json().data.id as number;
}

const place = (token: string, bookId: number, body: Record<string, unknown>, lang: 'ar' | 'en' = 'en') =>
  call('PUT', `/staff/books/${bookId}`, { token, lang, body });

describe('a series in the shop', () => {
  it('lists its shown books in reading order and tells each book its place', async () => {
    const { token } = await signedInStaff(t, 'editor');
    const series = await newSeries(token, 'ثلاثية القاهرة', 'The Cairo Trilogy');
    const [first, second, third, other] = await Promise.all(
      ['بين القصرين', 'قصر الشوق', 'السكرية', 'اللص والكلاب'].map((titleAr) =>
        insertBook(t.database.db, { titleAr, titleEn: '' }),
      ),
    );
    // Given out of order: the shop orders them by their numbers.
    for (const [book, number] of [
      [third!, 3],
      [first!, 1],
      [second!, 2],
    ] as const) {
      const res = await place(token, book.id, { series_id: series, series_number: number });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ series_id: series, series_number: number });
    }

    const page = await get(`/series/${series}`, 'en');
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data).toEqual({
      id: series,
      name: 'The Cairo Trilogy',
      name_ar: 'ثلاثية القاهرة',
      name_en: 'The Cairo Trilogy',
      books: [
        { id: first!.id, number: 1, title: 'بين القصرين', title_ar: 'بين القصرين', title_en: '' },
        { id: second!.id, number: 2, title: 'قصر الشوق', title_ar: 'قصر الشوق', title_en: '' },
        { id: third!.id, number: 3, title: 'السكرية', title_ar: 'السكرية', title_en: '' },
      ],
      total: 3,
      writers: [],
    });
    const ofSecond = await get(`/books/${second!.id}/series`);
    expect(ofSecond.json().data).toMatchObject({ id: series, number: 2, total: 3, name: 'ثلاثية القاهرة' });
    expect((await get(`/books/${other!.id}/series`)).json()).toEqual({ data: null });

    // A hidden book leaves the list, but the series still counts it.
    await call('PUT', `/staff/books/${third!.id}`, { token, body: { hidden: true } });
    const shown = (await get(`/series/${series}`)).json().data;
    expect(shown.books.map((b: { number: number }) => b.number)).toEqual([1, 2]);
    expect(shown.total).toBe(3);
    expect((await get(`/books/${third!.id}/series`, 'en')).json()).toEqual({
      message: 'Book not found',
      code: 'not_found',
    });
  });

  it('answers 404 in the reader’s language for a series that does not exist', async () => {
    for (const [lang, message] of [
      ['ar', 'السلسلة غير موجودة'],
      ['en', 'Series not found'],
    ] as const) {
      const res = await get('/series/999999', lang);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message, code: 'not_found' });
    }
  });

  it('names a writer’s series', async () => {
    const { token } = await signedInStaff(t, 'editor');
    const writer = await call('POST', '/staff/writers', {
      token,
      body: { name_ar: 'نجيب', name_en: 'Naguib' },
    });
    const writerId = writer.json().data.id as number;
    const series = await newSeries(token, 'سلسلة الكاتب', "The writer's series");
    const book = await insertBook(t.database.db, { writerId, seriesId: series, seriesNumber: 1 });
    const answer = (await get(`/writers/${writerId}/series`, 'en')).json();
    expect(answer).toEqual({
      data: [
        { id: series, name: "The writer's series", name_ar: 'سلسلة الكاتب', name_en: "The writer's series" },
      ],
    });
    expect((await get(`/series/${series}`)).json().data.writers).toEqual([
      { id: writerId, name: 'نجيب', name_ar: 'نجيب', name_en: 'Naguib' },
    ]);
    expect(book.seriesNumber).toBe(1);

    // A second shown book in the same series names it once; a hidden book's series is not named.
    await insertBook(t.database.db, { writerId, seriesId: series, seriesNumber: 2 });
    const hiddenSeries = await newSeries(token, 'سلسلة مخفية', 'Hidden series');
    await insertBook(t.database.db, { writerId, seriesId: hiddenSeries, seriesNumber: 1, active: false });
    expect(
      (await get(`/writers/${writerId}/series`)).json().data.map((each: { id: number }) => each.id),
    ).toEqual([series]);
  });

  it('answers a writer with no series with none, and an unknown writer with 404 in the reader’s language', async () => {
    const { token } = await signedInStaff(t, 'editor');
    const writer = await call('POST', '/staff/writers', {
      token,
      body: { name_ar: 'شاعر', name_en: 'Poet' },
    });
    await insertBook(t.database.db, { writerId: writer.json().data.id });
    expect((await get(`/writers/${writer.json().data.id}/series`)).json()).toEqual({ data: [] });
    for (const [lang, message] of [
      ['ar', 'الكاتب غير موجود'],
      ['en', 'Writer not found'],
    ] as const) {
      const res = await get('/writers/999999/series', lang);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message, code: 'not_found' });
    }
  });
});

describe('a book’s place in a series, as staff give it', () => {
  it('refuses half a place, an unknown series and a number another book holds, naming it', async () => {
    const { token } = await signedInStaff(t, 'editor');
    const series = await newSeries(token, 'دفاتر', 'Notebooks');
    const holder = await insertBook(t.database.db, {
      titleAr: 'الدفتر الأول',
      titleEn: 'The First Notebook',
    });
    const book = await insertBook(t.database.db, { titleAr: 'دفتر آخر' });
    expect((await place(token, holder.id, { series_id: series, series_number: 1 })).statusCode).toBe(200);

    const noNumber = await place(token, book.id, { series_id: series });
    expect(noNumber.statusCode).toBe(422);
    expect(noNumber.json().errors).toEqual({ series_number: ['Give the book’s number in the series'] });
    const noSeries = await place(token, book.id, { series_number: 2 }, 'ar');
    expect(noSeries.json().errors).toEqual({ series_id: ['اختر السلسلة التي يعود إليها هذا الرقم'] });
    const unknown = await place(token, book.id, { series_id: 999999, series_number: 2 });
    expect(unknown.json().errors).toEqual({ series_id: ['There is no series with this id'] });
    const taken = await place(token, book.id, { series_id: series, series_number: 1 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      message: `Book 1 of this series is already “The First Notebook” (book ${holder.id})`,
      code: 'series_number_taken',
    });
    const zero = await place(token, book.id, { series_id: series, series_number: 0 });
    expect(zero.statusCode).toBe(422);

    // Its own number again is no conflict; both cleared takes the book out of the series.
    expect(
      (await place(token, holder.id, { series_id: series, series_number: 1, title_en: 'Notebook 1' }))
        .statusCode,
    ).toBe(200);
    const out = await place(token, holder.id, { series_id: null, series_number: null });
    expect(out.json().data).toMatchObject({ series_id: null, series_number: null });
    expect((await place(token, book.id, { series_id: series, series_number: 1 })).statusCode).toBe(200);
  });

  it('refuses to delete a series books belong to, naming them, and finds series whatever the tashkeel', async () => {
    const { token } = await signedInStaff(t, 'editor');
    const tag = `s${Date.now().toString(36)}`;
    const series = await newSeries(token, `رِحْلاتُ صغيرة ${tag}`, `Little Journeys ${tag}`);
    await insertBook(t.database.db, {
      titleAr: 'إلى القمر',
      titleEn: 'To the Moon',
      seriesId: series,
      seriesNumber: 1,
    });
    const refused = await call('DELETE', `/staff/series/${series}`, { token, lang: 'en' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'Cannot delete this series: used by 1 book: «To the Moon»',
      code: 'in_use',
    });
    const found = await call('GET', `/staff/series?search=${encodeURIComponent(`رحلات ${tag}`)}`, { token });
    expect(found.json().data.map((s: { id: number; books_count: number }) => [s.id, s.books_count])).toEqual([
      [series, 1],
    ]);
    const orders = await signedInStaff(t, 'orders');
    expect(
      (await call('POST', '/staff/series', { token: orders.token, body: { name_ar: 'أ', name_en: 'A' } }))
        .statusCode,
    ).toBe(403);
  });

  it.runIf(onRealPostgres)('gives a number to one book only when two ask for it at once', async () => {
    const { token } = await signedInStaff(t, 'editor');
    const series = await newSeries(token, 'سباق', 'Race');
    const racers = await Promise.all(
      [1, 2, 3, 4].map(() => insertBook(t.database.db, { titleAr: 'متسابق' })),
    );
    const answers = await Promise.all(
      racers.map((book) => place(token, book.id, { series_id: series, series_number: 7 })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json().code).toBe('series_number_taken');
    }
    const listed = (await get(`/series/${series}`)).json().data;
    expect(listed.books.map((b: { number: number }) => b.number)).toEqual([7]);
  });
});
