/**
 * The CSV a centre can fill in: a header the column suggestion recognises in full, and one
 * example row naming a real course of this centre when there is one.
 */
import type { Executor } from '../../db/types';
import type { TargetKey } from './targets';

export const TEMPLATE_HEADERS: Readonly<Record<TargetKey, string>> = {
  'student.first_name': 'Student first name',
  'student.last_name': 'Student last name',
  'student.email': 'Student email',
  'student.phone': 'Student phone',
  'student.date_of_birth': 'Date of birth',
  'student.gender': 'Gender',
  'student.grade': 'Grade',
  'student.school': 'School',
  'parent.first_name': 'Parent first name',
  'parent.last_name': 'Parent last name',
  'parent.email': 'Parent email',
  'parent.phone': 'Parent phone',
  course: 'Course',
  start_date: 'Start date',
};

function exampleRow(course: string, today: string): Record<TargetKey, string> {
  return {
    'student.first_name': 'Nadia',
    'student.last_name': 'Islam',
    'student.email': 'nadia.islam@example.com',
    'student.phone': '+880 1711-000000',
    'student.date_of_birth': '2009-04-12',
    'student.gender': 'Female',
    'student.grade': 'Grade 10',
    'student.school': 'Dhaka Residential Model College',
    'parent.first_name': 'Karim',
    'parent.last_name': 'Islam',
    'parent.email': 'karim.islam@example.com',
    'parent.phone': '+880 1712-000000',
    course,
    start_date: today,
  };
}

/** RFC 4180 quoting: only cells holding a comma, quote or line break need it. */
const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
/** One CSV line of cells, quoted where needed. */
export const csvLine = (values: string[]) => values.map(cell).join(',');

export async function studentImportTemplate(db: Executor, today: string): Promise<string> {
  const course = await db
    .selectFrom('courses')
    .select('title')
    .where('is_active', '=', 1)
    .orderBy('id')
    .executeTakeFirst();
  const example = exampleRow(course ? String(course.title) : 'Course title or id', today);
  const keys = Object.keys(TEMPLATE_HEADERS) as TargetKey[];
  // The byte-order mark makes Excel open the file as UTF-8 (names in Bangla survive).
  return `\uFEFF${csvLine(keys.map((k) => TEMPLATE_HEADERS[k]))}\r\n${csvLine(keys.map((k) => example[k]))}\r\n`;
}
