/**
 * Resolves the gender a row names to a row of the centre's gender list, by its English or Bangla
 * title (without case or extra spaces), so a file says "Female" or "নারী" rather than an id. Only
 * active rows are offered, as in the student form.
 */
import type { Executor } from '../../db/types';

const normalise = (title: string) => title.trim().replace(/\s+/g, ' ').toLowerCase();

export class GenderFinder {
  private constructor(private readonly byTitle: ReadonlyMap<string, number>) {}

  static async load(db: Executor): Promise<GenderFinder> {
    const rows = await db
      .selectFrom('genders')
      .select(['id', 'title', 'title_bn'])
      .where('is_active', '=', 1)
      .orderBy('position')
      .execute();
    const byTitle = new Map<string, number>();
    for (const row of rows)
      for (const title of [row.title, row.title_bn]) {
        const key = normalise(String(title));
        if (!byTitle.has(key)) byTitle.set(key, Number(row.id));
      }
    return new GenderFinder(byTitle);
  }

  /** The id of the gender titled so, or undefined when the list has none. */
  find(value: string): number | undefined {
    return this.byTitle.get(normalise(value));
  }
}
