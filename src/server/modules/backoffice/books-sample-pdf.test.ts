import { beforeAll, describe, expect, it } from 'vitest';
import { bookFiles } from '#server/modules/catalog/index.ts';
import { signedInStaff, staffCaller } from '#server/modules/staff/testing.ts';
import { fileForm, samplePdf } from '#server/test/files.ts';
import { setUpTestApp } from '#server/test/harness.ts';

/*
 * A sample is at most 20 pages and lies within the book's PDF as it really is, whatever the book's
 * `pages` field says (decision 068).
 */

const t = setUpTestApp();
const call = staffCaller(t);
let token: string;

beforeAll(async () => {
  token = (await signedInStaff(t, 'editor')).token;
});

const post = (body: unknown, lang: 'ar' | 'en' = 'en') => call('POST', '/staff/books', { token, body, lang });
const put = (id: number, body: unknown, lang: 'ar' | 'en' = 'en') =>
  call('PUT', `/staff/books/${id}`, { token, body, lang });
const getBook = async (id: number) => (await call('GET', `/staff/books/${id}`, { token })).json().data;
const uploadPdf = async (id: number, pages: number, lang: 'ar' | 'en' = 'en') => {
  const form = fileForm(await samplePdf(pages), 'book.pdf', 'application/pdf');
  return call('POST', `/staff/books/${id}/pdf`, { body: form.body, headers: form.headers, token, lang });
};

const invalid = (errors: Record<string, string[]>) => ({
  message: 'The given data was invalid',
  code: 'validation',
  errors,
});

/** A book whose `pages` says 184, with a PDF of `pdfPages` real pages. */
async function bookWithPdf(pdfPages: number) {
  const created = await post({ title_ar: 'كتاب بملف', pages: 184 });
  expect(created.statusCode, created.body).toBe(201);
  const { id } = created.json().data as { id: number };
  const uploaded = await uploadPdf(id, pdfPages);
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  return id;
}

describe('a sample of at most 20 pages', () => {
  it('refuses 21 pages or more, in both languages, and takes 20', async () => {
    const long = await post({ title_ar: 'أ', pages: 300, sample_first_page: 1, sample_last_page: 60 });
    expect(long.statusCode).toBe(422);
    expect(long.json()).toEqual(invalid({ sample_last_page: ['A sample has at most 20 pages'] }));
    const arabic = await post(
      { title_ar: 'ب', pages: 300, sample_first_page: 5, sample_last_page: 25 },
      'ar',
    );
    expect(arabic.statusCode).toBe(422);
    expect(arabic.json().errors).toEqual({ sample_last_page: ['العيّنة 20 صفحة على الأكثر'] });

    const created = await post({ title_ar: 'ج', pages: 300, sample_first_page: 5, sample_last_page: 24 });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().data;
    expect((await put(id, { sample_first_page: 1, sample_last_page: 184 })).json()).toEqual(
      invalid({ sample_last_page: ['A sample has at most 20 pages'] }),
    );
    expect(await getBook(id)).toMatchObject({ sample_first_page: 5, sample_last_page: 24 });
  });
});

describe('a sample within the PDF’s real pages', () => {
  it('refuses a range beyond a 12-page PDF of a book whose pages field says 184, in both languages', async () => {
    const id = await bookWithPdf(12);
    const beyond = await put(id, { sample_first_page: 1, sample_last_page: 20 });
    expect(beyond.statusCode).toBe(422);
    expect(beyond.json()).toEqual(
      invalid({ sample_last_page: ['The last page is beyond the book’s PDF, whose last page is 12'] }),
    );
    const arabic = await put(id, { sample_first_page: 10, sample_last_page: 13 }, 'ar');
    expect(arabic.statusCode).toBe(422);
    expect(arabic.json().errors).toEqual({
      sample_last_page: ['صفحة النهاية بعد آخر صفحة في ملف PDF للكتاب، وهي الصفحة 12'],
    });
    expect(await getBook(id)).toMatchObject({ sample_first_page: null, sample_last_page: null });

    const within = await put(id, { sample_first_page: 3, sample_last_page: 12 });
    expect(within.statusCode, within.body).toBe(200);
    expect(await getBook(id)).toMatchObject({ sample_first_page: 3, sample_last_page: 12 });
  });

  it('refuses a shorter PDF than the sample reaches, and keeps the PDF the book had', async () => {
    const id = await bookWithPdf(30);
    expect((await put(id, { sample_first_page: 11, sample_last_page: 25 })).statusCode).toBe(200);
    const before = (await bookFiles(t.database.db, id))!.pdfFile;
    const short = await uploadPdf(id, 12);
    expect(short.statusCode).toBe(422);
    expect(short.json()).toEqual({
      message:
        'The book’s sample reaches page 25, beyond this PDF, whose last page is 12: change the sample pages first',
      code: 'sample_beyond_pdf',
    });
    const arabic = await uploadPdf(id, 12, 'ar');
    expect(arabic.json().message).toBe(
      'تصل عيّنة الكتاب إلى الصفحة 25، بعد آخر صفحة في هذا الملف وهي الصفحة 12: غيّر صفحات العيّنة أولًا',
    );
    expect((await bookFiles(t.database.db, id))!.pdfFile).toBe(before);
    expect((await uploadPdf(id, 25)).statusCode).toBe(200);
  });

  it('refuses a new book whose range goes beyond the PDF uploaded with it', async () => {
    const form = fileForm(await samplePdf(12), 'book.pdf', 'application/pdf');
    const pending = await call('POST', '/staff/uploads/pdf', {
      body: form.body,
      headers: form.headers,
      token,
    });
    expect(pending.statusCode, pending.body).toBe(200);
    const upload = pending.json().data.upload_token as string;
    const res = await post({
      title_ar: 'د',
      pages: 184,
      sample_first_page: 1,
      sample_last_page: 15,
      pdf_upload: upload,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(
      invalid({ sample_last_page: ['The last page is beyond the book’s PDF, whose last page is 12'] }),
    );
    const ok = await post({
      title_ar: 'د',
      pages: 184,
      sample_first_page: 1,
      sample_last_page: 12,
      pdf_upload: upload,
    });
    expect(ok.statusCode, ok.body).toBe(201);
  });
});
