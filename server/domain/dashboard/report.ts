/**
 * `GET /api/dashboard/report` (docs/API.md "Dashboard report"): the sidebar's `counters`, and the
 * `report` of the caller's kind for a period (this month at the centre by default): the centre's
 * for admins, their own for a tutor, their own (a parent: each child's) for learners. An employee
 * without a profile, or anyone else, gets no report (`null`).
 */
import type { ServedResources } from '../../resources/served';
import type { DashboardReportData, StudentSection } from '../../../schema';
import type { Db, Executor } from '../../db/types';
import type { Actor } from '../../resources/context';
import type { Language } from '../../i18n/translate';
import { translatorFor } from '../../i18n/translate';
import { readPeriod } from '../finance/period';
import { adminReport } from './admin-report';
import { dashboardCounters } from './counters';
import { studentSection } from './learner-report';
import { tutorReport } from './tutor-report';

async function profileId(
  db: Executor,
  table: 'employees' | 'students' | 'parents',
  userId: number,
) {
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? Number(row.id) : undefined;
}

async function learnersOf(db: Executor, actor: Actor) {
  if (actor.kind === 'student') {
    const row = await db
      .selectFrom('students')
      .select(['id', 'full_name'])
      .where('user_id', '=', actor.id)
      .executeTakeFirst();
    return row ? [{ id: Number(row.id), name: String(row.full_name) }] : [];
  }
  const parentId = await profileId(db, 'parents', actor.id);
  if (parentId === undefined) return [];
  const rows = await db
    .selectFrom('parent_students')
    .innerJoin('students', 'students.id', 'parent_students.student_id')
    .select(['students.id', 'students.full_name'])
    .where('parent_students.parent_id', '=', parentId)
    .orderBy('students.full_name')
    .execute();
  return rows.map((row) => ({ id: Number(row.id), name: String(row.full_name) }));
}

async function reportFor(
  db: Executor,
  actor: Actor,
  query: Record<string, unknown>,
  counting: Promise<Record<string, number>>,
  language: Language,
): Promise<DashboardReportData | null> {
  const period = readPeriod(query, translatorFor(language));
  switch (actor.kind) {
    case 'admin':
      return adminReport(db, period, counting);
    case 'employee': {
      const employeeId = await profileId(db, 'employees', actor.id);
      return employeeId === undefined ? null : tutorReport(db, employeeId, period);
    }
    case 'student':
    case 'parent': {
      const learners = await learnersOf(db, actor);
      const students: StudentSection[] = [];
      for (const learner of learners) students.push(await studentSection(db, learner));
      return {
        kind: actor.kind,
        start_date: period.start,
        end_date: period.end,
        students,
      };
    }
    default:
      return null;
  }
}

export interface DashboardReport {
  counters: Record<string, number>;
  report: DashboardReportData | null;
}

export async function dashboardReport(
  { db, resources, language }: { db: Db; resources: ServedResources; language?: Language },
  actor: Actor,
  query: Record<string, unknown>,
): Promise<DashboardReport> {
  const counting = dashboardCounters(db, resources, actor);
  // The sidebar's badges need only the counters (`?only=counters`): no report is worked out.
  if (query.only === 'counters') return { counters: await counting, report: null };
  const [counters, report] = await Promise.all([
    counting,
    reportFor(db, actor, query, counting, language ?? 'en'),
  ]);
  return { counters, report };
}
