/**
 * Resolves the course a row names, by id or by title (without case or extra spaces). The engine
 * then checks the course as for any enrolment (it must be active; the enrolment rules apply).
 */
import type { Executor } from '../../db/types';
import { phrase, type Phrase } from '../../i18n/translate';

/** The course, or why the value names none, for the caller to word in the reader's language. */
export type CourseLookup = { id: number; title: string } | { error: Phrase };

const normaliseTitle = (title: string) => title.trim().replace(/\s+/g, ' ').toLowerCase();

export class CourseFinder {
  private constructor(
    private readonly byId: Map<number, string>,
    private readonly byTitle: Map<string, number[]>,
  ) {}

  static async load(db: Executor): Promise<CourseFinder> {
    const rows = await db.selectFrom('courses').select(['id', 'title']).orderBy('id').execute();
    const byId = new Map<number, string>();
    const byTitle = new Map<string, number[]>();
    for (const row of rows) {
      const id = Number(row.id);
      const title = String(row.title);
      byId.set(id, title);
      const key = normaliseTitle(title);
      byTitle.set(key, [...(byTitle.get(key) ?? []), id]);
    }
    return new CourseFinder(byId, byTitle);
  }

  find(value: string): CourseLookup {
    if (/^\d+$/.test(value)) {
      const title = this.byId.get(Number(value));
      if (title !== undefined) return { id: Number(value), title };
    }
    const ids = this.byTitle.get(normaliseTitle(value)) ?? [];
    if (ids.length > 1) return { error: phrase('imports.courseAmbiguous', { course: value }) };
    const [id] = ids;
    if (id === undefined) return { error: phrase('imports.courseInvalid') };
    return { id, title: this.byId.get(id) ?? value };
  }
}
