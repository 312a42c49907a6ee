/*
 * Readers of what local storage holds. A stored value is the shop's own JSON, but another version of
 * the shop, an extension or a hand may have changed it: each reader keeps a value it can trust, or
 * answers undefined (the store's default then). Small on purpose: every page loads them at start.
 */

export type Read<T> = (raw: unknown) => T | undefined;

export const isRecord = (raw: unknown): raw is Record<string, unknown> =>
  typeof raw === 'object' && raw !== null && !Array.isArray(raw);

/** A whole number (safe integer) of at least `min`. */
export const isWhole = (raw: unknown, min: number): raw is number =>
  Number.isSafeInteger(raw) && Number(raw) >= min;

export const isFiniteNumber = (raw: unknown): raw is number =>
  typeof raw === 'number' && Number.isFinite(raw);

export const stringOr = <F>(raw: unknown, fallback: F): string | F =>
  typeof raw === 'string' ? raw : fallback;

/** Every item as `item` reads it; undefined when `raw` is not a list or one item is unreadable. */
export function listOf<T>(raw: unknown, item: Read<T>): T[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  const items: T[] = [];
  for (const value of raw) {
    const read = item(value);
    if (read === undefined) return undefined;
    items.push(read);
  }
  return items;
}
