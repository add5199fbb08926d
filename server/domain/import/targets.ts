/**
 * What a column of an import file can fill: a field of the student, of their parent, or of the
 * enrolment. Keys are what the mapping, the row errors and the app's labels use.
 */
export const STUDENT_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'date_of_birth',
  'gender',
  'grade',
  'school',
] as const;
export const PARENT_FIELDS = ['first_name', 'last_name', 'email', 'phone'] as const;

export type StudentField = (typeof STUDENT_FIELDS)[number];
export type ParentField = (typeof PARENT_FIELDS)[number];

export const TARGET_KEYS = [
  ...STUDENT_FIELDS.map((field) => `student.${field}` as const),
  ...PARENT_FIELDS.map((field) => `parent.${field}` as const),
  'course',
  'start_date',
] as const;

export type TargetKey = (typeof TARGET_KEYS)[number];

/**
 * Columns a file must map: what the engine needs to create a student (it refuses one without a
 * first name or e-mail), and the e-mail is also how an existing student is found.
 */
export const REQUIRED_TARGETS: readonly TargetKey[] = ['student.first_name', 'student.email'];

export const isTargetKey = (key: string): key is TargetKey =>
  (TARGET_KEYS as readonly string[]).includes(key);
