import { describe, expect, it } from 'vitest';
import { signedInStaff, staffCaller } from '#server/modules/staff/testing.ts';
import { createStorages } from '#server/services/storages.ts';
import { fileForm, sampleJpeg } from '#server/test/files.ts';
import { setUpTestApp } from '#server/test/harness.ts';
import { setUpBucketServer } from '#server/test/s3.ts';
import { PENDING_UPLOAD_MS, removeAbandonedUploads } from './pending-uploads.ts';

/* STORAGE=s3: a new book's uploads wait in the bucket, attach on save, and leave it when abandoned. */

const { overrides } = setUpBucketServer();
const t = setUpTestApp(overrides);
const call = staffCaller(t);

async function uploadCover(token: string) {
  const form = fileForm(await sampleJpeg(), 'cover.jpg', 'image/jpeg');
  const res = await call('POST', '/staff/uploads/cover', { body: form.body, headers: form.headers, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { upload_token: string; image: string };
}

describe('a new book’s uploads in a bucket', () => {
  it('attaches a cover kept in the bucket, and removes an abandoned one from the bucket', async () => {
    const editor = await signedInStaff(t, 'editor');
    const { media } = createStorages(t.config);
    const kept = await uploadCover(editor.token);
    const abandoned = await uploadCover(editor.token);
    const created = await call('POST', '/staff/books', {
      body: { title_ar: 'كتاب في الدلو', cover_upload: kept.upload_token },
      token: editor.token,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.image).toBe(kept.image);
    expect(await media.exists(abandoned.image)).toBe(true);

    const nextDay = new Date(Date.now() + PENDING_UPLOAD_MS + 60_000);
    expect(await removeAbandonedUploads(t.database.db, createStorages(t.config), nextDay)).toBe(1);
    expect(await media.exists(abandoned.image)).toBe(false);
    expect(await media.exists(kept.image)).toBe(true);
  });
});
