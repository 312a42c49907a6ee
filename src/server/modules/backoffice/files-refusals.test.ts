import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookFiles } from '#server/modules/catalog/index.ts';
import { insertBook } from '#server/modules/catalog/testing.ts';
import { signedInStaff, staffCaller } from '#server/modules/staff/testing.ts';
import { incomingFolderOf } from '#server/services/storage.ts';
import { createStorages } from '#server/services/storages.ts';
import {
  fileForm,
  filesUnder,
  imageBomb,
  multipartForm,
  sampleJpeg,
  samplePdf,
  samplePng,
  truncated,
} from '#server/test/files.ts';
import { setUpTestApp } from '#server/test/harness.ts';
import { UPLOAD_LIMITS } from '#shared/contract/staff-files.ts';

/*
 * Every file that lies about itself, is too big, broken or badly sent gets a 4xx with its exact message
 * in the member's language, and the book keeps its old cover and PDF: in the database, on disk, served.
 */

const t = setUpTestApp();
const call = staffCaller(t);
let token: string;
let book: { id: number; cover: string; pdf: string };

type Form = { body: Buffer; headers: Record<string, string> };
const post = (url: string, form: Form, lang: 'ar' | 'en' = 'en') =>
  call('POST', url, { body: form.body, headers: form.headers, token, lang });

beforeAll(async () => {
  token = (await signedInStaff(t, 'editor')).token;
  const { id } = await insertBook(t.database.db);
  const cover = await post(`/staff/books/${id}/cover`, fileForm(await samplePng(), 'old.png'));
  expect(cover.statusCode, cover.body).toBe(200);
  const pdf = await post(`/staff/books/${id}/pdf`, fileForm(await samplePdf(1), 'old.pdf'));
  expect(pdf.statusCode, pdf.body).toBe(200);
  const files = (await bookFiles(t.database.db, id))!;
  book = { id, cover: files.image!, pdf: files.pdfFile! };
});

/** The old cover and PDF are the book's, still on disk and the cover still served; nothing else was left. */
async function expectOldFilesInPlace() {
  const files = await bookFiles(t.database.db, book.id);
  expect([files?.image, files?.pdfFile]).toEqual([book.cover, book.pdf]);
  expect((await t.app.inject({ url: `/media/${book.cover}` })).statusCode).toBe(200);
  expect(await createStorages(t.config).files.exists(book.pdf)).toBe(true);
  expect(await filesUnder(path.join(t.config.mediaDir, 'covers'))).toHaveLength(files!.imageVariants!.length);
  expect(await filesUnder(path.join(t.config.filesDir, 'books'))).toEqual([book.pdf.slice('books/'.length)]);
  for (const dir of [t.config.mediaDir, t.config.filesDir]) {
    expect(await filesUnder(incomingFolderOf(dir))).toEqual([]);
  }
}

const cover = () => `/staff/books/${book.id}/cover`;
const pdf = () => `/staff/books/${book.id}/pdf`;

