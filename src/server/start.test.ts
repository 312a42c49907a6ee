import { chmodSync, existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCK_FILE } from './db/data-dir-lock.ts';
import { StartupRefusal } from './plugins/errors.ts';
import { type StartedShop, startShop } from './start.ts';
import { lookAlikeLines } from './start-refusals.ts';
import { onRealPostgres } from './test/harness.ts';

/*
 * What stops a start is told in one line in the operator's terms, and the start ends (main.ts prints
 * the line and exits with 1; start-refusals.system.test.ts runs it as a process). Here the start
 * function runs in this process, as main.ts calls it.
 */

const folder = () => mkdtempSync(path.join(tmpdir(), 'bookshop-start-'));
/** The settings of a quiet start on a folder of its own: no demo catalogue, no log. */
const quiet = (extra: Record<string, string> = {}) => ({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SEED_ON_START: 'false',
  HOST: '127.0.0.1',
  DATA_DIR: folder(),
  ...extra,
});

/** The one line a start was refused with; fails when it started or failed otherwise. */
async function refusal(env: Record<string, string>): Promise<string> {
  let started: StartedShop | undefined;
  try {
    started = await startShop(env);
  } catch (error) {
    if (error instanceof StartupRefusal) return error.message;
    throw error;
  } finally {
    if (started) {
      await started.app.close();
      await started.database.close();
    }
  }
  throw new Error('the shop started');
}

/**
 * A folder this process cannot write. Root writes anywhere a permission allows nothing, but not in
 * sysfs, which every Linux mounts at /sys.
 */
function unwritableFolder(): string {
  if (process.getuid?.() === 0) return '/sys/kernel';
  const dir = folder();
  chmodSync(dir, 0o555);
  return dir;
}

let messages: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  messages = [];
});
/** Collects what the start says on the console, which main.ts would print beside the refusal. */
function listen() {
  for (const method of ['error', 'warn', 'log', 'info'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      messages.push(args.map(String).join(' '));
    });
  }
}

