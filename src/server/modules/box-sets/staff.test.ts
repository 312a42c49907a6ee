import { describe, expect, it } from 'vitest';
import { insertBook, setBookPdfFile, setHardcopyPriceCents } from '#server/modules/catalog/testing.ts';
import { activityRows, signedInStaff, staffCaller } from '#server/modules/staff/testing.ts';
import { setUpTestApp } from '#server/test/harness.ts';

/*
 * Box sets in the console (issue 39, point 3): staff save only what the shop can sell, two different
 * books or more of the box set's format at a price below their sum today, each refusal naming its
 * field in the member's language; and the shop's page of a box set with what it saves.
 */

const t = setUpTestApp();
const call = staffCaller(t);
const db = () => t.database.db;

/** Three printed books of $12, $15 and $20; the first two also sold as PDFs ($5 and $6). */
async function trilogy() {
  const a = await insertBook(db(), {
    titleAr: 'بين القصرين',
    titleEn: 'Palace Walk',
    hardcopyPriceCents: 1200,
    pdfPriceCents: 500,
  });
  const b = await insertBook(db(), {
    titleAr: 'قصر الشوق',
    titleEn: 'Palace of Desire',
    hardcopyPriceCents: 1500,
    pdfPriceCents: 600,
  });
  const c = await insertBook(db(), {
    titleAr: 'السكرية',
    titleEn: 'Sugar Street',
    hardcopyPriceCents: 2000,
    pdfPriceCents: 0,
  });
  await setBookPdfFile(db(), a!.id, `books/${a!.id}.pdf`);
  await setBookPdfFile(db(), b!.id, `books/${b!.id}.pdf`);
  return [a!, b!, c!] as const;
}

const body = (fields: Record<string, unknown>) => ({
  title_ar: 'ثلاثية القاهرة',
  title_en: 'The Cairo Trilogy',
  format: 'hardcopy',
  price: 40,
  ...fields,
});

