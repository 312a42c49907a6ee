import { beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff, staffCaller } from '#server/modules/staff/testing.ts';
import { apiCaller, setUpTestApp } from '#server/test/harness.ts';

/*
 * A book's subtitle in each language and its Thema subject codes (decision 095), set on the staff book
 * form: the shop's book page answers the subtitle of the title it shows; codes are read in capitals,
 * each once, and refused with a message in the member's language when they are not of Thema's form,
 * when a qualifier comes first, when there are too many, or when a subtitle is too long.
 */

const t = setUpTestApp();
const call = staffCaller(t);
const shop = (lang: 'ar' | 'en') => apiCaller(t, { lang, ip: '127.0.0.1' });
let token: string;

beforeAll(async () => {
  token = (await signedInStaff(t, 'editor')).token;
});

const create = (body: Record<string, unknown>, lang: 'ar' | 'en' = 'ar') =>
  call('POST', '/staff/books', { token, body: { title_ar: 'كتاب', ...body }, lang });

describe('a book’s subtitle and Thema codes', () => {
  it('are saved as staff write them, codes in capitals and each once, and the book page shows the subtitle', async () => {
    const created = await create({
      title_en: 'Palace Walk',
      subtitle_ar: '  رواية القاهرة  ',
      subtitle_en: 'A Cairo Novel',
      thema_codes: ['fba', ' 1FB ', 'FBA', '1dxg-gr-e'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const book = created.json().data;
    expect(book).toMatchObject({
      subtitle_ar: 'رواية القاهرة',
      subtitle_en: 'A Cairo Novel',
      thema_codes: ['FBA', '1FB', '1DXG-GR-E'],
    });
    expect((await call('GET', `/staff/books/${book.id}`, { token })).json().data.thema_codes).toEqual([
      'FBA',
      '1FB',
      '1DXG-GR-E',
    ]);

    const arabic = (await shop('ar')('GET', `/books/${book.id}`)).json().data;
    expect(arabic).toMatchObject({
      subtitle: 'رواية القاهرة',
      subtitle_ar: 'رواية القاهرة',
      subtitle_en: 'A Cairo Novel',
    });
    expect((await shop('en')('GET', `/books/${book.id}`)).json().data.subtitle).toBe('A Cairo Novel');
    // Lists show no subtitle: only the book's own page does.
    const listed = (await shop('ar')('GET', `/books?ids=${book.id}`)).json().data[0];
    expect(listed.id).toBe(book.id);
    expect(listed).not.toHaveProperty('subtitle_ar');

    const cleared = await call('PUT', `/staff/books/${book.id}`, {
      token,
      body: { subtitle_en: '', thema_codes: [] },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data).toMatchObject({ subtitle_en: '', thema_codes: [] });
    // An English page of a book without its English subtitle shows none, not the Arabic one.
    expect((await shop('en')('GET', `/books/${book.id}`)).json().data.subtitle).toBe('');
  });

  it('refuses a code not of Thema’s form, saying so in Arabic and in English', async () => {
    const arabic = await create({ thema_codes: ['FBA', 'B12'] }, 'ar');
    expect(arabic.statusCode).toBe(422);
    expect(arabic.json().errors).toEqual({
      thema_codes: [
        'يبدأ كل رمز Thema بحرف قسمه (مثل FBA) أو برقم مؤهِّل من 1 إلى 6 (مثل 1FB)، تليه أحرف لاتينية وأرقام، 9 خانات على الأكثر',
      ],
    });
    for (const code of ['7AB', 'FB A', 'FBACDEFGHI', 'DC.F', '']) {
      const english = await create({ thema_codes: ['FBA', code] }, 'en');
      expect(english.statusCode, code).toBe(422);
      expect(english.json().errors, code).toEqual({
        thema_codes: [
          'Each Thema code starts with its section’s letter (like FBA) or a qualifier’s digit from 1 to 6 (like 1FB), then Latin letters and digits, 9 characters at most',
        ],
      });
    }
  });

  it('refuses a qualifier as the first code, which would be the main subject', async () => {
    const res = await create({ thema_codes: ['1FB', 'FBA'] }, 'en');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      thema_codes: [
        'The first Thema code is the main subject: a subject category starting with a letter (like FBA), not a qualifier starting with a digit',
      ],
    });
    const arabic = await create({ thema_codes: ['1FB'] }, 'ar');
    expect(arabic.json().errors).toEqual({
      thema_codes: ['رمز Thema الأول هو الموضوع الرئيسي: فئة موضوع تبدأ بحرف (مثل FBA)، لا مؤهِّل يبدأ برقم'],
    });
  });

  it('refuses more than 10 codes and a subtitle over 300 characters, on a new book and on an edit', async () => {
    const many = await create(
      { thema_codes: Array.from({ length: 11 }, (_, i) => `FB${'ABCDEFGHJKL'[i]}`) },
      'en',
    );
    expect(many.statusCode).toBe(422);
    expect(many.json().errors).toEqual({ thema_codes: ['The number of items must be at most 10'] });

    const long = await create({ subtitle_ar: 'ع'.repeat(301), subtitle_en: 'a'.repeat(301) }, 'ar');
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual({
      subtitle_ar: ['يجب ألا يزيد عدد الأحرف على 300'],
      subtitle_en: ['يجب ألا يزيد عدد الأحرف على 300'],
    });

    const book = (await create({ subtitle_en: 'a'.repeat(300) })).json().data;
    expect(book.subtitle_en).toHaveLength(300);
    const edit = await call('PUT', `/staff/books/${book.id}`, {
      token,
      body: { subtitle_en: 'b'.repeat(301) },
      lang: 'en',
    });
    expect(edit.statusCode).toBe(422);
    expect(edit.json().errors).toEqual({ subtitle_en: ['The number of characters must be at most 300'] });
  });
});
