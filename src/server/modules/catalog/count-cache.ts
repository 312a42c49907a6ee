/**
 * Totals of large result sets, remembered for a short while. Counting every matching row on each page
 * view costs as much as the rest of the request when a listing covers most of the catalogue; a total a
 * few seconds old is good enough for page links (the answers themselves may be cached a minute).
 * Small totals are cheap to count and are never remembered, so they are always exact.
 */
export class CountCache {
  private readonly entries = new Map<string, { total: number; expires: number }>();

  constructor(
    private readonly options = { minTotal: 1000, ttlMs: 30_000, maxEntries: 500 },
    private readonly now = () => Date.now(),
  ) {}

  async get(key: string, count: () => Promise<number>): Promise<number> {
    const entry = this.entries.get(key);
    if (entry && entry.expires > this.now()) return entry.total;
    if (entry) this.entries.delete(key);
    const total = await count();
    if (total >= this.options.minTotal) this.remember(key, total);
    return total;
  }

  private remember(key: string, total: number) {
    if (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { total, expires: this.now() + this.options.ttlMs });
  }
}