describe('a box set saved in the console', () => {
  it('is created and changed by an editor, read by the orders desk, and logged', async () => {
    const [a, b, c] = await trilogy();
    const editor = await signedInStaff(t, 'editor');
    const created = await call('POST', '/staff/box-sets', {
      token: editor.token,
      lang: 'en',
      body: body({ book_ids: [a.id, b.id, c.id], description_en: 'All three novels' }),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      message: 'Box set added',
      data: {
        title_en: 'The Cairo Trilogy',
        format: 'hardcopy',
        price: 40,
        active: true,
        book_ids: [a.id, b.id, c.id],
        parts_price: 47,
        books: [
          { id: a.id, title_en: 'Palace Walk', price: 12 },
          { id: b.id, title_en: 'Palace of Desire', price: 15 },
          { id: c.id, title_en: 'Sugar Street', price: 20 },
        ],
      },
    });
    const id = created.json().data.id as number;

    const desk = await signedInStaff(t, 'orders');
    const read = await call('GET', `/staff/box-sets/${id}`, { token: desk.token });
    expect(read.statusCode).toBe(200);
    const list = await call('GET', '/staff/box-sets?search=القاهره', { token: desk.token });
    expect(list.json().data.map((row: { id: number }) => row.id)).toContain(id);
    const refused = await call('PUT', `/staff/box-sets/${id}`, { token: desk.token, body: { price: 30 } });
    expect(refused.statusCode).toBe(403);

    const changed = await call('PUT', `/staff/box-sets/${id}`, {
      token: editor.token,
      lang: 'en',
      body: { price: 25, book_ids: [c.id, a.id] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      message: 'Box set saved',
      data: { price: 25, book_ids: [c.id, a.id] },
    });
    const logged = await activityRows(db(), 'box_set', id);
    expect(logged.map((row) => row.action)).toEqual(['create', 'update']);
  });

  it('refuses a price not below the books’ sum today, naming the sum, in both languages', async () => {
    const [a, b] = await trilogy();
    const { token } = await signedInStaff(t, 'admin');
    const atSum = await call('POST', '/staff/box-sets', {
      token,
      lang: 'en',
      body: body({ price: 27, book_ids: [a.id, b.id] }),
    });
    expect(atSum.statusCode).toBe(422);
    expect(atSum.json().errors).toEqual({
      price: ["A box set's price must be below the sum of its books' prices today ($27.00)"],
    });
    const arabic = await call('POST', '/staff/box-sets', {
      token,
      lang: 'ar',
      body: body({ price: 30, book_ids: [a.id, b.id] }),
    });
    expect(arabic.json().errors).toEqual({
      price: ['سعر المجموعة يجب أن يكون أقل من مجموع أسعار كتبها اليوم ($27.00)'],
    });
  });

  it('refuses fewer than two different books', async () => {
    const [a] = await trilogy();
    const { token } = await signedInStaff(t, 'editor');
    const one = await call('POST', '/staff/box-sets', {
      token,
      lang: 'en',
      body: body({ book_ids: [a.id] }),
    });
    expect(one.statusCode).toBe(422);
    expect(one.json().errors).toEqual({ book_ids: ['A box set holds at least two different books'] });
    const twice = await call('POST', '/staff/box-sets', {
      token,
      lang: 'en',
      body: body({ book_ids: [a.id, a.id] }),
    });
    expect(twice.json().errors).toEqual({
      'book_ids.1': ['This book appears twice in the box set'],
      book_ids: ['A box set holds at least two different books'],
    });
  });

  it('refuses a book not sold in the box set’s format, naming it', async () => {
    const [a, b, c] = await trilogy();
    const pdfOnly = await insertBook(db(), {
      titleAr: 'أولاد حارتنا',
      titleEn: 'Children of the Alley',
      hardcopyPriceCents: 0,
    });
    const { token } = await signedInStaff(t, 'editor');
    const pdf = await call('POST', '/staff/box-sets', {
      token,
      lang: 'en',
      body: body({ format: 'pdf', price: 9, book_ids: [a.id, b.id, c.id] }),
    });
    expect(pdf.statusCode).toBe(422);
    expect(pdf.json().errors).toEqual({
      'book_ids.2': ['«Sugar Street» is not sold as a PDF: a PDF box set holds only books sold as PDFs'],
    });
    const printed = await call('POST', '/staff/box-sets', {
      token,
      lang: 'ar',
      body: body({ price: 20, book_ids: [a.id, pdfOnly!.id] }),
    });
    expect(printed.json().errors).toEqual({
      'book_ids.1': ['«أولاد حارتنا» ليست له طبعة ورقية، والمجموعة الورقية لا تضم إلا كتباً مطبوعة'],
    });
    const hidden = await insertBook(db(), { active: false });
    const unknown = await call('POST', '/staff/box-sets', {
      token,
      lang: 'en',
      body: body({ price: 20, book_ids: [a.id, hidden!.id] }),
    });
    expect(unknown.json().errors).toEqual({ 'book_ids.1': ['The selected book is not shown in the shop'] });
  });

  it('switches a box set off without checking its price, and checks it again when it is switched on', async () => {
    const [a, b] = await trilogy();
    const { token } = await signedInStaff(t, 'editor');
    const created = await call('POST', '/staff/box-sets', {
      token,
      body: body({ price: 25, book_ids: [a.id, b.id] }),
    });
    const id = created.json().data.id as number;
    // The books get cheaper: the box set no longer saves anything.
    await setHardcopyPriceCents(db(), a.id, 1000);
    await setHardcopyPriceCents(db(), b.id, 1000);
    const off = await call('PUT', `/staff/box-sets/${id}`, { token, body: { active: false } });
    expect(off.statusCode, off.body).toBe(200);
    const on = await call('PUT', `/staff/box-sets/${id}`, { token, lang: 'en', body: { active: true } });
    expect(on.statusCode).toBe(422);
    expect(on.json().errors).toEqual({
      price: ["A box set's price must be below the sum of its books' prices today ($20.00)"],
    });
  });
});

describe('the shop’s page of a box set', () => {
  it('shows its books in order with covers and prices, and what it saves', async () => {
    const [a, b, c] = await trilogy();
    const { token } = await signedInStaff(t, 'editor');
    const created = await call('POST', '/staff/box-sets', {
      token,
      body: body({ price: 40, book_ids: [b.id, a.id, c.id], description_ar: 'الثلاثية كاملة' }),
    });
    const id = created.json().data.id as number;
    const page = await call('GET', `/box-sets/${id}`, { lang: 'en' });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data).toMatchObject({
      id,
      title: 'The Cairo Trilogy',
      description: 'الثلاثية كاملة',
      format: 'hardcopy',
      price: 40,
      parts_price: 47,
      saving: 7,
      available: true,
      books: [
        { id: b.id, title: 'Palace of Desire', price: 15, files: { image: [] } },
        { id: a.id, title: 'Palace Walk', price: 12 },
        { id: c.id, title: 'Sugar Street', price: 20 },
      ],
    });
    const holding = await call('GET', `/books/${a.id}/box-sets`, { lang: 'en' });
    expect(holding.json().data).toEqual([
      {
        id,
        title: 'The Cairo Trilogy',
        title_ar: 'ثلاثية القاهرة',
        title_en: 'The Cairo Trilogy',
        format: 'hardcopy',
      },
    ]);
  });

  it('answers 404 in the reader’s language for a box set switched off or missing', async () => {
    const [a, b] = await trilogy();
    const { token } = await signedInStaff(t, 'editor');
    const created = await call('POST', '/staff/box-sets', {
      token,
      body: body({ price: 20, book_ids: [a.id, b.id], active: false }),
    });
    const id = created.json().data.id as number;
    const en = await call('GET', `/box-sets/${id}`, { lang: 'en' });
    expect(en.statusCode).toBe(404);
    expect(en.json().message).toBe('There is no such box set');
    const ar = await call('GET', '/box-sets/999999', { lang: 'ar' });
    expect(ar.json().message).toBe('لا توجد مجموعة كتب بهذا الرقم');
    expect((await call('GET', `/books/${a.id}/box-sets`)).json().data).toEqual([]);
  });
});
