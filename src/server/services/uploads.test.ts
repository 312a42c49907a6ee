import { mkdtempSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import multipart from '@fastify/multipart';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsPlugin } from '#server/plugins/errors.ts';
import { i18nPlugin } from '#server/plugins/i18n.ts';
import { incomingFolderOf, LocalStorage } from './storage.ts';
import { receiveUpload } from './uploads.ts';

/*
 * Receiving an upload under a lowered limit (1 MB here; the routes use 10 MB for pictures and 200 MB
 * for PDFs): the bytes go to a temporary file, counted, and the upload stops once past the limit.
 */

const MB = 1024 * 1024;
const root = mkdtempSync(path.join(tmpdir(), 'bookshop-uploads-'));
const storage = new LocalStorage(root);
const app = Fastify();
const kept: string[] = [];

beforeAll(async () => {
  await app.register(i18nPlugin);
  await app.register(errorsPlugin);
  await app.register(multipart, { limits: { fileSize: 10 * MB } });
  app.post('/upload', async (request) => {
    const upload = await receiveUpload(request, { storage, maxBytes: MB });
    kept.push(upload.path);
    return { bytes: upload.bytes, content: (await readFile(upload.path)).subarray(0, 5).toString() };
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await rm(root, { recursive: true, force: true });
  await rm(incomingFolderOf(root), { recursive: true, force: true });
});

const incoming = () => readdir(incomingFolderOf(root));

/** A multipart body with one file in the field `file`, split where the file's bytes go. */
function fileForm(data: Buffer) {
  const boundary = 'bookshop-upload-test';
  const opening = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  );
  const closing = Buffer.from(`\r\n--${boundary}--\r\n`);
  const headers = { 'content-type': `multipart/form-data; boundary=${boundary}` };
  return { body: Buffer.concat([opening, data, closing]), opening, closing, headers };
}

describe('receiving one uploaded file', () => {
  it('streams a file of exactly the limit to a temporary file of the storage', async () => {
    const form = fileForm(Buffer.concat([Buffer.from('hello'), Buffer.alloc(MB - 5)]));
    const res = await app.inject({
      method: 'POST',
      url: '/upload',
      payload: form.body,
      headers: form.headers,
    });
    expect(res.json()).toEqual({ bytes: MB, content: 'hello' });
    expect(path.dirname(kept.at(-1)!)).toBe(incomingFolderOf(root));
    expect(await incoming()).toHaveLength(1);
    await rm(kept.at(-1)!);
  });

  it('refuses one byte more with 413 in the caller’s language, leaving nothing behind', async () => {
    const form = fileForm(Buffer.alloc(MB + 1));
    for (const [lang, message] of [
      ['en', 'The file is larger than the 1 MB allowed'],
      ['ar', 'حجم الملف أكبر من الحد المسموح (1 ميغابايت)'],
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: '/upload',
        payload: form.body,
        headers: { ...form.headers, 'accept-language': lang },
      });
      expect([res.statusCode, res.json()]).toEqual([413, { message, code: 'file_too_large' }]);
    }
    expect(await incoming()).toEqual([]);
  });

  it('answers 413 as soon as the limit is passed, while the rest of the upload is still to come', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { opening, headers } = fileForm(Buffer.alloc(0));
    const request = http.request(`${address}/upload`, {
      method: 'POST',
      headers: { ...headers, 'accept-language': 'en' },
    });
    // Two megabytes of a body that never ends: only an answer given before the end can arrive.
    request.write(opening);
    request.write(Buffer.alloc(2 * MB));
    const response = await new Promise<http.IncomingMessage>((resolve) => request.on('response', resolve));
    expect(response.statusCode).toBe(413);
    expect(JSON.parse(await text(response))).toEqual({
      message: 'The file is larger than the 1 MB allowed',
      code: 'file_too_large',
    });
    const closed = new Promise((resolve) => request.on('close', resolve));
    request.destroy();
    await closed;
    expect(await incoming()).toEqual([]);
  });
});
