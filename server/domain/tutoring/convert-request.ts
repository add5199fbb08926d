/**
 * A tutoring request becomes a family of records in one transaction: the guardian's parent profile
 * (or the existing parent with that e-mail), the student (who needs an e-mail of their own, so the
 * caller gives `student_email`), the enrolment in the chosen course (under the enrolment rules:
 * capacity, published course) and the request marked converted with its student. Each record is
 * written by the engine, so labels, search, audit and hooks run as for a record made by hand; the
 * new accounts get their invitations once everything is committed.
 */
import { resourcesByName } from '../../../resources.config';
import type { Resource } from '../../../schema';
import type { Row } from '../../db/types';
import { authorize, findScoped } from '../../resources/access';
import type { Context } from '../../resources/context';
import { translatorFor, type Translator } from '../../i18n/translate';
import { ValidationError, type FieldErrors } from '../../resources/errors';
import { createRecord } from '../../resources/operations/create';
import { recordOf } from '../../resources/operations/show';
import { saveInTransaction } from '../../resources/operations/update';
import { withSharedTransaction } from '../../resources/shared-transaction';
import { splitName } from '../people/names';
import { parseId } from '../../resources/input-bounds';

export interface Conversion {
  tutoring_request: Row;
  student: Row;
  parent: Row;
  enrolment: Row;
}

const resource = (name: string): Resource => resourcesByName.get(name)!;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function readBody(
  body: Record<string, unknown>,
  tr: Translator,
): { courseId: number; studentEmail: string } {
  const errors: FieldErrors = {};
  for (const name of Object.keys(body)) {
    if (name !== 'course_id' && name !== 'student_email')
      errors[name] = [tr.t('validation.prohibited', { attribute: name.replace(/_/g, ' ') })];
  }
  const course = body.course_id;
  const courseId = parseId(course);
  if (course === undefined || course === null || course === '')
    errors.course_id = [tr.t('content.courseRequired')];
  else if (courseId === undefined) errors.course_id = [tr.t('content.courseInvalid')];
  const email = typeof body.student_email === 'string' ? body.student_email.trim() : '';
  if (email === '') errors.student_email = [tr.t('content.studentEmailRequired')];
  else if (!EMAIL.test(email) || email.length > 190)
    errors.student_email = [tr.t('content.studentEmailInvalid')];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return { courseId: courseId as number, studentEmail: email.toLowerCase() };
}

/**
 * Runs one step, naming its field errors after what the caller sent: the student's e-mail is the
 * body's `student_email`, the guardian's name the request's `guardian_name`.
 */
async function step<T>(renames: Record<string, string>, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: FieldErrors = {};
    for (const [field, messages] of Object.entries(error.errors))
      (errors[renames[field] ?? field] ??= []).push(...messages);
    throw new ValidationError(errors);
  }
}

export async function convertTutoringRequest(
  ctx: Context,
  id: number,
  body: Record<string, unknown>,
): Promise<Conversion> {
  const requests = resource('tutoring-request');
  const parents = resource('parent');
  const students = resource('student');
  const enrolments = resource('student-course');
  authorize(ctx, 'update', requests);
  authorize(ctx, 'create', students);
  authorize(ctx, 'create', parents);
  authorize(ctx, 'create', enrolments);
  const request = await findScoped(ctx, ctx.db, requests, id);
  const tr = translatorFor(ctx.language ?? 'en');
  const { courseId, studentEmail } = readBody(body, tr);
  if (request.status === 'converted' || request.student_id !== null) {
    throw ValidationError.field('status', tr.t('content.alreadyConverted'));
  }
  const guardianEmail = String(request.email).toLowerCase();

  // One shared transaction: every record or none, invitations only once committed.
  return withSharedTransaction(ctx, async (joined) => {
    const existing = await joined.db
      .selectFrom('parents')
      .selectAll()
      .where('email', '=', guardianEmail)
      .executeTakeFirst();
    const parent = existing
      ? await recordOf(joined.db, parents, existing)
      : await step({ first_name: 'guardian_name', last_name: 'guardian_name' }, () =>
          createRecord(joined, parents, {
            ...splitName(String(request.guardian_name)),
            email: guardianEmail,
            phone: request.phone,
            is_active: true,
          }),
        );
    const student = await step(
      {
        email: 'student_email',
        first_name: 'student_name',
        last_name: 'student_name',
        grade: 'student_level',
      },
      () =>
        createRecord(joined, students, {
          ...splitName(String(request.student_name)),
          email: studentEmail,
          grade: request.student_level,
          parents: [parent.id],
          is_active: true,
        }),
    );
    const enrolment = await createRecord(joined, enrolments, {
      student_id: student.id,
      course_id: courseId,
    });
    // student_id is read-only to requests: set here, past validation, as status change does.
    const converted = await saveInTransaction(joined, requests, request, {
      status: 'converted',
      student_id: student.id,
    });
    return {
      value: { tutoring_request: converted, student, parent, enrolment },
      commit: true,
    };
  });
}

/** The answer's message: who became a student, and in which course. */
export async function conversionMessage(ctx: Context, conversion: Conversion): Promise<string> {
  const course = await ctx.db
    .selectFrom('courses')
    .select('title')
    .where('id', '=', Number(conversion.enrolment.course_id))
    .executeTakeFirst();
  return translatorFor(ctx.language ?? 'en').t('success.converted', {
    student: String(conversion.student.full_name),
    course: String(course?.title),
  });
}
