/* Which page links a paginated list shows; apart from the pagination schemas, so pages read it without zod. */

/** Page numbers shown in the links: the first two, the last two and three each side of the current one. */
export function windowPages(current: number, last: number): number[] {
  const pages = new Set<number>();
  for (const p of [1, 2, last - 1, last]) pages.add(p);
  for (let p = current - 3; p <= current + 3; p++) pages.add(p);
  return [...pages].filter((p) => p >= 1 && p <= last).sort((a, b) => a - b);
}
