import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { createTestDatabase, setUpTestApp } from '#server/test/harness.ts';

const ctx = setUpTestApp();

const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });

describe('health for orchestrators', () => {
  it('is ready when the database answers, every migration is applied and the storage takes files', async () => {
    for (const url of ['/api/health/ready', '/api/health']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.json(), url).toEqual({ status: 'ok', database: ctx.database.kind });
    }
    expect((await get('/api/health/live')).json()).toEqual({ status: 'ok' });
  });

  it('is not ready while the database lacks a migration of this build, and ready once it has it', async () => {
    const [last] = (
      (await ctx.database.db.execute(
        sql`SELECT id, hash, created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`,
      )) as unknown as { rows: { id: number; hash: string; created_at: string }[] }
    ).rows;
    await ctx.database.db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE id = ${last.id}`);
    try {
      for (const url of ['/api/health/ready', '/api/health']) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(503);
        expect(res.json(), url).toEqual({
          message: 'The database has migrations still to apply; the shop is not ready',
          code: 'migrations_pending',
        });
      }
      expect((await get('/api/health/live')).statusCode).toBe(200);
    } finally {
      await ctx.database.db.execute(
        sql`INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES (${last.id}, ${last.hash}, ${last.created_at})`,
      );
    }
    expect((await get('/api/health/ready')).statusCode).toBe(200);
  });

  it('is not ready while a storage folder cannot take a file, in Arabic by default', async () => {
    // The private files' folder is replaced by a plain file: nothing can be written inside it.
    const { filesDir } = ctx.config;
    rmSync(filesDir, { recursive: true, force: true });
    writeFileSync(filesDir, 'not a folder');
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        message: 'لا يستطيع المتجر الكتابة في مجلدات التخزين، وهو غير جاهز',
        code: 'storage_unwritable',
      });
      expect((await get('/api/health/live')).statusCode).toBe(200);
    } finally {
      rmSync(filesDir, { force: true });
      mkdirSync(filesDir, { recursive: true });
    }
    expect((await get('/api/health/ready')).statusCode).toBe(200);
  });

  it('is alive without its database, and says it is not ready, as every route that needs it does', async () => {
    const database = await createTestDatabase();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bookshop-health-'));
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }, { dataDir });
    const app = await buildApp({ config, database });
    try {
      expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
      await database.close();
      const live = await app.inject({ method: 'GET', url: '/api/health/live' });
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: 'ok' });
      for (const url of ['/api/health/ready', '/api/health', '/api/books/1', '/api/countries']) {
        const res = await app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
        expect(res.statusCode, url).toBe(503);
        expect(res.json(), url).toEqual({
          message: 'The shop cannot reach its data right now; please try again in a moment',
          code: 'database_unavailable',
        });
      }
    } finally {
      await app.close();
    }
  });
});
