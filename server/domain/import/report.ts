/** The totals of an import over all its rows. */
import { hasErrors, type ImportCounts, type PersonReport, type RowReport } from '../../../schema';

/**
 * Records, not rows: a student on two rows (two courses) is matched once; a parent an earlier row
 * created counts as created there, not again as matched.
 */
export function countActions(rows: readonly RowReport[]): ImportCounts {
  const matched = (people: PersonReport[]) =>
    new Set(
      people.filter((p) => p.action === 'match' && p.created_in_row === null).map((p) => p.id),
    ).size;
  const created = (people: PersonReport[]) => people.filter((p) => p.action === 'create').length;
  const students = rows.map((r) => r.student);
  const parents = rows.map((r) => r.parent);
  return {
    rows: rows.length,
    rows_with_errors: rows.filter(hasErrors).length,
    students: { created: created(students), matched: matched(students) },
    parents: { created: created(parents), matched: matched(parents) },
    enrolments: {
      created: rows.filter((r) => r.enrolment.action === 'create').length,
      existing: rows.filter((r) => r.enrolment.action === 'exists').length,
    },
  };
}
