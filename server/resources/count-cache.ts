/**
 * List totals kept for a few seconds. An exact count(*) walks an index of the whole table (a
 * million entries for a large ledger) on every page request, while a total a few seconds old is
 * as good for paging. Writes through the engine on this instance make a resource's totals stale
 * at once; other instances and direct inserts are seen within the time a total is kept
 * (`LIST_COUNT_SECONDS`, .env.example).
 */
const MAX_ENTRIES = 5_000;

export class CountCache {
  private readonly generations = new Map<string, number>();
  private readonly entries = new Map<string, { total: number; expiresAt: number }>();

  constructor(private readonly keepMs: number) {}

  /** The cached total for this resource and query, or a fresh one from `count`. */
  async total(resource: string, query: unknown, count: () => Promise<number>): Promise<number> {
    const key = `${resource}\u0000${this.generations.get(resource) ?? 0}\u0000${JSON.stringify(query)}`;
    if (this.keepMs === 0) return count();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > Date.now()) return hit.total;
    const total = await count();
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(key, { total, expiresAt: Date.now() + this.keepMs });
    return total;
  }

  /** Every cached total of the resource is stale from now on. */
  invalidate(resource: string): void {
    this.generations.set(resource, (this.generations.get(resource) ?? 0) + 1);
  }
}
