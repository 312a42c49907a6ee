import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { createTestApp, type TestContext } from './test/harness.ts';

/* Issue 24 point 10: the map of every route is not published by a production shop unless asked. */

const production = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://shop@db.example:5432/shop',
  PUBLIC_URL: 'https://shop.example',
  DEVICE_TOKEN_SECRET: 'device-token-secret-of-the-test-shop-32-chars-long',
};

let closed: TestContext;
let opened: TestContext;
beforeAll(async () => {
  closed = await createTestApp({ env: 'production', apiDocs: loadConfig(production).apiDocs });
  opened = await createTestApp({
    env: 'production',
    apiDocs: loadConfig({ ...production, API_DOCS: 'true' }).apiDocs,
  });
});
afterAll(async () => {
  await closed?.close();
  await opened?.close();
});

describe('the API docs', () => {
  it('answer a JSON 404 in production, the page and the OpenAPI document included', async () => {
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/json', '/api/docs/static/index.html']) {
      const res = await closed.app.inject({ url, headers: { 'accept-language': 'en' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ message: 'Not found', code: 'not_found' });
    }
  });

  it('are served in production when API_DOCS=true', async () => {
    const page = await opened.app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const document = await opened.app.inject({ url: '/api/docs/json' });
    expect(document.statusCode).toBe(200);
    expect(document.json().paths).toHaveProperty('/api/books/{id}');
  });
});
