import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogFixtures } from '#server/modules/catalog/testing.ts';
import { signedInStaff, staffCaller } from '#server/modules/staff/testing.ts';
import { onRealPostgres, setUpTestApp } from '#server/test/harness.ts';
import type { StaffBook, StaffBookCreateBody } from '#shared/contract/staff-books.ts';

/*
 * Adding and editing books in the back office: every field, prices in dollars kept in cents, ISBN-13
 * checked and unique, references checked, rich text cleaned; every refusal leaves nothing written.
 */

const t = setUpTestApp();
const call = staffCaller(t);
let editor: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  await insertCatalogFixtures(t.database.db);
  // The fixtures chose their ids: new books are numbered after them.
  await t.database.db.execute(sql`SELECT setval('books_id_seq', 100)`);
  editor = await signedInStaff(t, 'editor');
});

const newBook = (overrides: Partial<StaffBookCreateBody> = {}): StaffBookCreateBody => ({
  title_ar: 'موسم الهجرة إلى الشمال',
  title_en: 'Season of Migration to the North',
  description_ar: '<p dir="rtl">رواية <strong>الطيب صالح</strong></p>',
  description_en: '<p>A novel by <em>Tayeb Salih</em></p>',
  topic_ar: 'رواية، السودان',
  topic_en: 'novel, Sudan',
  dimensions_ar: '14 × 21 سم',
  dimensions_en: '14 × 21 cm',
  pdf_price: 4.99,
  hardcopy_price: 12.5,
  stock: 30,
  isbn: '978-0-306-40615-7',
  weight_grams: 320,
  pages: 169,
  publish_year: 1966,
  cover_type_id: 1,
  writer_id: 2,
  category_id: 1,
  coming_soon: false,
  most_popular: true,
  hidden: false,
  ...overrides,
});

const post = (body: unknown, lang: 'ar' | 'en' = 'en') =>
  call('POST', '/staff/books', { token: editor.token, body, lang });
const put = (id: number, body: unknown, lang: 'ar' | 'en' = 'en') =>
  call('PUT', `/staff/books/${id}`, { token: editor.token, body, lang });
const getBook = async (id: number): Promise<StaffBook> =>
  (await call('GET', `/staff/books/${id}`, { token: editor.token })).json().data;
const bookCount = async () =>
  (await call('GET', '/staff/books?per_page=1', { token: editor.token })).json().meta.total as number;
