import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client.ts';
import { staffUsers } from '#server/db/schema/staff.ts';
import { verifyPassword } from '#server/services/passwords.ts';
import { createStaffMember, staffProblem } from './service.ts';

/* `npm run staff:create` as an operator runs it: a real process on a database folder of its own. */

const run = promisify(execFile);
const dataDir = mkdtempSync(path.join(tmpdir(), 'bookshop-staff-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function createStaff(args: string[], password: string | undefined) {
  const { DATABASE_URL: _ignored, STAFF_PASSWORD: _unset, ...env } = process.env;
  return run(process.execPath, ['--import', 'tsx', 'src/server/modules/staff/create-cli.ts', ...args], {
    env: {
      ...env,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ...(password ? { STAFF_PASSWORD: password } : {}),
    },
  }).then(
    (done) => ({ code: 0, ...done }),
    (failed: { code: number; stdout: string; stderr: string }) => failed,
  );
}

// Each test starts real processes (tsx compiling the command, then PGlite creating and migrating its
// database): seconds each, many more on a busy machine; the project's test timeout leaves room for it.
describe('npm run staff:create', () => {
  it('refuses a password shorter than 10 characters, a missing one and an unknown role', async () => {
    const short = await createStaff(['ed@staff.example', 'Ed', 'editor'], 'short-pw1');
    expect(short.code).toBe(2);
    expect(short.stderr).toContain('the password must be at least 10 characters');
    expect(staffProblem({ email: 'ed@staff.example', name: 'Ed', role: 'editor', password: '' })).toMatch(
      /at least 10/,
    );
    expect(
      staffProblem({ email: 'ed@staff.example', name: 'Ed', role: 'owner', password: 'x'.repeat(12) }),
    ).toBe('the role must be one of admin, editor, orders, not owner');
    expect(staffProblem({ email: 'ed', name: 'Ed', role: 'editor', password: 'x'.repeat(12) })).toMatch(
      /e-mail/,
    );
  });

  it('creates an active member with an argon2id hash; a taken e-mail is left alone', async () => {
    const created = await createStaff(['Huda@Staff.example', 'هدى سالم', 'editor'], 'long-enough-secret');
    expect(created.stderr).toBe('');
    expect(created.stdout).toMatch(/Staff member \d+ created: huda@staff\.example \(editor\)\./);

    const database = await openDatabase({ dataDir });
    try {
      const rows = await database.db.select().from(staffUsers);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        email: 'huda@staff.example',
        name: 'هدى سالم',
        role: 'editor',
        active: true,
      });
      expect(rows[0].passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(rows[0].passwordHash, 'long-enough-secret')).toBe(true);
      const again = { email: 'HUDA@staff.example', name: 'Other', role: 'admin', password: 'another-secret' };
      expect(await createStaffMember(database.db, again)).toBeUndefined();
      expect((await database.db.select().from(staffUsers))[0].role).toBe('editor');
    } finally {
      await database.close();
    }
  });
});
