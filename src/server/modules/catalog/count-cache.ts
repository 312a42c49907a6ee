/**
 * Totals of large result sets (or, `size` saying how large, anything worked out from one), remembered for a short while. Counting every matching row on each page
 * view costs far more than the page itself when a listing covers most of the catalogue (tens of
 * milliseconds for 100,000 books, against a fraction of one for the page); a total a few seconds old
 * is good enough for page links (the answers themselves may be cached a minute by clients).
 * Small totals are cheap to count and are never remembered, so they are always exact. Requests that
 * miss the same key at once share one count.
 */
export class CountCache<T = number> {
  private readonly entries = new Map<string, { total: T; expires: number }>();
  private readonly counting = new Map<string, Promise<T>>();
  /** Bumped by `clear`: a count begun before a change is used once but not remembered. */
  private generation = 0;

  constructor(
    private readonly options = { minTotal: 1000, ttlMs: 30_000, maxEntries: 500 },
    private readonly now = () => Date.now(),
    private readonly size: (value: T) => number = (value) => Number(value),
  ) {}

  async get(key: string, count: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    if (entry && entry.expires > this.now()) return entry.total;
    if (entry) this.entries.delete(key);
    const pending = this.counting.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const counted = count()
      .then((total) => {
        if (this.size(total) >= this.options.minTotal && generation === this.generation)
          this.remember(key, total);
        return total;
      })
      .finally(() => this.counting.delete(key));
    this.counting.set(key, counted);
    return counted;
  }

  /** Forgets every total: the catalogue changed. */
  clear() {
    this.generation += 1;
    this.entries.clear();
    this.counting.clear();
  }

  private remember(key: string, total: T) {
    if (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { total, expires: this.now() + this.options.ttlMs });
  }
}