const activityOf = async (id: number) => {
  const admin = await signedInStaff(t, 'admin');
  const res = await call('GET', `/staff/activity?entity=book&entity_id=${id}`, { token: admin.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { action: string; before: unknown; after: unknown; staff_id: number }[];
};

describe('POST /staff/books', () => {
  it('adds a book with every field, answers it with a message, and the shop sells it at those prices', async () => {
    const res = await post(newBook());
    expect(res.statusCode, res.body).toBe(201);
    const { data, message } = res.json();
    expect(message).toBe('The book was added');
    expect(data).toMatchObject({
      ...newBook(),
      // Kept as its 13 digits, however it was typed.
      isbn: '9780306406157',
      image: null,
      image_variants: [],
      has_pdf: false,
      ordered: false,
    });
    expect(await getBook(data.id)).toEqual(data);

    const shop = await call('GET', `/books/${data.id}`, { lang: 'en' });
    expect(shop.json().data).toMatchObject({
      title: 'Season of Migration to the North',
      pdf_price: 4.99,
      hardcopy_price: 12.5,
      dimensions: '14 × 21 cm',
      writer: { id: 2 },
    });
    expect(
      (await call('GET', '/books?isbn=978-0306406157')).json().data.map((b: { id: number }) => b.id),
    ).toEqual([data.id]);
    const [entry] = await activityOf(data.id);
    expect(entry).toMatchObject({ action: 'create', staff_id: editor.id, before: null });
    expect(entry.after).toMatchObject({ title_ar: 'موسم الهجرة إلى الشمال', pdf_price: 4.99, stock: 30 });
  });

  it('needs only the Arabic title; every other field starts empty', async () => {
    const res = await post({ title_ar: '  ديوان  ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      title_ar: 'ديوان',
      title_en: '',
      description_ar: '',
      dimensions_ar: null,
      pdf_price: 0,
      hardcopy_price: 0,
      stock: 0,
      isbn: null,
      writer_id: null,
      hidden: false,
    });
  });

  it('keeps only the allowed rich text of a description: no script, handler, image, style or javascript link', async () => {
    const res = await post(
      newBook({
        isbn: null,
        description_ar:
          '<p style="color:red" onclick="x()">نص</p><script>alert(1)</script><img src=x onerror=alert(1)>' +
          '<a href="javascript:alert(1)">رابط</a>',
        description_en: '<p></p>',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.description_ar).toBe('<p>نص</p><a>رابط</a>');
    expect(res.json().data.description_en).toBe('');
  });

  const refusals: [string, Record<string, unknown>, Record<string, string[]>][] = [
    ['a missing Arabic title', { title_ar: undefined }, { title_ar: ['This field is required'] }],
    ['a blank Arabic title', { title_ar: '   ' }, { title_ar: ['This field is required'] }],
    [
      'text where a number belongs',
      { pdf_price: '4.99', stock: 'many' },
      {
        pdf_price: ['This must be a number'],
        stock: ['This must be a number'],
      },
    ],
    [
      'a negative price and stock',
      { hardcopy_price: -1, stock: -3 },
      {
        hardcopy_price: ['This must be at least 0'],
        stock: ['This must be at least 0'],
      },
    ],
    [
      'a price with three decimals',
      { pdf_price: 4.999 },
      { pdf_price: ['A price has at most two decimals (cents)'] },
    ],
    ['a fraction of a page', { pages: 12.5 }, { pages: ['This must be a whole number'] }],
    [
      'a wrong ISBN check digit',
      { isbn: '978-0-306-40615-8' },
      { isbn: ['The ISBN check digit (its last character) is wrong'] },
    ],
    [
      'an ISBN-10 with a wrong check character',
      { isbn: '0-306-40615-3' },
      { isbn: ['The ISBN check digit (its last character) is wrong'] },
    ],
    [
      'what is no ISBN',
      { isbn: '12-345' },
      {
        isbn: [
          'Not an ISBN: an ISBN-13 has 13 digits starting 978 or 979, an ISBN-10 has 10 (the last may be X)',
        ],
      },
    ],
    [
      'a writer, category and cover type that do not exist',
      { writer_id: 9999, category_id: 9999, cover_type_id: 9999 },
      {
        writer_id: ['There is no writer with this id'],
        category_id: ['There is no category with this id'],
        cover_type_id: ['There is no cover type with this id'],
      },
    ],
  ];
  for (const [what, change, errors] of refusals) {
    it(`refuses ${what} with 422 naming the field, and writes nothing`, async () => {
      const before = await bookCount();
      const res = await post({ ...newBook({ isbn: null }), ...change });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toEqual({ message: 'The given data was invalid', code: 'validation', errors });
      expect(await bookCount()).toBe(before);
    });
  }

  it('says so in Arabic for an Arabic request', async () => {
    const res = await post(newBook({ isbn: '9780306406158', writer_id: 9999 }), 'ar');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ isbn: ['رقم التحقق (الخانة الأخيرة) في ISBN غير صحيح'] });
    const unknown = await post(newBook({ isbn: null, writer_id: 9999 }), 'ar');
    expect(unknown.json()).toEqual({
      message: 'البيانات المدخلة غير صحيحة',
      code: 'validation',
      errors: { writer_id: ['لا يوجد كاتب بهذا الرقم'] },
    });
  });

  it('keeps an older book’s ISBN-10 as the ISBN-13 it stands for, and finds it as either', async () => {
    const res = await post(newBook({ isbn: '9957-70-107-x', title_en: 'Older' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.isbn).toBe('9789957701079');
    const again = await post(newBook({ isbn: '978-9957-70-107-9' }));
    expect(again.statusCode).toBe(409);
  });

  it('refuses a duplicate ISBN with 409 naming the book that has it, however it is typed', async () => {
    const first = await post(newBook({ isbn: '9789957700010', title_en: 'First' }));
    expect(first.statusCode, first.body).toBe(201);
    const before = await bookCount();
    const res = await post(newBook({ isbn: '978 9957 70 001 0' }));
    expect(res.statusCode).toBe(409);
    const message = `This ISBN is already the ISBN of “First” (book ${first.json().data.id})`;
    expect(res.json()).toEqual({ message, code: 'isbn_taken', errors: { isbn: [message] } });
    expect(await bookCount()).toBe(before);
  });

  it.runIf(onRealPostgres)(
    'gives an ISBN to one of two books added at once; the other gets 409 naming it',
    async () => {
      const answers = await Promise.all(
        ['First at once', 'Second at once'].map((title_en) =>
          post(newBook({ isbn: '9789957700058', title_en })),
        ),
      );
      const statuses = answers.map((res) => res.statusCode).sort();
      expect(statuses).toEqual([201, 409]);
      const created = answers.find((res) => res.statusCode === 201)!.json().data;
      const refused = answers.find((res) => res.statusCode === 409)!.json();
      expect(refused.message).toBe(
        `This ISBN is already the ISBN of “${created.title_en}” (book ${created.id})`,
      );
    },
  );
});

describe('PUT /staff/books/:id', () => {
  it('takes back what GET answers: nothing changes and nothing is logged', async () => {
    const created = (await post(newBook({ isbn: '9789957700027' }))).json().data as StaffBook;
    const got = await getBook(created.id);
    const res = await put(created.id, got);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: got, message: 'The book was saved' });
    expect((await activityOf(created.id)).map((e) => e.action)).toEqual(['create']);
  });

  it('changes only the fields sent and logs them before and after', async () => {
    const created = (await post(newBook({ isbn: '9789957700034' }))).json().data as StaffBook;
    const res = await put(created.id, {
      title_en: 'Season of Migration',
      hardcopy_price: 14,
      writer_id: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await getBook(created.id);
    expect(after).toMatchObject({
      ...created,
      title_en: 'Season of Migration',
      hardcopy_price: 14,
      writer_id: null,
      updated_at: expect.any(String),
    });
    const [update] = await activityOf(created.id);
    expect(update).toMatchObject({
      action: 'update',
      before: { title_en: 'Season of Migration to the North', hardcopy_price: 12.5, writer_id: 2 },
      after: { title_en: 'Season of Migration', hardcopy_price: 14, writer_id: null },
    });
  });

  it('leaves the stock to stock changes with a reason: 422 and nothing written', async () => {
    const created = (await post(newBook({ isbn: null }))).json().data as StaffBook;
    const res = await put(created.id, { stock: 99, title_en: 'Changed' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      stock: ['The stock is changed with a reason, through “Change stock”'],
    });
    expect(await getBook(created.id)).toEqual({ ...created });
  });

  it('refuses another book’s ISBN (409), bad input and unknown references (422), writing nothing', async () => {
    const taken = (await post(newBook({ isbn: '9789957700041', title_en: 'Holder' }))).json()
      .data as StaffBook;
    const created = (await post(newBook({ isbn: null }))).json().data as StaffBook;
    const conflict = await put(created.id, { isbn: '978-9957-70-004-1', title_en: 'Changed' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().message).toBe(`This ISBN is already the ISBN of “Holder” (book ${taken.id})`);
    expect((await put(created.id, { category_id: 4242 })).json().errors).toEqual({
      category_id: ['There is no category with this id'],
    });
    expect((await put(created.id, { pdf_price: 1.005 })).statusCode).toBe(422);
    expect((await put(created.id, { title_ar: '' })).json().errors).toEqual({
      title_ar: ['This field is required'],
    });
    expect(await getBook(created.id)).toEqual(created);
    // Its own ISBN is no conflict.
    expect((await put(taken.id, { isbn: '9789957700041', pages: 170 })).statusCode).toBe(200);
  });

  it('answers 404 for a book that does not exist, and 400 for a body that is not JSON', async () => {
    expect((await put(999999, { title_en: 'x' })).statusCode).toBe(404);
    const res = await call('PUT', '/staff/books/1', {
      token: editor.token,
      headers: { 'content-type': 'application/json' },
      body: '{"title_en": ',
    });
    expect(res.statusCode).toBe(400);
  });
});
