/** Demo courses: what a Dhaka test-prep centre offers, with a few coupons. */
import type { Row } from '../types';
import { CourseKind } from '../../../schema';

type Create = (resource: string, body: Record<string, unknown>) => Promise<Row>;

/** YYYY-MM-DD `days` from today. */
function fromToday(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export async function seedCourses(create: Create): Promise<Row[]> {
  const categories = new Map<string, Row>();
  // Each named in English and in Bangla (docs/CONFIG.md, "Reference data in both languages").
  for (const [index, [name, name_bn]] of (
    [
      ['SAT Preparation', 'SAT প্রস্তুতি'],
      ['University Admission', 'বিশ্ববিদ্যালয় ভর্তি'],
      ['School Tutoring', 'স্কুল টিউটরিং'],
      ['English Language', 'ইংরেজি ভাষা'],
    ] as const
  ).entries()) {
    categories.set(
      name,
      await create('course-category', { name, name_bn, is_active: true, position: index + 1 }),
    );
  }
  const subjects = new Map<string, Row>();
  for (const [name, name_bn, code] of [
    ['Math', 'গণিত', 'MATH'],
    ['Reading and Writing', 'পঠন ও লিখন', 'RW'],
    ['Physics', 'পদার্থবিজ্ঞান', 'PHY'],
    ['Chemistry', 'রসায়ন', 'CHEM'],
    ['English', 'ইংরেজি', 'ENG'],
    ['Bangla', 'বাংলা', 'BAN'],
  ] as const) {
    subjects.set(name, await create('subject', { name, name_bn, code, is_active: true }));
  }
  const ids = (...names: string[]) => names.map((n) => subjects.get(n)!.id);
  const courses: [string, string, string[], CourseKind, string, number, number, number, string][] =
    [
      [
        'Digital SAT Complete',
        'SAT Preparation',
        ['Math', 'Reading and Writing'],
        CourseKind.Regular,
        '45000.00',
        96,
        12,
        20,
        'published',
      ],
      [
        'SAT Math Intensive',
        'SAT Preparation',
        ['Math'],
        CourseKind.Regular,
        '22000.00',
        40,
        5,
        15,
        'published',
      ],
      [
        'SAT One-on-One Coaching',
        'SAT Preparation',
        ['Math', 'Reading and Writing'],
        CourseKind.OneOnOne,
        '3500.00',
        1,
        1,
        1,
        'published',
      ],
      [
        'Engineering Admission Physics & Chemistry',
        'University Admission',
        ['Physics', 'Chemistry'],
        CourseKind.Regular,
        '30000.00',
        120,
        16,
        30,
        'published',
      ],
      [
        'O Level Mathematics',
        'School Tutoring',
        ['Math'],
        CourseKind.Regular,
        '18000.00',
        72,
        24,
        12,
        'published',
      ],
      [
        'IELTS Academic',
        'English Language',
        ['English'],
        CourseKind.Regular,
        '16500.00',
        48,
        8,
        18,
        'draft',
      ],
    ];
  const created: Row[] = [];
  for (const [
    index,
    [title, category, subjectNames, kind, price, hours, weeks, capacity, status],
  ] of courses.entries()) {
    created.push(
      await create('course', {
        title,
        category_id: categories.get(category)!.id,
        subjects: ids(...subjectNames),
        kind,
        level: kind === CourseKind.OneOnOne ? 'Any' : index < 3 ? 'Grade 11–12' : 'Grade 9–12',
        price,
        duration_hours: hours,
        duration_weeks: weeks,
        capacity,
        start_date: fromToday(7 + index * 7),
        end_date: fromToday(7 + index * 7 + weeks * 7),
        description: `<p>${title}: ${hours} hours of classes over ${weeks} weeks, with weekly practice tests and feedback.</p>`,
        status,
        is_active: true,
      }),
    );
  }
  await create('coupon', {
    code: 'WELCOME10',
    discount_type: 'percent',
    discount_value: '10',
    valid_from: fromToday(-30),
    valid_to: fromToday(60),
    usage_limit: 100,
    is_active: true,
  });
  await create('coupon', {
    code: 'SAT5000',
    discount_type: 'fixed',
    discount_value: '5000.00',
    course_id: created[0]!.id,
    valid_from: fromToday(-7),
    valid_to: fromToday(30),
    usage_limit: 20,
    min_spend: '40000.00',
    is_active: true,
  });
  await create('coupon', {
    code: 'SUMMER25',
    discount_type: 'percent',
    discount_value: '25',
    valid_from: fromToday(-120),
    valid_to: fromToday(-30),
    is_active: false,
  });
  return created;
}
