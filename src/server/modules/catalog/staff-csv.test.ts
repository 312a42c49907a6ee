import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';
import { signedInStaff, staffCaller } from '#server/modules/staff/testing.ts';
import { fileForm } from '#server/test/files.ts';
import { setUpTestApp } from '#server/test/harness.ts';
import { BOOK_CSV_COLUMNS, IMPORT_STOCK_REASON } from '#shared/contract/staff-bulk.ts';
import { isbn13CheckDigit } from '#shared/isbn.ts';

/* The catalogue as CSV: exported with its Arabic, imported back all or nothing, matched by ISBN. */

const t = setUpTestApp();
const call = staffCaller(t);

let serial = 100_000;
/** A new valid ISBN-13. */
function newIsbn() {
  serial += 1;
  const first12 = `978${String(serial).padStart(9, '0')}`;
  return `${first12}${isbn13CheckDigit(first12)}`;
}

type Row = Record<(typeof BOOK_CSV_COLUMNS)[number], string>;
const rowsOf = (csv: string) => parse(csv, { bom: true, columns: true }) as Row[];
const csvOf = (rows: Partial<Row>[], columns: readonly string[] = BOOK_CSV_COLUMNS) =>
  stringify(rows, { header: true, columns: [...columns] });

async function exported(token: string) {
  const res = await call('GET', '/staff/books/export.csv', { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
}

const send = (token: string, path: string, csv: string | Buffer, lang: 'ar' | 'en' = 'en') =>
  call('POST', path, { token, lang, body: csv, headers: { 'content-type': 'text/csv' } });

/** A writer, a category and a cover type, and two books using them, made through the API. */
async function catalogue(token: string) {
  const tag = Date.now().toString(36);
  const made = async (path: string, body: object) => {
    const res = await call('POST', path, { token, body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: number };
  };
  const writer = await made('/staff/writers', {
    name_ar: `نجيب محفوظ ${tag}`,
    name_en: `Naguib Mahfouz ${tag}`,
  });
  const category = await made('/staff/categories', { title_ar: `روايات ${tag}`, title_en: `Novels ${tag}` });
  const cover = await made('/staff/cover-types', { name_ar: `غلاف مقوّى ${tag}`, name_en: `Hardback ${tag}` });
  const book = (title: string, extra: object = {}) =>
    made('/staff/books', {
      title_ar: title,
      title_en: 'Palace Walk',
      description_ar: '<p>رواية عن <strong>القاهرة</strong>، «بين القصرين».</p>',
      topic_ar: 'أدب، رواية',
      dimensions_ar: '14 × 21 سم',
      dimensions_en: '14 × 21 cm',
      pdf_price: 4.5,
      hardcopy_price: 12.75,
      stock: 7,
      isbn: newIsbn(),
      pages: 480,
      publish_year: 1956,
      writer_id: writer.id,
      category_id: category.id,
      cover_type_id: cover.id,
      most_popular: true,
      ...extra,
    });
  const first = await book(`بين القصرين ${tag}`);
  const hidden = await book(`قصر الشوق ${tag}`, { hidden: true, isbn: null });
  return { tag, writer, category, cover, first, hidden };
}

describe('exporting the catalogue', () => {
  it('writes every book, hidden ones too, as UTF-8 with a BOM, names for references and dollars with cents', async () => {
    const editor = await signedInStaff(t, 'editor');
    const { tag, first, hidden } = await catalogue(editor.token);
    const res = await call('GET', '/staff/books/export.csv', { token: editor.token });
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="books-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.body.split('\r\n')[0]).toBe(`\uFEFF${BOOK_CSV_COLUMNS.join(',')}`);

    const rows = rowsOf(res.body);
    const row = rows.find((r) => r.id === String(first.id))!;
    expect(row).toMatchObject({
      title_ar: `بين القصرين ${tag}`,
      description_ar: '<p>رواية عن <strong>القاهرة</strong>، «بين القصرين».</p>',
      dimensions_ar: '14 × 21 سم',
      pdf_price: '4.50',
      hardcopy_price: '12.75',
      stock: '7',
      writer: `نجيب محفوظ ${tag}`,
      category: `روايات ${tag}`,
      cover_type: `غلاف مقوّى ${tag}`,
      most_popular: 'true',
      coming_soon: 'false',
      hidden: 'false',
    });
    expect(rows.find((r) => r.id === String(hidden.id))).toMatchObject({ hidden: 'true', isbn: '' });
  });

  it('writes a text a spreadsheet would run as a formula with a leading quote, and takes it back as typed', async () => {
    const editor = await signedInStaff(t, 'editor');
    const { first } = await catalogue(editor.token);
    const formula = '=HYPERLINK("http://evil.example","اضغط هنا")';
    const put = await call('PUT', `/staff/books/${first.id}`, {
      token: editor.token,
      body: { title_en: formula, topic_en: '@SUM(1,2)', topic_ar: '-2+3' },
    });
    expect(put.statusCode, put.body).toBe(200);
    const csv = await exported(editor.token);
    const row = rowsOf(csv).find((r) => r.id === String(first.id))!;
    expect(row).toMatchObject({ title_en: `'${formula}`, topic_en: "'@SUM(1,2)", topic_ar: "'-2+3" });

    const back = await send(editor.token, '/staff/books/import/preview', csv);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data.counts).toMatchObject({ create: 0, update: 0 });
  });

  it('lets the orders role export (a read), and nobody without a staff token', async () => {
    const orders = await signedInStaff(t, 'orders');
    expect((await call('GET', '/staff/books/export.csv', { token: orders.token })).statusCode).toBe(200);
    expect((await call('GET', '/staff/books/export.csv')).statusCode).toBe(401);
  });
});

describe('importing books', () => {
  it('takes its own export back unchanged, then updates by ISBN and adds new books, Arabic intact', async () => {
    const editor = await signedInStaff(t, 'editor');
    const { tag, first } = await catalogue(editor.token);
    const csv = await exported(editor.token);

    const same = await send(editor.token, '/staff/books/import/preview', csv);
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().data.errors).toEqual([]);
    expect(same.json().data.counts).toMatchObject({ create: 0, update: 0 });

    const rows = rowsOf(csv);
    const changed = rows.map((row) =>
      row.id === String(first.id)
        ? { ...row, id: '', pdf_price: '9.99', stock: '40', title_en: 'Palace Walk (new)' }
        : row,
    );
    const isbn = newIsbn();
    changed.push({
      ...Object.fromEntries(BOOK_CSV_COLUMNS.map((column) => [column, ''])),
      isbn: `${isbn.slice(0, 3)}-${isbn.slice(3)}`,
      title_ar: `السكرية ${tag}`,
      writer: `Naguib Mahfouz ${tag}`,
      pdf_price: '٣٫٥٠',
      coming_soon: 'نعم',
    } as Row);
    const file = `\uFEFF${csvOf(changed)}`;

    const preview = await send(editor.token, '/staff/books/import/preview', file);
    expect(preview.json().data.counts).toMatchObject({ rows: changed.length, create: 1, update: 1 });
    expect(preview.json().data.rows.filter((r: { action: string }) => r.action !== 'unchanged')).toEqual([
      {
        line: expect.any(Number),
        action: 'update',
        book_id: first.id,
        isbn: expect.any(String),
        title_ar: `بين القصرين ${tag}`,
        before: { title_en: 'Palace Walk', pdf_price: 4.5, stock: 7 },
        after: { title_en: 'Palace Walk (new)', pdf_price: 9.99, stock: 40 },
      },
      expect.objectContaining({ action: 'create', book_id: null, isbn, title_ar: `السكرية ${tag}` }),
    ]);
    // The preview wrote nothing.
    expect((await call('GET', `/staff/books/${first.id}`, { token: editor.token })).json().data.stock).toBe(
      7,
    );

    const res = await call('POST', '/staff/books/import', {
      token: editor.token,
      lang: 'ar',
      ...fileForm(file, 'كتب.csv', 'text/csv'),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      data: { rows: changed.length, create: 1, update: 1, unchanged: changed.length - 2 },
      message: 'تم الاستيراد: 1 كتاباً جديداً و1 كتاباً معدّلاً',
    });
    const book = (await call('GET', `/staff/books/${first.id}`, { token: editor.token })).json().data;
    expect(book).toMatchObject({ pdf_price: 9.99, stock: 40, title_en: 'Palace Walk (new)' });
    const stock = await call('GET', `/staff/books/${first.id}/stock-changes`, { token: editor.token });
    expect(stock.json().data[0]).toMatchObject({ delta: 33, stock_after: 40, reason: IMPORT_STOCK_REASON });

    const again = rowsOf(await exported(editor.token)).find((row) => row.isbn === isbn)!;
    expect(again).toMatchObject({
      title_ar: `السكرية ${tag}`,
      writer: `نجيب محفوظ ${tag}`,
      pdf_price: '3.50',
      coming_soon: 'true',
    });

    const admin = await signedInStaff(t, 'admin');
    const log = await call('GET', '/staff/activity?action=import', { token: admin.token });
    expect(log.json().data[0]).toMatchObject({
      staff_id: editor.id,
      entity: 'book',
      entity_id: null,
      after: { rows: changed.length, created: [Number(again.id)], updated: [first.id] },
    });
  });

  it('reports a bad row by line and column, in the member’s language, and writes nothing at all', async () => {
    const editor = await signedInStaff(t, 'editor');
    const { tag } = await catalogue(editor.token);
    const columns = ['isbn', 'title_ar', 'pdf_price', 'writer', 'stock'];
    const good = newIsbn();
    const file = csvOf(
      [
        { isbn: good, title_ar: `كتاب سليم ${tag}`, pdf_price: '5', writer: '', stock: '3' },
        { isbn: newIsbn(), title_ar: 'سعر خاطئ', pdf_price: '5.999', writer: '', stock: '1' },
        { isbn: newIsbn(), title_ar: 'كاتب مجهول', pdf_price: '1', writer: 'Nobody Known', stock: 'ثلاثة' },
        { isbn: '9780000000000', title_ar: '', pdf_price: '1', writer: '', stock: '1' },
      ],
      columns,
    );
    const preview = await send(editor.token, '/staff/books/import/preview', file);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().message).toBe(
      'The file has 5 errors: nothing can be imported until they are corrected',
    );
    expect(preview.json().data.errors).toEqual([
      { line: 3, column: 'pdf_price', message: 'A price has at most two decimals (cents)' },
      { line: 4, column: 'writer', message: 'There is no writer named “Nobody Known”' },
      { line: 4, column: 'stock', message: 'This must be a number' },
      { line: 5, column: 'isbn', message: 'The ISBN check digit (its last character) is wrong' },
      { line: 5, column: 'title_ar', message: 'This field is required' },
    ]);

    const res = await send(editor.token, '/staff/books/import', file, 'ar');
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('import_invalid');
    expect(res.json().errors['3.pdf_price']).toEqual(['السعر بالدولار بخانتين عشريتين على الأكثر']);
    expect(res.json().errors['4.writer']).toEqual(['لا يوجد كاتب باسم «Nobody Known»']);
    const search = await call('GET', `/staff/books?search=${encodeURIComponent(`كتاب سليم ${tag}`)}`, {
      token: editor.token,
    });
    expect(search.json().data).toEqual([]);
  });

  it('says a number under its minimum and a text too long in Arabic words only', async () => {
    const editor = await signedInStaff(t, 'editor');
    const file = csvOf(
      [{ isbn: newIsbn(), title_ar: 'ك'.repeat(301), pdf_price: '-1', stock: '-2' }],
      ['isbn', 'title_ar', 'pdf_price', 'stock'],
    );
    const ar = await send(editor.token, '/staff/books/import/preview', file, 'ar');
    expect(ar.statusCode).toBe(200);
    const messages = (ar.json().data.errors as { column: string; message: string }[]).map(
      ({ column, message }) => [column, message],
    );
    expect(messages).toEqual([
      ['title_ar', 'يجب ألا يزيد عدد الأحرف على 300'],
      ['pdf_price', 'يجب ألا تقل القيمة عن 0'],
      ['stock', 'يجب ألا تقل القيمة عن 0'],
    ]);
    for (const [, message] of messages) expect(message).not.toMatch(/[A-Za-z<>=]/);
    const en = await send(editor.token, '/staff/books/import/preview', file, 'en');
    expect(en.json().data.errors.map((e: { message: string }) => e.message)).toEqual([
      'The number of characters must be at most 300',
      'This must be at least 0',
      'This must be at least 0',
    ]);
  });
});
