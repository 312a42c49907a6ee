import { type Algorithm, hash, type Options, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id`; the enum is const and cannot be read at run time under verbatimModuleSyntax. */
const ARGON2ID = 2 as Algorithm;

/**
 * The cost of a new hash: the library defaults (19 MiB, 2 passes, 1 lane), the OWASP minimum for
 * argon2id. Only under NODE_ENV=test, PASSWORD_HASH_COST=low (set by the test projects) asks for the
 * smallest cost the algorithm takes (8 KiB, 1 pass), so that the suites' thousands of sign-ups and
 * logins cost little. A check reads the cost from the stored hash, so either verifies the other.
 */
export function hashOptions(env: NodeJS.ProcessEnv = process.env): Options {
  if (env.NODE_ENV === 'test' && env.PASSWORD_HASH_COST === 'low') {
    return { algorithm: ARGON2ID, memoryCost: 8, timeCost: 1, parallelism: 1 };
  }
  return { algorithm: ARGON2ID };
}

const options = hashOptions();

/** The library's calls, reached through one object so that a test can see which checks were made. */
export const argon2 = { hash, verify };

export function hashPassword(plain: string): Promise<string> {
  return argon2.hash(plain, options);
}

/** False for a wrong password and for a stored value that is not an argon2 hash. */
export async function verifyPassword(stored: string, plain: string): Promise<boolean> {
  try {
    return await argon2.verify(stored, plain);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/**
 * Spends the same work as a real check, so an unknown e-mail answers no faster than a wrong
 * password. Always false.
 */
export async function verifyAgainstDummy(plain = 'not-a-real-password'): Promise<false> {
  dummy ??= hashPassword('dummy-password-for-timing');
  await verifyPassword(await dummy, plain);
  return false;
}
