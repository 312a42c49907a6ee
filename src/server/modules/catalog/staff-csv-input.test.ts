import { describe, expect, it } from 'vitest';
import { signedInStaff, staffCaller } from '#server/modules/staff/testing.ts';
import { multipartForm } from '#server/test/files.ts';
import { setUpTestApp } from '#server/test/harness.ts';
import { isbn13CheckDigit } from '#shared/isbn.ts';

/* What a CSV import accepts as a file, and how it refuses one it cannot take. */

const t = setUpTestApp();
const call = staffCaller(t);

let serial = 200_000;
function newIsbn() {
  serial += 1;
  const first12 = `978${String(serial).padStart(9, '0')}`;
  return `${first12}${isbn13CheckDigit(first12)}`;
}

const preview = (token: string, body: string | Buffer, lang: 'ar' | 'en' = 'en', type = 'text/csv') =>
  call('POST', '/staff/books/import/preview', { token, lang, body, headers: { 'content-type': type } });

const errorsOf = async (token: string, body: string | Buffer) => {
  const res = await preview(token, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.errors as { line: number; column: string | null; message: string }[];
};

describe('the file an import reads', () => {
  it('reads semicolon-separated files and Arabic-Indic digits, as a spreadsheet in Arabic writes them', async () => {
    const editor = await signedInStaff(t, 'editor');
    const file = `title_ar;isbn;pdf_price;stock;publish_year\r\nالأيام;${newIsbn()};٢٫٥٠;١٢;١٩٢٩\r\n`;
    const res = await preview(editor.token, file);
    expect(res.json().data.errors).toEqual([]);
    expect(res.json().data.counts).toEqual({ rows: 1, create: 1, update: 0, unchanged: 0 });
  });

  it('refuses a file that is not UTF-8, saying how to save it', async () => {
    const editor = await signedInStaff(t, 'editor');
    // 'الأيام' as Excel saves it on an Arabic Windows (Windows-1256), not UTF-8.
    const arabicWindows = [0xc7, 0xe1, 0xc3, 0xed, 0xc7, 0xe3];
    const windows1256 = Buffer.concat([
      Buffer.from('title_ar\r\n'),
      Buffer.from(arabicWindows),
      Buffer.from('\r\n'),
    ]);
    const res = await preview(editor.token, windows1256, 'ar');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'الملف ليس بترميز UTF-8: احفظه من Excel بصيغة «CSV UTF-8» ثم أعد المحاولة',
      code: 'not_utf8',
    });
  });

  it('answers 415 for a JSON body, and 422 for an upload without a file or with more than one part', async () => {
    const editor = await signedInStaff(t, 'editor');
    const json = await call('POST', '/staff/books/import', {
      token: editor.token,
      lang: 'en',
      body: { rows: [] },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe(
      'Send a CSV file: in the field “file” as multipart/form-data, or as a text/csv body',
    );
    const two = multipartForm([
      { name: 'file', data: 'title_ar\r\nأ\r\n', filename: 'a.csv' },
      { name: 'other', data: 'x' },
    ]);
    const res = await call('POST', '/staff/books/import/preview', {
      token: editor.token,
      lang: 'en',
      ...two,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('one_file_only');
  });

  it('names a header it cannot use: an unknown or repeated column, no title_ar', async () => {
    const editor = await signedInStaff(t, 'editor');
    expect(await errorsOf(editor.token, 'titel_ar,isbn,isbn\r\nأ,,\r\n')).toEqual([
      {
        line: 1,
        column: 'titel_ar',
        message: expect.stringMatching(/^Unknown column “titel_ar”; the columns are: id, isbn,/),
      },
      { line: 1, column: 'isbn', message: 'The column “isbn” appears twice' },
      { line: 1, column: 'title_ar', message: 'The file has no title_ar column (the Arabic title)' },
    ]);
    expect(await errorsOf(editor.token, 'title_ar\r\n')).toEqual([
      { line: 1, column: null, message: 'The file holds no book under its header line' },
    ]);
    expect(await errorsOf(editor.token, 'title_ar,isbn\r\n"أ,\r\n')).toEqual([
      {
        line: expect.any(Number),
        column: null,
        message: 'The file cannot be read as CSV near this line (a quote left open?)',
      },
    ]);
  });

  it('finds, by line, a row with the wrong number of cells, a repeated ISBN, an unknown id and a bad yes-or-no', async () => {
    const editor = await signedInStaff(t, 'editor');
    const isbn = newIsbn();
    const file = [
      'id,title_ar,isbn,hidden',
      `,الأول,${isbn},no`,
      ',الثاني',
      `,"سطر\nمن سطرين",${isbn},`,
      '999999,مجهول,,',
      ',رابع,,ربما',
    ].join('\r\n');
    expect(await errorsOf(editor.token, file)).toEqual([
      { line: 3, column: null, message: 'This line has 2 cells where the header has 4' },
      { line: 4, column: 'isbn', message: 'This ISBN is repeated: it is on line 2 too' },
      { line: 6, column: 'id', message: 'There is no book with id 999999' },
      { line: 7, column: 'hidden', message: 'This must be yes or no (true or false)' },
    ]);
  });

  it('matches a row to its book by ISBN however it is written, and updates it instead of adding one', async () => {
    const editor = await signedInStaff(t, 'editor');
    const isbn = newIsbn();
    const made = await call('POST', '/staff/books', {
      token: editor.token,
      body: { title_ar: 'اللص والكلاب', isbn },
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().data.id as number;
    const hyphenated = `${isbn.slice(0, 3)}-${isbn.slice(3, 7)}-${isbn.slice(7)}`;
    const res = await call('POST', '/staff/books/import', {
      token: editor.token,
      body: `isbn,title_ar,title_en\r\n${hyphenated},اللص والكلاب,The Thief and the Dogs\r\n`,
      headers: { 'content-type': 'text/csv' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ rows: 1, create: 0, update: 1, unchanged: 0 });
    const book = (await call('GET', `/staff/books/${id}`, { token: editor.token })).json().data;
    expect(book).toMatchObject({ title_en: 'The Thief and the Dogs', isbn });
  });

  it('is for admins and editors: the orders role gets 403 and writes nothing', async () => {
    const orders = await signedInStaff(t, 'orders');
    for (const path of ['/staff/books/import', '/staff/books/import/preview']) {
      const res = await call('POST', path, {
        token: orders.token,
        body: 'title_ar\r\nممنوع\r\n',
        headers: { 'content-type': 'text/csv' },
      });
      expect(res.statusCode).toBe(403);
    }
  });
});
