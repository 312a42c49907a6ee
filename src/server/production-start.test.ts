import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { onRealPostgres } from '#server/test/harness.ts';
import { closedPort } from '#server/test/smtp.ts';
import { buildServer } from '../../scripts/build-server.mjs';

/*
 * Issue: `NODE_ENV=production` with `DATABASE_URL` starts and serves; with no card provider configured
 * card payment is not offered and the log says why; a missing setting stops the start with one line.
 * The shop runs as production runs it: the server built into JavaScript (`npm run build`) and started
 * by plain Node, no TypeScript loader.
 */

const serverUrl = process.env.TEST_PG_URL ?? '';

async function onServer(statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

type Started = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

// Inside the project, as dist/server is: the built code finds its packages in node_modules above it.
let built = '';

function start(env: Record<string, string>): Started {
  const child = spawn(process.execPath, [path.join(built, 'main.js')], {
    env: { PATH: process.env.PATH ?? '', HOME: tmpdir(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitFor(started: Started, text: string, timeoutMs = 150_000) {
  const until = Date.now() + timeoutMs;
  while (!started.output().includes(text)) {
    if (Date.now() > until || started.child.exitCode !== null) {
      throw new Error(`no '${text}' in the output:\n${started.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const name = `${inject('pgTemplate') ?? 'bookshop_test'}_production_${randomBytes(4).toString('hex')}`;
beforeAll(async () => {
  if (onRealPostgres) built = await buildServer(`dist/.production-start-${randomBytes(4).toString('hex')}`);
}, 60_000);
afterAll(async () => {
  if (built) rmSync(built, { recursive: true, force: true });
  if (onRealPostgres) await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

describe.runIf(onRealPostgres)('a production start', () => {
  it('migrates an empty database, serves, offers no card without a provider, and stops on SIGTERM', async () => {
    await onServer(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const port = await closedPort();
    const shop = start({
      NODE_ENV: 'production',
      DATABASE_URL: url.toString(),
      PUBLIC_URL: 'https://shop.example',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bookshop-production-')),
    });
    try {
      await waitFor(shop, 'Bookshop ready on https://shop.example (postgres)');
      expect(shop.output()).toContain(
        'No card payment provider is configured (PAYMENT_PROVIDER): cards are not offered, hard copies are paid on delivery, and PDF books cannot be bought',
      );
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);
      const types = await fetch(`http://127.0.0.1:${port}/api/payment-types`);
      expect(types.status).toBe(200);
      // No demo catalogue or accounts in production, but the countries and payment types are there.
      const offered = (await types.json()).data as { title_en: string }[];
      expect(offered.map((type) => type.title_en)).toEqual(['Cash on delivery']);
      const books = await fetch(`http://127.0.0.1:${port}/api/books`);
      expect((await books.json()).data).toEqual([]);
      const countries = await fetch(`http://127.0.0.1:${port}/api/countries`);
      expect((await countries.json()).data.length).toBeGreaterThan(200);
    } finally {
      shop.child.kill('SIGTERM');
    }
    expect(await shop.exited).toBe(0);
  });

  it('stops at once with one line naming a missing setting', async () => {
    const shop = start({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example' });
    expect(await shop.exited).toBe(1);
    expect(shop.output().trim()).toBe(
      'Invalid configuration: DATABASE_URL is required when NODE_ENV=production',
    );
  });
});
