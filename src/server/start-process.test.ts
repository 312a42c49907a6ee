import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/*
 * The server as an operator starts it, a real process, refused by what it cannot fix itself: one line
 * on stderr, no stack, exit status 1. One start per kind of refusal; start.test.ts tries the cases of
 * each in this process.
 */

const run = promisify(execFile);

async function startServer(env: Record<string, string>) {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return run(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...inherited,
      NODE_ENV: 'test',
      SEED_ON_START: 'false',
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bookshop-start-process-')),
      ...env,
    },
  }).then(
    (done) => ({ code: 0, ...done }),
    (failed: { code: number; stdout: string; stderr: string }) => failed,
  );
}

/** No stack trace and no error logged as JSON on stdout: what the operator reads is the one line. */
function expectNoStack(output: string) {
  expect(output).not.toMatch(/\n\s+at /);
  for (const line of output.split('\n').filter(Boolean)) {
    const parsed = JSON.parse(line) as { level: number; err?: unknown };
    expect(parsed.level).toBeLessThan(50);
    expect(parsed.err).toBeUndefined();
  }
}

describe('a start refused', () => {
  it('by a DATA_DIR it cannot write', async () => {
    // Root writes anywhere a permission allows nothing, but not in sysfs.
    const dir = process.getuid?.() === 0 ? '/sys/kernel' : '/';
    const started = await startServer({ DATA_DIR: dir });
    expect(started.code).toBe(1);
    expect(started.stderr).toBe(
      `DATA_DIR ${dir} cannot be written (permission denied): give the shop's user write access to it, or set DATA_DIR to a folder the shop's user can write.\n`,
    );
    expect(started.stdout).toBe('');
  });

  it('by a port in use', async () => {
    const other = net.createServer();
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const { port } = other.address() as AddressInfo;
    try {
      const started = await startServer({ PORT: String(port) });
      expect(started.code).toBe(1);
      expect(started.stderr).toBe(
        `Port ${port} on 127.0.0.1 is in use by another program: stop it, or set PORT to a free port.\n`,
      );
      expectNoStack(started.stdout);
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  });

  it('by a slip in a setting’s name', async () => {
    const started = await startServer({ DATABSE_URL: 'postgres://shop:secret-pw@db:5432/shop' });
    expect(started.code).toBe(1);
    expect(started.stderr).toBe(
      'DATABSE_URL is not a setting of the shop: did you mean DATABASE_URL? Rename it (or remove it) and start again.\n',
    );
    expect(started.stdout).toBe('');
  });
});
