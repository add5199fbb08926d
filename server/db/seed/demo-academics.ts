/**
 * Demo academics: tutors with designations, students with their parents, who teaches what, the
 * weekly timetable, enrolments, the national holidays that close the centre and a cancel request
 * waiting for a decision. The five demo sign-ins of the README are among these people.
 */
import type { UserKind } from '../../../schema';
import type { Row } from '../types';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users';

type Create = (resource: string, body: Record<string, unknown>) => Promise<Row>;
type Update = (resource: string, id: unknown, body: Record<string, unknown>) => Promise<Row>;

/** YYYY-MM-DD `days` from today. */
function fromToday(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const demo = (kind: UserKind) => DEMO_USERS.find((u) => u.kind === kind)!;

const OTHER_TUTORS = [
  ['Nusrat', 'Jahan', 'nusrat.jahan@academy.test'],
  ['Imran', 'Chowdhury', 'imran.chowdhury@academy.test'],
  ['Mehnaz', 'Karim', 'mehnaz.karim@academy.test'],
] as const;

/** Students with a parent each; the first pair are the demo student and parent. */
const FAMILIES = [
  ['Rafi', 'Ahmed', 'Grade 11', 'Shirin', 'Ahmed'],
  ['Tasnim', 'Sultana', 'Grade 12', 'Habibur', 'Rahman'],
  ['Arif', 'Hossain', 'Grade 10', 'Rokeya', 'Begum'],
  ['Priya', 'Das', 'Grade 12', 'Subrata', 'Das'],
] as const;

/** One-day national holidays (MM-DD) that close the centre. */
const NATIONAL_HOLIDAYS = [
  ['Language Martyrs’ Day', '02-21'],
  ['Independence Day', '03-26'],
  ['Victory Day', '12-16'],
] as const;

/** Slots per course (by index in the demo course list): day (1 Saturday … 7 Friday), times. */
const TIMETABLE: [
  course: number,
  tutor: number,
  day: number,
  start: string,
  end: string,
  room: string,
][] = [
  [0, 0, 1, '10:00', '12:00', 'Room 201'],
  [0, 1, 3, '10:00', '12:00', 'Room 201'],
  [1, 0, 2, '16:30', '18:00', 'Room 105'],
  [1, 0, 4, '16:30', '18:00', 'Room 105'],
  [2, 1, 5, '18:00', '19:00', ''],
  [3, 2, 1, '14:00', '16:30', 'Lab 1'],
  [3, 2, 6, '14:00', '16:30', 'Lab 1'],
  [4, 3, 2, '10:30', '12:00', 'Room 103'],
];

export async function seedAcademics(
  create: Create,
  update: Update,
  roles: ReadonlyMap<UserKind, Row>,
  courses: Row[],
): Promise<void> {
  const designations = new Map<string, Row>();
  for (const [name, name_bn] of [
    ['Senior Tutor', 'সিনিয়র টিউটর'],
    ['Tutor', 'টিউটর'],
    ['Academic Coordinator', 'একাডেমিক সমন্বয়ক'],
  ] as const) {
    designations.set(name, await create('designation', { name, name_bn, is_active: true }));
  }
  await create('designation', { name: 'Intern', name_bn: 'ইন্টার্ন', is_active: false });

  const tutorRole = roles.get('employee')!.id;
  const lead = demo('employee');
  const tutors: Row[] = [
    await create('employee', {
      first_name: lead.firstName,
      last_name: lead.lastName,
      email: lead.email,
      phone: lead.phone,
      password: DEMO_PASSWORD,
      role_id: tutorRole,
      designation_id: designations.get('Senior Tutor')!.id,
      join_date: fromToday(-900),
      is_active: true,
    }),
  ];
  for (const [index, [first, last, email]] of OTHER_TUTORS.entries()) {
    tutors.push(
      await create('employee', {
        first_name: first,
        last_name: last,
        email,
        phone: `+880 1811-00000${index + 1}`,
        password: DEMO_PASSWORD,
        role_id: tutorRole,
        designation_id: designations.get('Tutor')!.id,
        join_date: fromToday(-300 + index * 60),
        is_active: true,
      }),
    );
  }

  const student = demo('student');
  const parent = demo('parent');
  const students: Row[] = [];
  const families: (readonly [string, string, string, string, string])[] = [
    [student.firstName, student.lastName, 'Grade 12', parent.firstName, parent.lastName],
    ...FAMILIES,
  ];
  for (const [index, [first, last, grade, parentFirst, parentLast]] of families.entries()) {
    const isDemo = index === 0;
    const child = await create('student', {
      first_name: first,
      last_name: last,
      email: isDemo ? student.email : `${first}.${last}@students.academy.test`.toLowerCase(),
      phone: isDemo ? student.phone : `+880 1911-00000${index}`,
      password: DEMO_PASSWORD,
      grade,
      school: index % 2 ? 'Viqarunnisa Noon School' : 'Dhaka Residential Model College',
      date_of_birth: `${2008 + (index % 3)}-0${(index % 9) + 1}-1${index}`,
      is_active: true,
    });
    students.push(child);
    await create('parent', {
      first_name: parentFirst,
      last_name: parentLast,
      email: isDemo
        ? parent.email
        : `${parentFirst}.${parentLast}${index}@parents.academy.test`.toLowerCase(),
      phone: isDemo ? parent.phone : `+880 1611-00000${index}`,
      password: DEMO_PASSWORD,
      children: [child.id],
      is_active: true,
    });
  }

  // Who teaches which course follows the timetable.
  const teaching = new Map<number, Set<unknown>>();
  for (const [course, tutor] of TIMETABLE)
    (teaching.get(course) ?? teaching.set(course, new Set()).get(course)!).add(tutors[tutor]!.id);
  for (const [course, tutorIds] of teaching)
    await update('course', courses[course]!.id, { tutors: [...tutorIds] });

  const schedules: Row[] = [];
  for (const [course, tutor, day, start, end, room] of TIMETABLE) {
    schedules.push(
      await create('schedule', {
        course_id: courses[course]!.id,
        tutor_id: tutors[tutor]!.id,
        day_of_week: day,
        start_time: start,
        end_time: end,
        valid_from: fromToday(-28),
        valid_to: fromToday(120),
        room: room || null,
        online_link: room ? null : 'https://meet.example.com/sat-coaching',
        is_active: true,
      }),
    );
  }

  // The demo student takes the full SAT course and the maths intensive; the others one each.
  const enrol = (studentRow: Row, course: number, status = 'active') =>
    create('student-course', {
      student_id: studentRow.id,
      course_id: courses[course]!.id,
      start_date: fromToday(-28),
      status,
    });
  await enrol(students[0]!, 0);
  await enrol(students[0]!, 1);
  for (const [index, child] of students.slice(1).entries())
    await enrol(child, [0, 3, 4, 1][index]!);
  await enrol(students[3]!, 0, 'pending');

  const holidays: Row[] = [];
  const year = new Date().getUTCFullYear();
  for (const y of [year, year + 1]) {
    for (const [title, day] of NATIONAL_HOLIDAYS) {
      holidays.push(
        await create('holiday', { title, start_date: `${y}-${day}`, end_date: `${y}-${day}` }),
      );
    }
  }

  // A cancel request for the next Saturday class of the lead tutor, waiting for a decision. The
  // centre is closed on holidays, and a closed day has no class to cancel.
  const closed = new Set(holidays.map((h) => String(h.start_date)));
  let ahead = (6 - new Date().getUTCDay() + 7) % 7 || 7;
  while (closed.has(fromToday(ahead))) ahead += 7;
  const nextSaturday = fromToday(ahead);
  await create('schedule-cancel-request', {
    schedule_id: schedules[0]!.id,
    date: nextSaturday,
    reason: 'Invigilating the mock test at the Uttara branch',
  });
}