describe('a setting’s name slipped', () => {
  it('names each variable that is a slip of a setting, and the setting meant', () => {
    expect(
      lookAlikeLines({
        DATABSE_URL: 'postgres://shop@db/shop',
        database_url: 'postgres://shop@db/shop',
        PAYMENT_PROVDER: 'stripe',
        DB_CONECT_TIMEOUT_MS: '5000',
        S3_BUKET: 'covers',
        DEVICE_TOKEN_SECRT: 'x'.repeat(40),
        // Settings, the system's and other tools' variables, and unknown names far from any setting.
        DATABASE_URL: 'postgres://shop@db/shop',
        HOME: '/root',
        HOSTNAME: 'shop-1',
        NODE_OPTIONS: '--max-old-space-size=512',
        AWS_REGION: 'eu-central-1',
        DATABASE_URL_UNPOOLED: 'postgres://shop@db/shop',
        SMTP_PASSWORD: 'secret',
        npm_package_name: 'bookshop',
      }),
    ).toEqual([
      'DATABSE_URL is not a setting of the shop: did you mean DATABASE_URL? Rename it (or remove it) and start again.',
      'DB_CONECT_TIMEOUT_MS is not a setting of the shop: did you mean DB_CONNECT_TIMEOUT_MS? Rename it (or remove it) and start again.',
      'DEVICE_TOKEN_SECRT is not a setting of the shop: did you mean DEVICE_TOKEN_SECRET? Rename it (or remove it) and start again.',
      'PAYMENT_PROVDER is not a setting of the shop: did you mean PAYMENT_PROVIDER? Rename it (or remove it) and start again.',
      'S3_BUKET is not a setting of the shop: did you mean S3_BUCKET? Rename it (or remove it) and start again.',
      'database_url is not a setting of the shop: did you mean DATABASE_URL? Rename it (or remove it) and start again.',
    ]);
  });

  it('refuses to start with DATABSE_URL, before it opens any database or folder', async () => {
    const env = quiet({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example' });
    const dataDir = path.join(env.DATA_DIR, 'never');
    expect(await refusal({ ...env, DATA_DIR: dataDir, DATABSE_URL: 'postgres://shop@db/shop' })).toBe(
      'DATABSE_URL is not a setting of the shop: did you mean DATABASE_URL? Rename it (or remove it) and start again.',
    );
    expect(existsSync(dataDir)).toBe(false);
  });
});

describe('a data folder that cannot be used', () => {
  it('refuses a DATA_DIR that cannot be written', async () => {
    const dir = unwritableFolder();
    expect(await refusal(quiet({ DATA_DIR: dir }))).toBe(
      `DATA_DIR ${dir} cannot be written (permission denied): give the shop's user write access to it, or set DATA_DIR to a folder the shop's user can write.`,
    );
  });

  it('refuses a DATA_DIR that cannot be created, and names MEDIA_DIR when that is the one', async () => {
    const dir = path.join(unwritableFolder(), 'bookshop-data');
    expect(await refusal(quiet({ DATA_DIR: dir }))).toBe(
      `DATA_DIR ${dir} cannot be created (permission denied): create it for the shop's user, or set DATA_DIR to a folder the shop's user can write.`,
    );
    const file = path.join(folder(), 'a-file');
    writeFileSync(file, 'not a folder');
    expect(await refusal(quiet({ DATA_DIR: path.join(file, 'data') }))).toBe(
      `DATA_DIR ${path.join(file, 'data')} cannot be created (a file is in the way): create it for the shop's user, or set DATA_DIR to a folder the shop's user can write.`,
    );
    expect(await refusal(quiet({ MEDIA_DIR: file }))).toBe(
      `MEDIA_DIR ${file} is a file, not a folder: set MEDIA_DIR to a folder the shop's user can write.`,
    );
  });
});

describe('a port in use', () => {
  it('refuses with one line, and leaves the database closed', async () => {
    const other = net.createServer();
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const { port } = other.address() as AddressInfo;
    try {
      listen();
      const env = quiet({ PORT: String(port) });
      expect(await refusal(env)).toBe(
        `Port ${port} on 127.0.0.1 is in use by another program: stop it, or set PORT to a free port.`,
      );
      // The embedded database was opened and closed again: its folder is not held.
      expect(existsSync(path.join(env.DATA_DIR, 'pglite'))).toBe(true);
      expect(existsSync(path.join(env.DATA_DIR, 'pglite', LOCK_FILE))).toBe(false);
      expect(messages.filter((line) => /error|stack|\n\s+at /i.test(line))).toEqual([]);
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  });
});

describe.runIf(onRealPostgres)('a database or role that does not exist', () => {
  const server = new URL(process.env.TEST_PG_URL ?? 'postgres://root@127.0.0.1:5432/test');
  const where = `${server.hostname}:${server.port || '(default port)'}`;
  // A start window of ten minutes: a retry would outlast the test.
  const env = (url: URL) => quiet({ DATABASE_URL: url.toString(), DB_START_TIMEOUT_MS: '600000' });

  it('refuses an unknown database at once, without a line about a database that does not answer', async () => {
    const url = new URL(server);
    url.pathname = '/no_such_bookshop_db';
    listen();
    expect(await refusal(env(url))).toBe(
      `The database "no_such_bookshop_db" does not exist on the PostgreSQL server at ${where}: create it, or correct the database name in DATABASE_URL.`,
    );
    expect(messages).toEqual([]);
  });

  it('refuses an unknown role at once, without its password', async () => {
    const url = new URL(server);
    url.username = 'no_such_bookshop_role';
    url.password = 'secret-pw';
    listen();
    const line = await refusal(env(url));
    expect(line).toBe(
      `The role "no_such_bookshop_role" does not exist on the PostgreSQL server at ${where}: create it, or correct the user in DATABASE_URL.`,
    );
    expect(messages).toEqual([]);
  });
});
