import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('hashes with argon2id and a fresh salt each time', async () => {
    const a = await hashPassword('correct horse battery');
    const b = await hashPassword('correct horse battery');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$/);
    expect(a).not.toBe(b);
  });

  it('verifies the right password only', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(await verifyPassword(stored, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(stored, 'Correct horse battery')).toBe(false);
  });

  it('answers false for a stored value that is not a hash', async () => {
    expect(await verifyPassword('plain text', 'plain text')).toBe(false);
  });

  it('spends a hash check on the dummy and always answers false', async () => {
    expect(await verifyAgainstDummy('dummy-password-for-timing')).toBe(false);
    expect(await verifyAgainstDummy()).toBe(false);
  });
});
