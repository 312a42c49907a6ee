import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookFiles } from '#server/modules/catalog/index.ts';
import { insertBook } from '#server/modules/catalog/testing.ts';
import { signedInStaff, staffActivity, staffCaller } from '#server/modules/staff/testing.ts';
import { incomingFolderOf } from '#server/services/storage.ts';
import { createStorages } from '#server/services/storages.ts';
import { fileForm, filesUnder, sampleJpeg, samplePdf, samplePng, sampleWebp } from '#server/test/files.ts';
import { setUpTestApp } from '#server/test/harness.ts';

const t = setUpTestApp();
const call = staffCaller(t);
let editor: { token: string; id: number };

beforeAll(async () => {
  editor = await signedInStaff(t, 'editor');
});

const media = () => createStorages(t.config).media;
const files = () => createStorages(t.config).files;
const upload = (url: string, form: ReturnType<typeof fileForm>, token = editor.token, lang?: 'ar' | 'en') =>
  call('POST', url, { body: form.body, headers: form.headers, token, lang });
const served = (key: string) => t.app.inject({ url: `/media/${key}` });

/** A book whose cover and PDF were uploaded before: files on disk the book points at. */
async function bookWithFiles() {
  const book = await insertBook(t.database.db, { image: null, pdfFile: null });
  const cover = await upload(
    `/staff/books/${book.id}/cover`,
    fileForm(await samplePng(), 'old.png', 'image/png'),
  );
  expect(cover.statusCode, cover.body).toBe(200);
  const pdf = await upload(
    `/staff/books/${book.id}/pdf`,
    fileForm(await samplePdf(1), 'old.pdf', 'application/pdf'),
  );
  expect(pdf.statusCode, pdf.body).toBe(200);
  // Private keys never leave the server: read where the book points, as the catalogue does.
  const pdfKey = (await bookFiles(t.database.db, book.id))!.pdfFile!;
  return {
    id: book.id,
    cover: cover.json().data as { image: string; image_variants: { key: string }[] },
    pdfKey,
  };
}

describe('POST /staff/books/:id/cover', () => {
  it('re-encodes a JPEG into WebP copies at the widths the shop shows and a JPEG, names them itself and drops the metadata', async () => {
    const book = await insertBook(t.database.db, { image: null });
    const photo = await sampleJpeg();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await upload(
      `/staff/books/${book.id}/cover`,
      fileForm(photo, 'my-holiday-photo.jpg', 'image/jpeg'),
      editor.token,
      'en',
    );
    expect(res.statusCode, res.body).toBe(200);
    const { data, message } = res.json();
    expect(message).toBe('The cover was uploaded and the shop shows it now');
    expect(data.image).toMatch(/^covers\/[0-9a-f]{24}\.jpg$/);
    expect(data.image_variants.map((v: { width: number; type: string }) => [v.width, v.type])).toEqual([
      [160, 'image/webp'],
      [320, 'image/webp'],
      [480, 'image/webp'],
      [640, 'image/webp'],
      [640, 'image/jpeg'],
    ]);
    for (const variant of data.image_variants as { key: string; width: number; type: string }[]) {
      expect(variant.key).not.toContain('holiday');
      const file = await served(variant.key);
      expect(file.statusCode).toBe(200);
      const meta = await sharp(file.rawPayload).metadata();
      expect([meta.format, meta.width, meta.exif]).toEqual([variant.type.slice(6), variant.width, undefined]);
    }
    const shop = (await call('GET', `/books/${book.id}`)).json().data.files;
    expect(shop.image).toEqual([{ file_name: data.image }]);
    expect(shop.image_variants).toEqual(
      data.image_variants.map((v: { key: string; width: number; type: string }) => ({
        file_name: v.key,
        width: v.width,
        type: v.type,
      })),
    );
  });

  it('accepts PNG and WebP, never making a copy wider than the upload', async () => {
    const book = await insertBook(t.database.db);
    const png = await upload(`/staff/books/${book.id}/cover`, fileForm(await samplePng(300, 420), 'a.png'));
    expect(png.json().data.image_variants.map((v: { width: number }) => v.width)).toEqual([160, 300, 300]);
    const webp = await upload(
      `/staff/books/${book.id}/cover`,
      fileForm(await sampleWebp(500, 700), 'b.webp'),
    );
    expect(webp.json().data.image_variants.map((v: { width: number }) => v.width)).toEqual([
      160, 320, 480, 500, 500,
    ]);
  });

  it('replaces the old cover: its files are removed once the book shows the new one, and the change is logged', async () => {
    const { id, cover } = await bookWithFiles();
    const res = await upload(`/staff/books/${id}/cover`, fileForm(await sampleJpeg(), 'new.jpg'));
    expect(res.statusCode).toBe(200);
    expect(cover.image_variants.map((variant) => variant.key)).toContain(cover.image);
    for (const { key } of cover.image_variants) {
      expect((await served(key)).statusCode, key).toBe(404);
      expect(await media().exists(key)).toBe(false);
    }
    expect(await filesUnder(incomingFolderOf(t.config.mediaDir))).toEqual([]);
    const [entry] = await t.database.db
      .select()
      .from(staffActivity)
      .where(eq(staffActivity.entityId, id))
      .orderBy(desc(staffActivity.id))
      .limit(1);
    expect(entry).toMatchObject({
      staffId: editor.id,
      action: 'upload',
      entity: 'book',
      before: { image: cover.image },
      after: { image: res.json().data.image },
    });
  });
});

