/**
 * Demo requests and help: the tutorial library (one category for everyone, one for tutors only),
 * tutoring requests from the public site at each stage, and complaints filed by the demo student
 * and parent, one of them answered.
 */
import type { UserKind } from '../../../schema';
import type { Row } from '../types';

type Create = (resource: string, body: Record<string, unknown>) => Promise<Row>;
type Update = (resource: string, id: unknown, body: Record<string, unknown>) => Promise<Row>;
/** Creates a record as the demo user of that kind would (their row scope and rules apply). */
type CreateAs = (kind: UserKind, resource: string, body: Record<string, unknown>) => Promise<Row>;

export async function seedRequests(
  create: Create,
  update: Update,
  createAs: CreateAs,
  roles: ReadonlyMap<UserKind, Row>,
  subjects: ReadonlyMap<string, Row>,
): Promise<void> {
  const everyone = await create('tutorial-category', {
    name: 'Getting started',
    name_bn: 'শুরু করা',
    is_active: true,
  });
  const tutorsOnly = await create('tutorial-category', {
    name: 'For tutors',
    name_bn: 'টিউটরদের জন্য',
    roles: [roles.get('employee')!.id],
    is_active: true,
  });
  await create('tutorial', {
    title: 'Finding your way around Academy Admin',
    category_id: everyone.id,
    kind: 'article',
    body: '<p>Your <strong>dashboard</strong> shows what needs you today. Your courses and weekly schedule are in your panel; the bell lists what changed, such as a cancelled class.</p>',
    is_active: true,
  });
  await create('tutorial', {
    title: 'How the digital SAT is scored',
    category_id: everyone.id,
    kind: 'article',
    body: '<p>The digital SAT has two sections, <strong>Reading and Writing</strong> and <strong>Math</strong>, each of two modules. How you do in the first module sets the difficulty of the second. Each section is scored 200–800, so the total runs from 400 to 1600.</p>',
    is_active: true,
  });
  await create('tutorial', {
    title: 'Asking for a class to be cancelled or covered',
    category_id: tutorsOnly.id,
    kind: 'article',
    body: '<p>Open the class in <em>My schedule</em> and choose <strong>Ask to cancel</strong>. Name a replacement tutor if one has agreed to cover; the office decides and everyone enrolled is told.</p>',
    is_active: true,
  });

  const requests: [string, string, string, string, string, string][] = [
    [
      'Mahmuda Khatun',
      'mahmuda.k@example.com',
      '+880 1712-345678',
      'Sabbir Khatun',
      'Grade 11',
      'Math',
    ],
    [
      'Anwar Hossain',
      'anwar.h@example.com',
      '+880 1819-222333',
      'Nabil Hossain',
      'Grade 12',
      'Reading and Writing',
    ],
    ['Lubna Akter', 'lubna.a@example.com', '+880 1911-444555', 'Raisa Akter', 'Grade 9', 'Physics'],
  ];
  for (const [index, [guardian, email, phone, student, level, subject]] of requests.entries()) {
    const request = await create('tutoring-request', {
      guardian_name: guardian,
      email,
      phone,
      student_name: student,
      student_level: level,
      subject_id: subjects.get(subject)?.id ?? null,
      preferred_times: index === 0 ? 'Weekday evenings after 6 pm' : 'Friday and Saturday mornings',
      message: 'We would like one-on-one help before the next exam.',
    });
    if (index > 0)
      await update('tutoring-request', request.id, {
        status: index === 1 ? 'contacted' : 'closed',
        note:
          index === 1 ? 'Called; trial class offered for next week.' : 'Found a tutor nearer home.',
      });
  }

  await createAs('student', 'complain', {
    subject: 'Projector in Room 201 flickers',
    message:
      'The projector flickers during the Saturday SAT class, which makes the slides hard to read.',
  });
  const answered = await createAs('parent', 'complain', {
    subject: 'Receipt for the November fee',
    message: 'I paid the November fee in cash but did not receive a receipt.',
  });
  await update('complain', answered.id, {
    answer:
      'Sorry for the wait: the receipt is ready at the front desk and has been e-mailed to you.',
  });
}
