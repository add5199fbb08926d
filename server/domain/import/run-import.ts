/**
 * A student import: every row through the engine in one shared transaction, committed only when
 * it is not a dry run and no row failed. A dry run does all the same work and rolls it back, so
 * what it reports is what the import would do; invitations go out only after a real commit.
 */
import { resourcesByName } from '../../../resources.config';
import { authorize } from '../../resources/access';
import type { Context } from '../../resources/context';
import { withSharedTransaction } from '../../resources/shared-transaction';
import { CourseFinder } from './course-finder';
import { GenderFinder } from './gender-finder';
import type { CsvFile } from './csv-file';
import type { Mapping } from './header-matching';
import { importRow, type Finders } from './import-row';
import { PeopleFinder } from './people-finder';
import { hasErrors, type ImportCounts, type RowReport } from '../../../schema';
import { countActions } from './report';
import { rowReader } from './row-values';

export interface ImportResult {
  dry_run: boolean;
  /** True once the rows are committed; a dry run never is. */
  imported: boolean;
  counts: ImportCounts;
  rows: RowReport[];
}

/** An import creates students, parents and enrolments: it needs leave to create all three. */
export function authorizeImport(ctx: Context): void {
  for (const name of ['student', 'parent', 'student-course'])
    authorize(ctx, 'create', resourcesByName.get(name)!);
}

/** What a dry run created was rolled back: its ids name nothing. */
function withoutRolledBackIds(report: RowReport): RowReport {
  const clear = <T extends { action: string; id: number | null }>(part: T): T =>
    part.action === 'create' ? { ...part, id: null } : part;
  return {
    ...report,
    student: clear(report.student),
    parent: clear(report.parent),
    enrolment: clear(report.enrolment),
  };
}

export async function runStudentImport(
  ctx: Context,
  file: CsvFile,
  mapping: Mapping,
  dryRun: boolean,
): Promise<ImportResult> {
  authorizeImport(ctx);
  const read = rowReader(file.headers, mapping);
  return withSharedTransaction(ctx, async (joined) => {
    const finders: Finders = {
      students: await PeopleFinder.load(joined.db, 'students'),
      parents: await PeopleFinder.load(joined.db, 'parents'),
      courses: await CourseFinder.load(joined.db),
      genders: await GenderFinder.load(joined.db),
    };
    const rows: RowReport[] = [];
    for (const record of file.records) rows.push(await importRow(joined, finders, read(record)));
    const commit = !dryRun && !rows.some(hasErrors);
    return {
      commit,
      value: {
        dry_run: dryRun,
        imported: commit,
        counts: countActions(rows),
        rows: dryRun ? rows.map(withoutRolledBackIds) : rows,
      },
    };
  });
}
