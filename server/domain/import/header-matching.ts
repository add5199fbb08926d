/**
 * Suggests which CSV column fills which target from the header names: compared without case,
 * spaces or punctuation ("Student E-mail" = "studentemail"), against English synonyms, with an
 * optional owner word in front ("Guardian phone" is the parent's phone; a bare "Phone" the
 * student's).
 */
import { TARGET_KEYS, type StudentField, type TargetKey } from './targets';

export type Mapping = Partial<Record<TargetKey, string>>;

/** "Student E-mail " → "studentemail". */
export const normaliseHeader = (header: string): string =>
  header.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** Parent fields are a subset of the student's, so one list of words serves both. */
const FIELD_WORDS: Record<StudentField, string[]> = {
  first_name: ['first name', 'firstname', 'given name', 'forename', 'fname'],
  last_name: ['last name', 'lastname', 'surname', 'family name', 'lname'],
  email: ['email', 'email address', 'mail'],
  phone: [
    'phone',
    'phone number',
    'phone no',
    'mobile',
    'mobile number',
    'mobile no',
    'cell',
    'cell phone',
    'contact number',
    'telephone',
    'tel',
  ],
  date_of_birth: ['date of birth', 'dob', 'birth date', 'birthdate', 'birthday'],
  gender: ['gender', 'sex'],
  grade: ['grade', 'grade level', 'class', 'year group'],
  school: ['school', 'school name', 'institution'],
};

/** A bare field name ("Email") is the student's: the file is a list of students. */
const STUDENT_WORDS = ['', 'student', 'students', 'pupil', 'child', 'learner'];
// "Mother's e-mail" loses its apostrophe: possessives are listed as words of their own.
const PARENT_WORDS = [
  'parent',
  'parents',
  'guardian',
  'guardians',
  'father',
  'fathers',
  'mother',
  'mothers',
];

const ENROLMENT_WORDS: Record<'course' | 'start_date', string[]> = {
  course: ['course', 'course title', 'course name', 'course id', 'program', 'programme'],
  start_date: [
    'start date',
    'start',
    'course start',
    'course start date',
    'enrolment date',
    'enrollment date',
    'enrolled on',
    'joined on',
  ],
};

function combinations(owners: string[], words: string[]): string[] {
  return owners.flatMap((owner) => words.map((word) => normaliseHeader(`${owner} ${word}`)));
}

function synonymsOf(key: TargetKey): Set<string> {
  if (key === 'course' || key === 'start_date')
    return new Set(ENROLMENT_WORDS[key].map(normaliseHeader));
  const [owner, field] = key.split('.') as ['student' | 'parent', StudentField];
  return new Set(
    owner === 'student'
      ? combinations(STUDENT_WORDS, FIELD_WORDS[field])
      : combinations(PARENT_WORDS, FIELD_WORDS[field]),
  );
}

const SYNONYMS = new Map<TargetKey, Set<string>>(TARGET_KEYS.map((key) => [key, synonymsOf(key)]));

/** Targets each take the first unused header that names them; unnamed targets stay unmapped. */
export function suggestMapping(headers: readonly string[]): Mapping {
  const columns = headers.map((header) => ({ header, normalised: normaliseHeader(header) }));
  const used = new Set<string>();
  const mapping: Mapping = {};
  for (const key of TARGET_KEYS) {
    const synonyms = SYNONYMS.get(key)!;
    const match = columns.find(
      (c) => c.normalised !== '' && !used.has(c.header) && synonyms.has(c.normalised),
    );
    if (!match) continue;
    used.add(match.header);
    mapping[key] = match.header;
  }
  return mapping;
}
