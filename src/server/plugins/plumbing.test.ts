import { describe, expect, it } from 'vitest';
import { setUpTestApp } from '#server/test/harness.ts';

const ctx = setUpTestApp();

describe('API plumbing', () => {
  it('answers /api/health after checking the database', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: expect.stringMatching(/pglite|postgres/) });
  });

  it('answers an unknown /api path with 404 JSON in Arabic by default', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'الصفحة المطلوبة غير موجودة', code: 'not_found' });
  });

  it('speaks English when Accept-Language prefers it', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/no-such-thing',
      headers: { 'accept-language': 'en-US,en;q=0.9,ar;q=0.5' },
    });
    expect(res.json().message).toBe('Not found');
  });

  it('sets security headers with a Content-Security-Policy', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/health']).toBeDefined();
  });
});
