import { GetObjectCommand } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { s3ClientOf } from '#server/services/s3-storage.ts';
import { setUpBucketServer } from '#server/test/s3.ts';
import {
  createBook,
  createBuyer,
  digitalBody,
  payInSandbox,
  pdfPageTexts,
  setUpOrdersTest,
} from './fixtures.ts';

/* STORAGE=s3: a book's full PDF stays private in the bucket; only its owner gets it, stamped, from the server. */

const { server, overrides } = setUpBucketServer();
const { ctx, ref, call } = setUpOrdersTest(overrides);

describe('bought PDFs kept in a bucket', () => {
  it('hands the stamped PDF to its owner, refuses it to another client, and never serves it under /media', async () => {
    const owner = await createBuyer(ctx.app.db, 'owner');
    const other = await createBuyer(ctx.app.db, 'other');
    const book = await createBook(ctx, { pdf: true, titleEn: 'Kalila and Dimna' });
    const stored = await s3ClientOf(server.settings).send(
      new GetObjectCommand({ Bucket: server.settings.bucket, Key: `files/${book.pdfFile}` }),
    );
    expect(stored.ContentType).toBe('application/pdf');

    const placed = await call('POST', '/orders', { token: owner.token, body: digitalBody(ref, [book.id]) });
    expect(placed.statusCode).toBe(201);
    expect((await payInSandbox(ctx, call, owner, placed.json().data.id)).statusCode).toBe(200);

    const download = await call('GET', `/books/${book.id}/download`, { token: owner.token });
    expect(download.statusCode).toBe(200);
    expect(download.headers['cache-control']).toBe('private, no-store');
    for (const text of await pdfPageTexts(download.rawPayload)) {
      expect(text).toContain(`Licensed to ${owner.email}`);
    }

    const refused = await call('GET', `/books/${book.id}/download`, { token: other.token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'You have not bought this book', code: 'not_owner' });

    for (const url of [`/media/${book.pdfFile}`, `/media/files/${book.pdfFile}`]) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});
