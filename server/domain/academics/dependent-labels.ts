/** Labelled rows that name a course, a student, a homework or an exam, written again on rename. */
import { attendance, studentHomeWork } from '../../../resources/classwork';
import { examAttempt, examResult, satScore } from '../../../resources/exams';
import { studentCourse } from '../../../resources/people';
import { classSession, schedule, scheduleCancelRequest } from '../../../resources/schedules';
import {
  attendanceLabel,
  cancelRequestLabel,
  classSessionLabel,
  enrolmentLabel,
  examAttemptLabel,
  examResultLabel,
  satScoreLabel,
  scheduleLabel,
  submissionLabel,
  type DependentLabel,
} from './labels';

export const courseDependents: readonly DependentLabel[] = [
  { resource: schedule, label: scheduleLabel, column: 'course_id' },
  { resource: studentCourse, label: enrolmentLabel, column: 'course_id' },
  { resource: attendance, label: attendanceLabel, column: 'course_id' },
  { resource: classSession, label: classSessionLabel, column: 'schedule_id', viaSchedule: true },
  {
    resource: scheduleCancelRequest,
    label: cancelRequestLabel,
    column: 'schedule_id',
    viaSchedule: true,
  },
];

export const studentDependents: readonly DependentLabel[] = [
  { resource: studentCourse, label: enrolmentLabel, column: 'student_id' },
  { resource: attendance, label: attendanceLabel, column: 'student_id' },
  { resource: studentHomeWork, label: submissionLabel, column: 'student_id' },
  { resource: examAttempt, label: examAttemptLabel, column: 'student_id' },
  { resource: examResult, label: examResultLabel, column: 'student_id' },
  { resource: satScore, label: satScoreLabel, column: 'student_id' },
];

export const homeWorkDependents: readonly DependentLabel[] = [
  { resource: studentHomeWork, label: submissionLabel, column: 'home_work_id' },
];

export const examDependents: readonly DependentLabel[] = [
  { resource: examAttempt, label: examAttemptLabel, column: 'exam_id' },
  { resource: examResult, label: examResultLabel, column: 'exam_id' },
  { resource: satScore, label: satScoreLabel, column: 'exam_id' },
];
