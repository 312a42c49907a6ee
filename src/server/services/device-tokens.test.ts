import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { DEVICE_SECRET_FILE, DEVICE_TOKEN_TTL_MS, deviceTokens } from './device-tokens.ts';

const account = { kind: 'client' as const, id: 7, email: 'reader@example.com' };
const freshDir = () => mkdtempSync(path.join(tmpdir(), 'device-tokens-'));

describe('device tokens', () => {
  it('checks a token for the kind, id and e-mail it was issued to only', () => {
    const tokens = deviceTokens({ dataDir: freshDir() });
    const token = tokens.issue(account);
    expect(tokens.check(token, account)).toBe(token.split('.')[1]);
    expect(tokens.check(token, { ...account, kind: 'staff' })).toBeNull();
    expect(tokens.check(token, { ...account, id: 8 })).toBeNull();
    expect(tokens.check(token, { ...account, email: 'other@example.com' })).toBeNull();
    expect(tokens.check(undefined, account)).toBeNull();
    expect(tokens.check(`${token}x`, account)).toBeNull();
  });

  it('writes its secret into DATA_DIR once, readable by the owner only, and every process reads the same', () => {
    const dataDir = freshDir();
    const token = deviceTokens({ dataDir }).issue(account);
    const file = path.join(dataDir, DEVICE_SECRET_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const secret = readFileSync(file, 'utf8');
    expect(deviceTokens({ dataDir }).check(token, account)).not.toBeNull();
    expect(readFileSync(file, 'utf8')).toBe(secret);
    // Another folder is another secret: its tokens are strangers here.
    expect(deviceTokens({ dataDir: freshDir() }).check(token, account)).toBeNull();
  });

  it('signs with DEVICE_TOKEN_SECRET when it is set, and writes no file', () => {
    const dataDir = freshDir();
    const deviceTokenSecret = 'a'.repeat(40);
    const token = deviceTokens({ dataDir, deviceTokenSecret }).issue(account);
    expect(deviceTokens({ dataDir: freshDir(), deviceTokenSecret }).check(token, account)).not.toBeNull();
    expect(deviceTokens({ dataDir, deviceTokenSecret: 'b'.repeat(40) }).check(token, account)).toBeNull();
    expect(() => statSync(path.join(dataDir, DEVICE_SECRET_FILE))).toThrow(/ENOENT/);
  });

  it('stops trusting a token a year after it was issued', () => {
    const tokens = deviceTokens({ dataDir: freshDir() });
    const token = tokens.issue(account);
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    vi.setSystemTime(Date.now() + DEVICE_TOKEN_TTL_MS - 60_000);
    expect(tokens.check(token, account)).not.toBeNull();
    vi.setSystemTime(Date.now() + 2 * 60_000);
    expect(tokens.check(token, account)).toBeNull();
  });
});
