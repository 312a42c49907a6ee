import { eq, notInArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffPendingUploads } from '#server/db/schema/backoffice.ts';
import { signedInStaff, staffCaller } from '#server/modules/staff/testing.ts';
import { hashToken } from '#server/services/sessions.ts';
import { createStorages } from '#server/services/storages.ts';
import { fileForm, sampleJpeg, samplePdf } from '#server/test/files.ts';
import { setUpTestApp } from '#server/test/harness.ts';
import { PENDING_UPLOAD_MS, removeAbandonedUploads } from './pending-uploads.ts';

/* The new-book screen: its cover and PDF upload before the book exists and attach when it is saved. */

const t = setUpTestApp();
const call = staffCaller(t);
let editor: { token: string; id: number };
let other: { token: string };

beforeAll(async () => {
  editor = await signedInStaff(t, 'editor');
  other = await signedInStaff(t, 'admin');
});

async function upload(kind: 'cover' | 'pdf', token = editor.token) {
  const form =
    kind === 'cover'
      ? fileForm(await sampleJpeg(), 'cover.jpg', 'image/jpeg')
      : fileForm(await samplePdf(3), 'book.pdf', 'application/pdf');
  const res = await call('POST', `/staff/uploads/${kind}`, {
    body: form.body,
    headers: form.headers,
    token,
    lang: 'en',
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    data: { upload_token: string; image?: string; pages?: number; bytes: number };
    message: string;
  };
}

const createBook = (body: Record<string, unknown>, token = editor.token) =>
  call('POST', '/staff/books', { body: { title_ar: 'كتاب جديد', ...body }, token, lang: 'en' });

const unusable = {
  message:
    'This upload cannot be used: it is not yours, it is older than a day, or it was used already. Upload the file again',
  code: 'upload_unusable',
};

describe('files uploaded for a new book', () => {
  it('attaches the cover and the PDF uploaded beforehand when the book is created, and logs them', async () => {
    const cover = await upload('cover');
    expect(cover.message).toBe('The cover is uploaded; it is added when the book is saved');
    const pdf = await upload('pdf');
    expect(pdf.data.pages).toBe(3);
    const created = await createBook({
      cover_upload: cover.data.upload_token,
      pdf_upload: pdf.data.upload_token,
    });
    expect(created.statusCode, created.body).toBe(201);
    const book = created.json().data as { id: number; image: string; has_pdf: boolean };
    expect(book).toMatchObject({ image: cover.data.image, has_pdf: true });
    const files = await call('GET', `/staff/books/${book.id}/files`, { token: editor.token });
    expect(files.json().data).toMatchObject({ image: cover.data.image, has_pdf: true });
    expect(await createStorages(t.config).media.exists(cover.data.image!)).toBe(true);
    const log = await call('GET', `/staff/activity?entity=book&entity_id=${book.id}`, { token: other.token });
    const actions = (log.json().data as { action: string }[]).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['create', 'upload']));
  });

  it('refuses a token used already', async () => {
    const cover = await upload('cover');
    expect((await createBook({ cover_upload: cover.data.upload_token })).statusCode).toBe(201);
    const again = await createBook({ title_ar: 'كتاب ثان', cover_upload: cover.data.upload_token });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject(unusable);
  });

  it('refuses another member’s token, and a cover token given as the PDF', async () => {
    const theirs = await upload('cover', other.token);
    const refused = await createBook({ cover_upload: theirs.data.upload_token });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject(unusable);
    const mixed = await createBook({ pdf_upload: (await upload('cover')).data.upload_token });
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json()).toMatchObject(unusable);
  });

  it('checks an upload as a book’s own: a PDF that is not one is refused before any token', async () => {
    const form = fileForm(Buffer.from('not a pdf at all'), 'book.pdf', 'application/pdf');
    const res = await call('POST', '/staff/uploads/pdf', {
      body: form.body,
      headers: form.headers,
      token: editor.token,
      lang: 'en',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).not.toBe('upload_unusable');
  });

  it('refuses uploads to the orders role', async () => {
    const orders = await signedInStaff(t, 'orders');
    const form = fileForm(await sampleJpeg(), 'cover.jpg', 'image/jpeg');
    const res = await call('POST', '/staff/uploads/cover', {
      body: form.body,
      headers: form.headers,
      token: orders.token,
    });
    expect(res.statusCode).toBe(403);
  });

  it('removes uploads left unclaimed for a day, with their files, and keeps newer and claimed ones', async () => {
    const { media, files } = createStorages(t.config);
    const abandoned = await upload('cover');
    const abandonedPdf = await upload('pdf');
    const claimed = await upload('cover');
    expect((await createBook({ cover_upload: claimed.data.upload_token })).statusCode).toBe(201);
    const [pending] = await t.database.db
      .select({ keys: staffPendingUploads.keys })
      .from(staffPendingUploads)
      .where(eq(staffPendingUploads.tokenHash, hashToken(abandonedPdf.data.upload_token)));
    const pdfKey = pending.keys[0];
    expect(await files.exists(pdfKey)).toBe(true);
    // Earlier tests' uploads are as old: only this test's three rows are counted below.
    await t.database.db.delete(staffPendingUploads).where(
      notInArray(
        staffPendingUploads.tokenHash,
        [abandoned, abandonedPdf, claimed].map((u) => hashToken(u.data.upload_token)),
      ),
    );

    const almostADay = new Date(Date.now() + PENDING_UPLOAD_MS - 60_000);
    expect(await removeAbandonedUploads(t.database.db, createStorages(t.config), almostADay)).toBe(0);
    expect(await media.exists(abandoned.data.image!)).toBe(true);

    const nextDay = new Date(Date.now() + PENDING_UPLOAD_MS + 60_000);
    // Two processes sweeping at once remove each upload once between them.
    const [a, b] = await Promise.all([
      removeAbandonedUploads(t.database.db, createStorages(t.config), nextDay),
      removeAbandonedUploads(t.database.db, createStorages(t.config), nextDay),
    ]);
    expect(a + b).toBe(2);
    expect(await media.exists(abandoned.data.image!)).toBe(false);
    expect(await media.exists(claimed.data.image!)).toBe(true);
    expect(await files.exists(pdfKey)).toBe(false);
    expect(await t.database.db.select().from(staffPendingUploads)).toHaveLength(0);
    const late = await createBook({ cover_upload: abandoned.data.upload_token });
    expect(late.statusCode).toBe(422);
  });
});
