import { listOf } from './checks.ts';

/** Book ids as kept in local storage; duplicates and junk are dropped on read. */
export function parseIds(raw: unknown): number[] | undefined {
  const ids = listOf(raw, (item) => {
    // Numbers written as text (an older version) count too.
    const id = typeof item === 'string' ? Number(item) : item;
    return Number.isSafeInteger(id) && Number(id) > 0 ? Number(id) : undefined;
  });
  return ids && [...new Set(ids)];
}
