import { afterEach, describe, expect, it } from 'vitest';
import { api, apiConfig, preloadedAnswer } from '#web/api/client.ts';
import { preloadGet } from '#web/api/preloaded.ts';
import { languageStore } from '#web/state/language.ts';
import { sessionStore } from '#web/state/session.ts';
import { startApiServer } from '#web/test/api-server.ts';
import { requestHeaders } from './preload.ts';

let server: Awaited<ReturnType<typeof startApiServer>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A server answering GET /books with the Accept-Language it was asked in, so an answer tells whose it is. */
async function booksServer() {
  server = await startApiServer((request) =>
    request.path === '/api/books'
      ? { body: { data: [], meta: { asked_in: request.headers['accept-language'] } } }
      : undefined,
  );
  return server;
}

const booksAsked = () => server?.requests.filter((request) => request.path === '/api/books').length;

describe('answers asked for before the app is in', () => {
  it('are taken by the client once, for the same GET in the same language; then it asks afresh', async () => {
    await booksServer();
    await preloadGet(`${apiConfig.base}/books?page=1`, requestHeaders());
    expect(booksAsked()).toBe(1);

    const first = await api('GET /books', { query: { page: 1 } });
    expect(first.meta).toMatchObject({ asked_in: 'ar' });
    expect(booksAsked()).toBe(1);

    await api('GET /books', { query: { page: 1 } });
    expect(booksAsked()).toBe(2);
  });

  it('are not taken for another address', async () => {
    await booksServer();
    await preloadGet(`${apiConfig.base}/books?page=1`, requestHeaders());
    await api('GET /books', { query: { page: 2 } });
    expect(server?.requests.map((request) => request.query.get('page'))).toEqual(['1', '2']);
  });

  it('are not taken when asked in another language than the page is now in', async () => {
    await booksServer();
    await preloadGet(`${apiConfig.base}/books?page=1`, { ...requestHeaders(), 'Accept-Language': 'en' });
    const answer = await api('GET /books', { query: { page: 1 } });
    expect(answer.meta).toMatchObject({ asked_in: 'ar' });
    expect(booksAsked()).toBe(2);
  });

  it('are asked with the headers the client sends: the stored language and session', async () => {
    languageStore.set('en');
    sessionStore.set({ id: 7, token: 'secret' });
    await booksServer();
    await preloadGet(`${apiConfig.base}/books?page=1`, requestHeaders());
    await api('GET /books', { query: { page: 1 } });
    expect(booksAsked()).toBe(1);
    expect(server?.requests[0].headers).toMatchObject({
      'accept-language': 'en',
      authorization: 'Bearer secret',
    });
  });

  it('are shown at once by a page, in its language only, and still taken once by the client', async () => {
    await booksServer();
    expect(preloadedAnswer('GET /books', { query: { page: 1 } })).toBeUndefined();
    await preloadGet(`${apiConfig.base}/books?page=1`, requestHeaders());
    expect(preloadedAnswer('GET /books', { query: { page: 1 } })?.meta).toMatchObject({ asked_in: 'ar' });
    expect(preloadedAnswer('GET /books', { query: { page: 2 } })).toBeUndefined();
    languageStore.set('en');
    expect(preloadedAnswer('GET /books', { query: { page: 1 } })).toBeUndefined();
    languageStore.set('ar');
    await api('GET /books', { query: { page: 1 } });
    expect(booksAsked()).toBe(1);
  });
});
