import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { issueSession } from '#server/modules/clients/index.ts';
import { insertClient } from '#server/modules/clients/testing.ts';
import { createBook, createReference, handOver, hardCopyBody } from '#server/modules/orders/testing.ts';
import { apiCaller, setUpTestApp } from '#server/test/harness.ts';

/* Issue: API answers compressed; PDFs and small answers left as they are. */

const t = setUpTestApp();
const ref = {} as Awaited<ReturnType<typeof createReference>>;
beforeAll(async () => {
  Object.assign(ref, await createReference(t.app.db));
  for (let n = 0; n < 6; n++) await createBook(t, { stock: 3 });
});
const get = (url: string, encoding?: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: {
      ...(encoding ? { 'accept-encoding': encoding } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });

describe('compressed answers', () => {
  it('sends a listing in brotli or gzip as the client accepts, and plain otherwise', async () => {
    const plain = await get('/api/books?page=1');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const expected = plain.json();

    const br = await get('/api/books?page=1', 'br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(expected);

    const gzip = await get('/api/books?page=1', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(expected);
  });

  it('leaves an answer under 1 KB as it is', async () => {
    const res = await get('/api/health', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('leaves a PDF (an invoice) as it is', async () => {
    const row = await insertClient(t.app.db, { name: 'Huda', email: 'huda-compress@example.com' });
    const token = await issueSession(t.app.db, row.id, { remember: false });
    const book = await createBook(t, { stock: 3 });
    const placed = await apiCaller(t)('POST', '/orders', {
      token,
      body: hardCopyBody(ref, { books: [{ book_id: book.id, quantity: 1, isHardCopy: true }] }),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    await handOver(t, placed.json().data.id);
    const res = await get(`/api/orders/${placed.json().data.id}/invoice`, 'br, gzip', token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
