import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { staffUsers } from '#server/db/schema/staff.ts';
import { openDatabase } from './client.ts';
import { DataDirInUseError } from './data-dir-lock.ts';

/*
 * Issue 24: `npm run staff:create` while the server ran on PGlite printed 'created', and the account
 * was gone. Every command (and a second server) now refuses with one line while another process
 * holds the embedded database, and writes nothing.
 */

const run = promisify(execFile);
const root = mkdtempSync(path.join(tmpdir(), 'bookshop-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const commands = {
  'staff:create': ['src/server/modules/staff/create-cli.ts', 'ops@staff.example', 'Ops', 'editor'],
  'db:migrate': ['src/server/db/migrate-cli.ts'],
  'db:seed': ['src/server/db/seed/cli.ts'],
  'push:new-book': ['src/server/modules/devices/new-book-cli.ts', '1'],
  'the server': ['src/server/main.ts'],
} as const;

function command(name: keyof typeof commands, dataDir: string) {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  return run(process.execPath, ['--import', 'tsx', ...commands[name]], {
    env: {
      ...env,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      PORT: '0',
      LOG_LEVEL: 'silent',
      STAFF_PASSWORD: 'long-enough-secret',
    },
  }).then(
    (done) => ({ code: 0, ...done }),
    (failed: { code: number; stdout: string; stderr: string }) => failed,
  );
}

describe('one writer on the embedded database', () => {
  it('refuses every command and a second server while the shop holds the folder, and writes nothing', async () => {
    const dataDir = path.join(root, 'held');
    const shop = await openDatabase({ dataDir });
    try {
      await shop.migrate();
      const names = Object.keys(commands) as (keyof typeof commands)[];
      const answers = await Promise.all(names.map((name) => command(name, dataDir)));
      for (const [index, name] of names.entries()) {
        const refused = answers[index];
        expect(refused.code, name).toBe(1);
        expect(refused.stdout, name).toBe('');
        expect(refused.stderr.trim(), name).toBe(
          `The embedded database in ${path.join(dataDir, 'pglite')} is in use by process ${process.pid} (${path.basename(process.argv[1])}, since ${refused.stderr.match(/since ([^)]+)\)/)?.[1]}): stop the shop first (or point DATABASE_URL at PostgreSQL), then run this again.`,
        );
      }
      expect(await shop.db.select().from(staffUsers)).toEqual([]);
    } finally {
      await shop.close();
    }

    // Once the shop has stopped, the same command works, and what it wrote stays.
    const created = await command('staff:create', dataDir);
    expect(created.stderr).toBe('');
    expect(created.stdout).toMatch(/Staff member \d+ created: ops@staff\.example \(editor\)\./);
    const after = await openDatabase({ dataDir });
    try {
      expect((await after.db.select().from(staffUsers)).map((row) => row.email)).toEqual([
        'ops@staff.example',
      ]);
    } finally {
      await after.close();
    }
  });

  it('refuses a second opening in the same process', async () => {
    const dataDir = path.join(root, 'twice');
    const first = await openDatabase({ dataDir });
    try {
      await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DataDirInUseError);
    } finally {
      await first.close();
    }
    const again = await openDatabase({ dataDir });
    await again.close();
  });

  it('takes over the lock of a process that has ended', async () => {
    const dataDir = path.join(root, 'stale');
    const gone = spawnSync(process.execPath, ['-e', 'process.pid']).pid;
    const first = await openDatabase({ dataDir });
    await first.close();
    writeFileSync(
      path.join(dataDir, 'pglite', 'bookshop.lock'),
      JSON.stringify({ pid: gone, host: hostname(), since: '2026-01-01T00:00:00.000Z', command: 'main.js' }),
    );
    const reopened = await openDatabase({ dataDir });
    await reopened.close();
  });
});