describe('uploads refused, old files kept', () => {
  it('a PNG named .pdf sent as a PDF: a picture, not a PDF', async () => {
    const res = await post(pdf(), fileForm(await samplePng(), 'book.pdf', 'application/pdf'));
    expect([res.statusCode, res.json()]).toEqual([
      422,
      { message: 'The file is a picture, not a PDF', code: 'invalid_pdf' },
    ]);
    await expectOldFilesInPlace();
  });

  it('a PDF claiming to be image/jpeg sent as a cover: not an image', async () => {
    const res = await post(cover(), fileForm(await samplePdf(), 'cover.jpg', 'image/jpeg'));
    expect([res.statusCode, res.json()]).toEqual([
      422,
      { message: 'The file is not a JPEG, PNG or WebP image', code: 'not_an_image' },
    ]);
    await expectOldFilesInPlace();
  });

  it('a text file, as a cover and as a PDF, in Arabic', async () => {
    const text = fileForm('<svg onload="alert(1)"></svg> just text', 'cover.png', 'image/png');
    const asCover = await post(cover(), text, 'ar');
    expect([asCover.statusCode, asCover.json().message]).toEqual([
      422,
      'الملف ليس صورة من نوع JPEG أو PNG أو WebP',
    ]);
    const asPdf = await post(pdf(), fileForm('just a note', 'b.pdf'), 'ar');
    expect([asPdf.statusCode, asPdf.json().message]).toEqual([
      422,
      'الملف ليس ملف PDF: لا يبدأ كما تبدأ ملفات PDF، ولعله ملف من نوع آخر سُمّي باسم PDF',
    ]);
    // The right first and last bytes around nothing a PDF reader could open.
    const dressed = await post(pdf(), fileForm('%PDF-1.7\nnot an object at all\n%%EOF\n', 'c.pdf'), 'ar');
    expect([dressed.statusCode, dressed.json().message]).toEqual([
      422,
      'ملف PDF تالف: تتعذر قراءة محتواه. صدّره من جديد من برنامجه ثم ارفعه',
    ]);
    await expectOldFilesInPlace();
  });

  it('a cover over 10 MB: 413, stopped at the limit', async () => {
    const big = Buffer.concat([await sampleJpeg(), Buffer.alloc(UPLOAD_LIMITS.image)]);
    const res = await post(cover(), fileForm(big, 'huge.jpg', 'image/jpeg'));
    expect([res.statusCode, res.json()]).toEqual([
      413,
      { message: 'The file is larger than the 10 MB allowed', code: 'file_too_large' },
    ]);
    await expectOldFilesInPlace();
  });

  it('a truncated PDF and a truncated JPEG', async () => {
    const res = await post(pdf(), fileForm(truncated(await samplePdf(3)), 'cut.pdf', 'application/pdf'));
    expect([res.statusCode, res.json()]).toEqual([
      422,
      {
        message:
          'The PDF is incomplete: its end is missing. Save or export it again from its program, then upload it',
        code: 'invalid_pdf',
      },
    ]);
    const jpeg = await post(cover(), fileForm(truncated(await sampleJpeg()), 'cut.jpg', 'image/jpeg'));
    expect([jpeg.statusCode, jpeg.json()]).toEqual([
      422,
      { message: 'The image is damaged or incomplete and cannot be read', code: 'damaged_image' },
    ]);
    await expectOldFilesInPlace();
  });

  it('an image bomb: a small PNG of 100 megapixels', async () => {
    const bomb = await imageBomb();
    expect(bomb.length).toBeLessThan(UPLOAD_LIMITS.image / 10);
    const res = await post(cover(), fileForm(bomb, 'bomb.png', 'image/png'));
    expect([res.statusCode, res.json()]).toEqual([
      422,
      {
        message: 'The image is too large: at most 40 megapixels (e.g. 8000 × 5000)',
        code: 'image_too_large',
      },
    ]);
    await expectOldFilesInPlace();
  });

  it('two files, a field beside the file, or a file in another field', async () => {
    const jpeg = await sampleJpeg();
    const forms = [
      multipartForm([
        { name: 'file', data: jpeg, filename: 'a.jpg', type: 'image/jpeg' },
        { name: 'file', data: jpeg, filename: 'b.jpg', type: 'image/jpeg' },
      ]),
      multipartForm([
        { name: 'title', data: 'hello' },
        { name: 'file', data: jpeg, filename: 'a.jpg', type: 'image/jpeg' },
      ]),
      multipartForm([{ name: 'cover', data: jpeg, filename: 'a.jpg', type: 'image/jpeg' }]),
    ];
    for (const form of forms) {
      const res = await post(cover(), form);
      expect([res.statusCode, res.json()]).toEqual([
        422,
        { message: 'Send one file only, in the field “file”, and nothing else', code: 'one_file_only' },
      ]);
    }
    await expectOldFilesInPlace();
  });

  it('no file, an empty file, or no multipart body at all', async () => {
    const none = await post(cover(), multipartForm([]));
    expect([none.statusCode, none.json()]).toEqual([
      422,
      { message: 'No file was sent: please choose a file', code: 'no_file' },
    ]);
    const empty = await post(pdf(), fileForm(Buffer.alloc(0), 'empty.pdf'));
    expect([empty.statusCode, empty.json()]).toEqual([
      422,
      { message: 'The file is empty', code: 'empty_file' },
    ]);
    const json = await call('POST', cover(), { body: { file: 'x' }, token, lang: 'en' });
    expect([json.statusCode, json.json()]).toEqual([
      415,
      { message: 'Send the file as multipart/form-data in the field “file”', code: 'multipart_required' },
    ]);
    await expectOldFilesInPlace();
  });

  it('a multipart body cut short in transfer', async () => {
    const form = fileForm(await sampleJpeg(), 'a.jpg', 'image/jpeg');
    const res = await post(cover(), { ...form, body: form.body.subarray(0, form.body.length - 40) });
    expect([res.statusCode, res.json()]).toEqual([
      400,
      { message: 'The upload could not be read, please try again', code: 'unreadable_upload' },
    ]);
    await expectOldFilesInPlace();
  });
});
