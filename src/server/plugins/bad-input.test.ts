import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { contactMessageCount } from '#server/modules/content/testing.ts';
import { apiCaller, setUpTestApp } from '#server/test/harness.ts';

/* Bad input gets a clear 4xx in the reader's language, never a 500, and nothing is written. */

const t = setUpTestApp({}, { seed: true });
const call = (...args: Parameters<ReturnType<typeof apiCaller>>) => apiCaller(t)(...args);
const storedMessages = () => contactMessageCount(t.database.db);

describe('searches with nothing to look for', () => {
  for (const query of [
    'search=%D8%9F',
    'search=!',
    'search=...',
    'title=%25',
    'topic=%22%27',
    'writer_name=%5C_',
  ]) {
    it(`finds no book for ${decodeURIComponent(query)}, with 200`, async () => {
      const res = await call('GET', `/books?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual([]);
    });
  }
});

describe('a NUL character', () => {
  it('is refused in the query with 422 naming the field, in Arabic by default', async () => {
    const res = await call('GET', '/books?search=a%00b');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'البيانات المدخلة غير صحيحة',
      code: 'validation',
      errors: { 'querystring.search': ['يحتوي النص على محرف غير مسموح به'] },
    });
  });

  it('is refused in a JSON body, in English when asked, and nothing is stored', async () => {
    const before = await storedMessages();
    const res = await call('POST', '/messages', {
      lang: 'en',
      body: { name: 'Huda\u0000', email: 'huda@example.com', message: 'Hello' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The given data was invalid',
      code: 'validation',
      errors: { name: ['The text holds a character that is not allowed'] },
    });
    expect(await storedMessages()).toBe(before);
  });

  it('is refused in a path parameter', async () => {
    const res = await call('GET', '/books/1%00');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'params.id': ['يحتوي النص على محرف غير مسموح به'] });
  });
});

describe('requests the router or the HTTP parser refuses', () => {
  it("answers a URL that does not decode with 400 in the shop's envelope and language", async () => {
    const ar = await call('GET', '/books/%E0%A4');
    expect(ar.statusCode).toBe(400);
    expect(ar.json()).toEqual({ message: 'عنوان الطلب غير صالح', code: 'bad_url' });
    const en = await call('GET', '/bo%ZZks', { lang: 'en' });
    expect(en.json()).toEqual({ message: 'The request address is not valid', code: 'bad_url' });
  });

  it('answers an over-long path parameter with 414', async () => {
    const res = await call('GET', `/books/${'1'.repeat(600)}`, { lang: 'en' });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ message: 'The request address is too long', code: 'uri_too_long' });
  });

  it('answers headers too large for the server with 431, in the language they ask for', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as net.AddressInfo;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(
          `GET /api/books HTTP/1.1\r\nHost: localhost\r\nAccept-Language: en\r\nX-Filler: ${'x'.repeat(20_000)}\r\n\r\n`,
        );
      });
      let data = '';
      socket.on('data', (chunk) => {
        data += chunk.toString('utf8');
      });
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
    expect(JSON.parse(body)).toEqual({
      message: 'The request headers are too large',
      code: 'headers_too_large',
    });
  });
});
