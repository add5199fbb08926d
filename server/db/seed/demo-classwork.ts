/**
 * Demo class work: three weeks of attendance for the timetable's past classes, two homework
 * assignments per taught course with submissions from their students (one late, one marked),
 * and course material (a link and a video) for each. The demo tutor and student write their own
 * records, so the same rules apply as when they use the app; other tutors' classes are recorded
 * by the office.
 */
import { MaterialKind, SessionStatus, type UserKind } from '../../../schema';
import { seatedStudents } from '../../domain/assessment/seated';
import { addDays, centreNow } from '../../domain/scheduling/calendar';
import { loadSessions } from '../../domain/scheduling/sessions';
import type { Db, Row } from '../types';

type Create = (resource: string, body: Record<string, unknown>) => Promise<Row>;
/** Writes as the demo user of that kind would (their row scope and rules apply). */
type CreateAs = (kind: UserKind, resource: string, body: Record<string, unknown>) => Promise<Row>;
type UpdateAs = (
  kind: UserKind,
  resource: string,
  id: unknown,
  body: Record<string, unknown>,
) => Promise<Row>;

const WEEKS_OF_ATTENDANCE = 3;

/** Mostly present, now and then late, absent or excused: the same every time it is seeded. */
const STATUS_PATTERN = [
  'Present',
  'Present',
  'Late Present',
  'Present',
  'Present',
  'Absent',
  'Present',
  'Present',
  'Excused',
  'Present',
  'Present',
];

const MATERIAL = [
  {
    title: 'Official practice tests',
    kind: MaterialKind.Link,
    url: 'https://satsuite.collegeboard.org/practice',
    description: 'Full-length practice tests and answer explanations.',
  },
  {
    title: 'Worked examples: linear equations',
    kind: MaterialKind.Video,
    url: 'https://www.youtube.com/watch?v=bAerID24QJ0',
    description: 'Watch before the next class and note any step you would do differently.',
  },
];

async function demoTutorId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('employees')
    .select('id')
    .where('email', '=', 'employee@academy.test')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

async function seedAttendance(db: Db, create: Create, createAs: CreateAs, tutorId: number) {
  const statuses = new Map(
    (await db.selectFrom('attendance_statuses').select(['id', 'name']).execute()).map((s) => [
      String(s.name),
      Number(s.id),
    ]),
  );
  const today = centreNow().date;
  const { sessions } = await loadSessions(db, {
    from: addDays(today, -7 * WEEKS_OF_ATTENDANCE),
    to: addDays(today, -1),
  });
  let turn = 0;
  for (const session of sessions.filter((s) => s.status !== SessionStatus.Canceled)) {
    for (const student of await seatedStudents(db, session.course_id)) {
      const status = STATUS_PATTERN[turn++ % STATUS_PATTERN.length]!;
      const body = {
        schedule_id: session.schedule_id,
        date: session.date,
        student_id: student.student_id,
        status_id: statuses.get(status),
        note: status === 'Excused' ? 'Family event, told the office in advance' : null,
      };
      if (session.tutor_id === tutorId) await createAs('employee', 'attendance', body);
      else await create('attendance', body);
    }
  }
}

async function taughtCourses(db: Db): Promise<{ id: number; title: string; tutor_id: number }[]> {
  const rows = await db
    .selectFrom('courses')
    .innerJoin('course_tutors', 'course_tutors.course_id', 'courses.id')
    .select(['courses.id', 'courses.title', 'course_tutors.employee_id'])
    .orderBy('courses.id')
    .orderBy('course_tutors.employee_id')
    .execute();
  const first = new Map<number, { id: number; title: string; tutor_id: number }>();
  for (const row of rows)
    if (!first.has(Number(row.id)))
      first.set(Number(row.id), {
        id: Number(row.id),
        title: String(row.title),
        tutor_id: Number(row.employee_id),
      });
  return [...first.values()];
}

export async function seedClasswork(
  db: Db,
  create: Create,
  createAs: CreateAs,
  updateAs: UpdateAs,
): Promise<void> {
  const tutorId = await demoTutorId(db);
  await seedAttendance(db, create, createAs, tutorId);

  const today = centreNow().date;
  const demoStudent = await db
    .selectFrom('students')
    .select('id')
    .where('email', '=', 'student@academy.test')
    .executeTakeFirstOrThrow();
  for (const [index, course] of (await taughtCourses(db)).entries()) {
    const asTutor = course.tutor_id === tutorId;
    const write = (resource: string, body: Record<string, unknown>) =>
      asTutor ? createAs('employee', resource, body) : create(resource, body);
    const worksheet = await write('home-work', {
      title: `${course.title}: practice set ${index + 1}`,
      course_id: course.id,
      description: '<p>Answer every question and show your working for the hard ones.</p>',
      due_date: addDays(today, -3),
      total_mark: 20,
      status: 'published',
    });
    const essay = await write('home-work', {
      title: `${course.title}: review of the last mock test`,
      course_id: course.id,
      description: '<p>List the three questions you found hardest and explain each answer.</p>',
      due_date: addDays(today, 7),
      total_mark: 10,
      status: 'published',
    });
    for (const [position, material] of MATERIAL.entries())
      await write('course-material', {
        ...material,
        course_id: course.id,
        status: 'published',
        position: position + 1,
      });

    const seated = await seatedStudents(db, course.id);
    for (const student of seated) {
      const isDemo = student.student_id === Number(demoStudent.id);
      // Submitted now, after the practice set's due date: late.
      if (isDemo && index === 0)
        await createAs('student', 'student-home-work', {
          home_work_id: worksheet.id,
          answer: 'All twenty done; questions 14 and 17 took me longest.',
        });
      if (isDemo && index === 1) {
        const onTime = await createAs('student', 'student-home-work', {
          home_work_id: essay.id,
          answer:
            'Hardest: the circle equation, the data table and the inequality word problem. I now complete the square first.',
        });
        await updateAs('employee', 'student-home-work', onTime.id, {
          mark: 8,
          feedback: 'Good reflection. Show the completed square on the circle question.',
        });
      }
      if (!isDemo)
        await create('student-home-work', {
          home_work_id: essay.id,
          student_id: student.student_id,
          answer: 'My notes on the three hardest questions are attached in class.',
        });
    }
  }
}