describe('POST /staff/books/:id/pdf', () => {
  it('keeps the PDF in private storage under a generated name, replacing the old one once complete', async () => {
    const { id, pdfKey } = await bookWithFiles();
    const res = await upload(
      `/staff/books/${id}/pdf`,
      // Larger than any JSON body the API takes (1 MB): uploads have limits of their own.
      fileForm(await samplePdf(3, 3 * 1024 * 1024), 'Secret Title (final).pdf', 'application/pdf'),
      editor.token,
      'en',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      data: { has_pdf: true, pages: 3 },
      message: "The book's PDF was uploaded; buyers get it from now on",
    });
    expect(await files().exists(pdfKey)).toBe(false);
    const stored = await filesUnder(path.join(t.config.filesDir, 'books'));
    expect(stored.some((file) => /^[0-9a-f]{24}\.pdf$/.test(file))).toBe(true);
    expect(stored.join()).not.toMatch(/Secret|final/);
    expect(await filesUnder(path.join(t.config.mediaDir, 'books'))).toEqual([]);
    const listed = await call('GET', `/staff/books/${id}/files`, { token: editor.token });
    expect(listed.json().data).toMatchObject({ has_pdf: true });
    expect(listed.body).not.toContain('.pdf');
  });
});

describe('who may upload', () => {
  it('refuses the orders role with 403 and no token with 401, before reading the file', async () => {
    const { id, cover, pdfKey } = await bookWithFiles();
    const orders = await signedInStaff(t, 'orders');
    for (const url of [`/staff/books/${id}/cover`, `/staff/books/${id}/pdf`]) {
      const forbidden = await upload(url, fileForm(await sampleJpeg()), orders.token, 'en');
      expect(forbidden.statusCode).toBe(403);
      const anonymous = await call('POST', url, { ...fileForm(await sampleJpeg()) });
      expect(anonymous.statusCode).toBe(401);
    }
    expect((await served(cover.image)).statusCode).toBe(200);
    expect(await files().exists(pdfKey)).toBe(true);
    expect(await media().exists(cover.image)).toBe(true);
  });

  it('answers 404 for an unknown book and stores nothing', async () => {
    const before = await filesUnder(t.config.mediaDir);
    const res = await upload('/staff/books/999999/cover', fileForm(await sampleJpeg()), editor.token, 'en');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Book not found', code: 'not_found' });
    const pdf = await upload('/staff/books/999999/pdf', fileForm(await samplePdf()), editor.token, 'ar');
    expect(pdf.json()).toEqual({ message: 'الكتاب المطلوب غير موجود', code: 'not_found' });
    expect(await filesUnder(t.config.mediaDir)).toEqual(before);
    expect(await filesUnder(incomingFolderOf(t.config.filesDir))).toEqual([]);
  });

  it('lets every staff member see which files a book has', async () => {
    const { id, cover } = await bookWithFiles();
    const orders = await signedInStaff(t, 'orders');
    const res = await call('GET', `/staff/books/${id}/files`, { token: orders.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ image: cover.image, has_pdf: true });
    expect((await call('GET', '/staff/books/999999/files', { token: orders.token })).statusCode).toBe(404);
  });
});
