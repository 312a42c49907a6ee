import { describe, expect, it } from 'vitest';
import { argon2, hashOptions, hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';

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

  it('hashes at the OWASP cost outside the tests, whatever PASSWORD_HASH_COST says', async () => {
    for (const env of [
      {},
      { NODE_ENV: 'production', PASSWORD_HASH_COST: 'low' },
      { PASSWORD_HASH_COST: 'low' },
    ]) {
      const stored = await argon2.hash('correct horse battery', hashOptions(env));
      expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(await verifyPassword(stored, 'correct horse battery')).toBe(true);
    }
  });

  it('hashes at the smallest cost in the test projects, and such a hash verifies', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=8,t=1,p=1\$/);
    expect(await verifyPassword(stored, 'correct horse battery')).toBe(true);
  });
});
