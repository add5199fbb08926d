/**
 * List totals kept for a few seconds. An exact count(*) walks an index of the whole table (a
 * million entries for a large ledger) on every page request, while a total a few seconds old is
 * as good for paging. Writes through the engine on this instance make a resource's totals stale
 * at once; other instances and direct inserts are seen within the time a total is kept
 * (`LIST_COUNT_SECONDS`, .env.example), plus the time one count takes.
 *
 * One count per total at a time: requests that need a total being counted wait for that count
 * instead of starting their own, and a total past its time is answered as it was while one
 * request counts it again. Before, every request arriving as a total expired counted the table
 * itself; at a million rows on PostgreSQL ten such counts at once took a second each.
 */
const MAX_ENTRIES = 5_000;

export class CountCache {
  private readonly generations = new Map<string, number>();
  private readonly entries = new Map<string, { total: number; expiresAt: number }>();
  private readonly counting = new Map<string, Promise<number>>();

  constructor(private readonly keepMs: number) {}

  /** The cached total for this resource and query, or a fresh one from `count`. */
  async total(resource: string, query: unknown, count: () => Promise<number>): Promise<number> {
    if (this.keepMs === 0) return count();
    const key = `${resource}\u0000${this.generations.get(resource) ?? 0}\u0000${JSON.stringify(query)}`;
    const kept = this.entries.get(key);
    if (kept && kept.expiresAt > Date.now()) return kept.total;
    const fresh = this.counting.get(key) ?? this.recount(key, count);
    if (!kept) return fresh;
    // A failed recount leaves the kept total; the next request past its time tries again.
    fresh.catch(() => undefined);
    return kept.total;
  }

  /** Every cached total of the resource is stale from now on. */
  invalidate(resource: string): void {
    this.generations.set(resource, (this.generations.get(resource) ?? 0) + 1);
  }

  private recount(key: string, count: () => Promise<number>): Promise<number> {
    const counted = count()
      .then((total) => {
        if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
        this.entries.set(key, { total, expiresAt: Date.now() + this.keepMs });
        return total;
      })
      .finally(() => this.counting.delete(key));
    this.counting.set(key, counted);
    return counted;
  }
}
