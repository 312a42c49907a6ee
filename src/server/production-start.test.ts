import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { onRealPostgres } from '#server/test/harness.ts';
import { closedPort, relay } from '#server/test/smtp.ts';
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

function start(
  env: Record<string, string>,
  command = [process.execPath, path.join(built, 'main.js')],
): Started {
  const [program, ...args] = command;
  const child = spawn(program, args, {
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

const deviceTokenSecret = 'device-token-secret-of-the-test-shop-32-chars-long';

const productionEnv = (port: number) => ({
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://shop.example',
  DEVICE_TOKEN_SECRET: deviceTokenSecret,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bookshop-production-')),
});

const isListening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

const name = `${inject('pgTemplate') ?? 'bookshop_test'}_production_${randomBytes(4).toString('hex')}`;
beforeAll(async () => {
  if (!onRealPostgres) return;
  built = await buildServer(`dist/.production-start-${randomBytes(4).toString('hex')}`);
  // `npm start` in production runs what `npm run build` left in dist/server.
  await buildServer('dist/server');
  expect(existsSync('dist/server/main.js')).toBe(true);
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
      DEVICE_TOKEN_SECRET: deviceTokenSecret,
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

  it('waits for a database that comes up after it, then serves', async () => {
    const dbPort = await closedPort();
    const port = await closedPort();
    const url = new URL(serverUrl);
    url.host = `127.0.0.1:${dbPort}`;
    url.pathname = `/${name}`;
    const shop = start({
      ...productionEnv(port),
      DATABASE_URL: url.toString(),
      DB_START_TIMEOUT_MS: '600000',
    });
    let database: Awaited<ReturnType<typeof relay>> | undefined;
    try {
      await waitFor(
        shop,
        `The database at 127.0.0.1:${dbPort}/${name} does not answer yet (connect ECONNREFUSED 127.0.0.1:${dbPort}); trying again for up to 600 s.`,
      );
      database = await relay(dbPort, Number(new URL(serverUrl).port || 5432));
      await waitFor(shop, 'Bookshop ready on https://shop.example (postgres)');
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    } finally {
      shop.child.kill('SIGTERM');
      expect(await shop.exited).toBe(0);
      await database?.down();
    }
  });

  it('gives up on an unreachable database after DB_START_TIMEOUT_MS with one line naming the host and the cause', async () => {
    const dbPort = await closedPort();
    const shop = start({
      ...productionEnv(await closedPort()),
      DATABASE_URL: `postgres://shop:secret-pw@127.0.0.1:${dbPort}/bookshop`,
      DB_START_TIMEOUT_MS: '1500',
    });
    expect(await shop.exited).toBe(1);
    const lines = shop.output().trim().split('\n');
    expect(lines.at(-1)).toBe(
      `Cannot reach the database at 127.0.0.1:${dbPort}/bookshop: connect ECONNREFUSED 127.0.0.1:${dbPort}.`,
    );
    expect(shop.output()).not.toContain('secret-pw');
    expect(shop.output()).not.toContain('    at ');
  });

  it('starts with `npm start` from the build without building, warns about unknown settings and a silent mail server, and leaves nothing running after SIGTERM', async () => {
    const port = await closedPort();
    const smtpPort = await closedPort();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const shop = start(
      {
        ...productionEnv(port),
        DATABASE_URL: url.toString(),
        PAYMENT_WEBHOOK_URL: 'https://hooks.example',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      },
      ['npm', 'start', '--silent'],
    );
    try {
      await waitFor(shop, 'Bookshop ready on https://shop.example (postgres)');
      await waitFor(shop, `The mail server at 127.0.0.1:${smtpPort} did not answer as expected`);
      // A slip of a setting's name stops the start (start.test.ts); another unknown one is a warning.
      expect(shop.output()).toContain('Unknown setting PAYMENT_WEBHOOK_URL is ignored.');
      // Nothing was built: a production install has no Vite.
      expect(shop.output()).not.toContain('vite');
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    } finally {
      shop.child.kill('SIGTERM');
    }
    // npm itself ends by the signal (no exit code); what matters is what it leaves behind.
    expect([0, null]).toContain(await shop.exited);
    // The server was npm's own process, not an orphan: its port is closed and it holds no connection.
    await expect.poll(() => isListening(port)).toBe(false);
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      const sessions = async () =>
        (await admin.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]))
          .rows[0].n;
      await expect.poll(sessions).toBe(0);
    } finally {
      await admin.end();
    }
  });

  it('stops at once with one line naming a missing setting', async () => {
    const shop = start({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example' });
    expect(await shop.exited).toBe(1);
    expect(shop.output().trim()).toBe(
      'Invalid configuration: DATABASE_URL is required when NODE_ENV=production',
    );
  });
});
