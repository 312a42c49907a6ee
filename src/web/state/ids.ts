import { z } from 'zod';

/** Book ids as kept in local storage; duplicates and junk are dropped on read. */
export function parseIds(raw: unknown): number[] | undefined {
  const ids = z.array(z.coerce.number().int().positive()).safeParse(raw).data;
  return ids && [...new Set(ids)];
}
