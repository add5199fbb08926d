/**
 * Who may chat with whom (`/message`). This table is the one place a product owner
 * changes it: for each kind of user, the kinds they may talk to, either all of them or only those
 * related to them through the academy's records (`via`). Keep it symmetric: if a tutor may talk to
 * their students, those students may talk to them (talk-policy.test.ts checks it).
 */
import type { UserKind } from '../../../schema';

/** A relation between two users, read from enrolments, course tutors, schedules and parents. */
export type TalkRelation =
  /** A tutor's students: enrolled (pending, active or completed) in a course the tutor teaches. */
  | 'ownStudents'
  /** The parents of a tutor's students. */
  | 'parentsOfOwnStudents'
  /** A student's tutors: those who teach a course the student is enrolled in. */
  | 'ownTutors'
  /** A parent's children's tutors. */
  | 'childrensTutors';

export interface TalkRule {
  with: UserKind;
  /** Only the users of that kind related through this; every user of that kind without it. */
  via?: TalkRelation;
}

export const TALK_POLICY: Readonly<Record<UserKind, readonly TalkRule[]>> = {
  admin: [
    { with: 'admin' },
    { with: 'employee' },
    { with: 'student' },
    { with: 'parent' },
    { with: 'affiliation' },
  ],
  employee: [
    { with: 'admin' },
    { with: 'student', via: 'ownStudents' },
    { with: 'parent', via: 'parentsOfOwnStudents' },
  ],
  student: [{ with: 'admin' }, { with: 'employee', via: 'ownTutors' }],
  parent: [{ with: 'admin' }, { with: 'employee', via: 'childrensTutors' }],
  affiliation: [{ with: 'admin' }],
};

/** The relation seen from the other side: a tutor's students have that tutor as their tutor. */
export const INVERSE_RELATION: Readonly<Record<TalkRelation, TalkRelation>> = {
  ownStudents: 'ownTutors',
  ownTutors: 'ownStudents',
  parentsOfOwnStudents: 'childrensTutors',
  childrensTutors: 'parentsOfOwnStudents',
};
