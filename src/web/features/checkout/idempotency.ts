/**
 * A fresh key naming one checkout; the server answers a repeated submit carrying it with the first
 * order. crypto.randomUUID needs a secure context, so plain-http hosts fall back to random bytes.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
