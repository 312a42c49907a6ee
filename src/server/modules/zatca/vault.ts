import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/*
 * The shop's ZATCA secrets at rest (decision 104): its private key and its CSIDs' secrets are kept in
 * the database encrypted with AES-256-GCM, under a key derived (HKDF-SHA256) from `ZATCA_KEY_SECRET`,
 * which stays out of the database. Each value gets its own random 12-byte nonce; the stored text is
 * `v1.<nonce>.<tag>.<ciphertext>`, base64url each. A value altered in the database fails to open.
 */

const keyOf = (secret: string) =>
  Buffer.from(hkdfSync('sha256', secret, 'bookshop-zatca', 'zatca-keys-at-rest-v1', 32));

export function seal(secret: string, plain: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), nonce);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', nonce, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export function open(secret: string, sealed: string): string {
  const [version, nonce, tag, body] = sealed.split('.');
  if (version !== 'v1' || !nonce || !tag || body === undefined) throw new Error('Not a sealed ZATCA secret');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), Buffer.from(nonce, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
