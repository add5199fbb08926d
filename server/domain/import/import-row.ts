/**
 * One row of a student import, written through the resource engine so that every rule, hook,
 * label, search token and audit entry applies as if staff had typed it: the parent (found or
 * created), the student (found or created, linked to the parent), then the enrolment. Each part
 * that fails adds its field errors and the row carries on, so one pass reports all its problems.
 */
import { resourcesByName } from '../../../resources.config';
import type { Row } from '../../db/types';
import { translatorFor, type Translator } from '../../i18n/translate';
import type { Context } from '../../resources/context';
import { ValidationError, type FieldErrors } from '../../resources/errors';
import { createRecord } from '../../resources/operations/create';
import { updateRecord } from '../../resources/operations/update';
import type { CourseFinder } from './course-finder';
import type { GenderFinder } from './gender-finder';
import type { FoundPerson, PeopleFinder } from './people-finder';
import type { EnrolmentReport, PersonAction, PersonReport, RowReport } from '../../../schema';
import type { ImportRow } from './row-values';

export interface Finders {
  students: PeopleFinder;
  parents: PeopleFinder;
  courses: CourseFinder;
  genders: GenderFinder;
}

const resource = (name: string) => resourcesByName.get(name)!;

/** The engine names fields of its resource; the report names targets of the file. */
const ENROLMENT_TARGETS: Record<string, string> = { course_id: 'course', start_date: 'start_date' };
const targetOf = {
  student: (field: string) => `student.${field}`,
  parent: (field: string) => `parent.${field}`,
  enrolment: (field: string) => ENROLMENT_TARGETS[field] ?? `enrolment.${field}`,
};

/** Runs one engine write; its refusal becomes the row's field errors and the answer undefined. */
async function attempt<T>(
  errors: FieldErrors,
  tr: Translator,
  part: keyof typeof targetOf,
  write: () => Promise<T>,
): Promise<T | undefined> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    // A refusal thrown as a phrase is worded here: the row's report is the answer, not the error.
    for (const [field, messages] of Object.entries(error.errorsIn(tr))) {
      const target = targetOf[part](field);
      errors[target] = [...(errors[target] ?? []), ...messages];
    }
    return undefined;
  }
}

/**
 * The student's fields as the engine names them: the gender the file names by its title becomes
 * the reference to that row of the gender list.
 */
function studentValues(
  row: ImportRow,
  genders: GenderFinder,
  errors: FieldErrors,
  tr: Translator,
): Record<string, unknown> {
  const { gender, ...values } = row.student;
  if (gender === undefined) return values;
  const genderId = genders.find(gender);
  if (genderId === undefined) errors['student.gender'] = [tr.t('imports.genderInvalid')];
  return { ...values, gender_id: genderId };
}

const fullName = (values: { first_name?: string; last_name?: string }) =>
  [values.first_name, values.last_name].filter(Boolean).join(' ');

function personReport<A extends PersonAction>(
  action: A,
  found: FoundPerson | undefined,
  created: Row | undefined,
  values: { first_name?: string; last_name?: string; email?: string },
): PersonReport<A> {
  return {
    action,
    id: found?.id ?? (created ? Number(created.id) : null),
    name: found?.name ?? fullName(values),
    email: values.email?.toLowerCase() ?? null,
    matched_by: found?.by ?? null,
    created_in_row: found?.createdInRow ?? null,
  };
}

async function isLinked(ctx: Context, parentId: number, studentId: number): Promise<boolean> {
  const link = await ctx.db
    .selectFrom('parent_students')
    .select('parent_id')
    .where('parent_id', '=', parentId)
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  return link !== undefined;
}

async function linkParent(ctx: Context, studentId: number, parentId: number): Promise<Row> {
  const links = await ctx.db
    .selectFrom('parent_students')
    .select('parent_id')
    .where('student_id', '=', studentId)
    .execute();
  const parents = [...links.map((l) => Number(l.parent_id)), parentId];
  return updateRecord(ctx, resource('student'), studentId, { parents });
}

async function enrol(
  ctx: Context,
  finders: Finders,
  row: ImportRow,
  student: { id: number | undefined; matched: boolean },
  errors: FieldErrors,
  tr: Translator,
): Promise<EnrolmentReport> {
  const report: EnrolmentReport = {
    action: 'none',
    id: null,
    course_id: null,
    course: row.course ?? null,
    start_date: row.startDate ?? null,
  };
  if (row.course === undefined) {
    if (row.startDate !== undefined) errors.course = [tr.t('imports.courseWithStartDate')];
    return report;
  }
  report.action = 'create';
  const course = finders.courses.find(row.course);
  if ('error' in course) {
    errors.course = [tr.say(course.error)];
    return report;
  }
  Object.assign(report, { course_id: course.id, course: course.title });
  if (student.id === undefined) return report;
  if (student.matched) {
    const existing = await ctx.db
      .selectFrom('student_courses')
      .select('id')
      .where('student_id', '=', student.id)
      .where('course_id', '=', course.id)
      .executeTakeFirst();
    if (existing) return { ...report, action: 'exists', id: Number(existing.id) };
  }
  const body: Record<string, unknown> = { student_id: student.id, course_id: course.id };
  if (row.startDate !== undefined) body.start_date = row.startDate;
  const created = await attempt(errors, tr, 'enrolment', () =>
    createRecord(ctx, resource('student-course'), body),
  );
  return { ...report, id: created ? Number(created.id) : null };
}

export async function importRow(
  ctx: Context,
  finders: Finders,
  row: ImportRow,
): Promise<RowReport> {
  const errors: FieldErrors = {};
  const tr = translatorFor(ctx.language ?? 'en');
  const studentFound = await finders.students.find(row.student);
  const parentGiven = Object.keys(row.parent).length > 0;
  const parentFound = parentGiven ? await finders.parents.find(row.parent) : undefined;

  let parentCreated: Row | undefined;
  if (parentGiven && !parentFound) {
    parentCreated = await attempt(errors, tr, 'parent', () =>
      createRecord(ctx, resource('parent'), {
        ...row.parent,
        children: studentFound ? [studentFound.id] : [],
      }),
    );
    if (parentCreated) finders.parents.remember(Number(parentCreated.id), row.parent, row.row);
  }
  const parentId = parentFound?.id ?? (parentCreated ? Number(parentCreated.id) : undefined);

  let studentCreated: Row | undefined;
  if (!studentFound) {
    const student = studentValues(row, finders.genders, errors, tr);
    studentCreated = await attempt(errors, tr, 'student', () =>
      createRecord(ctx, resource('student'), {
        ...student,
        parents: parentId === undefined ? [] : [parentId],
      }),
    );
    if (studentCreated) finders.students.remember(Number(studentCreated.id), row.student, row.row);
  } else if (parentFound && !(await isLinked(ctx, parentFound.id, studentFound.id))) {
    await attempt(errors, tr, 'parent', () => linkParent(ctx, studentFound.id, parentFound.id));
  }
  const studentId = studentFound?.id ?? (studentCreated ? Number(studentCreated.id) : undefined);

  const enrolment = await enrol(
    ctx,
    finders,
    row,
    { id: studentId, matched: studentFound !== undefined },
    errors,
    tr,
  );
  return {
    row: row.row,
    student: personReport(
      studentFound ? 'match' : 'create',
      studentFound,
      studentCreated,
      row.student,
    ),
    parent: personReport(
      parentFound ? 'match' : parentGiven ? 'create' : 'none',
      parentFound,
      parentCreated,
      row.parent,
    ),
    enrolment,
    errors,
  };
}
