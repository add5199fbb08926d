/** Server behaviour of class work: attendance, homework, material, exams and SAT forms. */
import {
  attendance,
  courseMaterial,
  homeWork,
  studentHomeWork,
} from '../../../resources/classwork';
import { exam, examAttempt, examQuestion, examResult, satScore } from '../../../resources/exams';
import { satConversion, satModule, satScale, satSection } from '../../../resources/sat-forms';
import { behaviourOf } from '../../resources/behaviour';
import { examDependents, homeWorkDependents } from '../academics/dependent-labels';
import {
  attendanceLabel,
  examQuestionLabel,
  examResultLabel,
  labelHook,
  relabelDependents,
  satConversionLabel,
  satModuleLabel,
  satScaleLabel,
  satSectionLabel,
  submissionLabel,
} from '../academics/labels';
import { hoursOnAttendance } from '../billing/session-hours';
import { combineHooks } from '../hooks/combine';
import {
  childrensRows,
  ofTaughtCourses,
  ownStudentRows,
  publishedOfChildrensCourses,
  publishedOfEnrolledCourses,
  questionsOfTaughtExams,
  releasedChildrensResults,
  releasedOwnResults,
} from '../scopes';
import { notifyResultsReleased } from './attempts/release-notice';
import { checkAttendance } from './attendance/attendance-rules';
import { examRules } from './authoring/exam-rules';
import { questionRules } from './authoring/question-rules';
import { courseOf } from './course-of';
import { homeworkNotices } from './homework/homework-notices';
import { submissionRules } from './homework/submission-rules';
import { checkMaterial } from './material-rules';
import { rescoreOnQuestionChange } from './rescore';
import { regradeResults } from './results/regrade';
import { examResultRules } from './results/result-rules';

const ofTaughtOrOwn = {
  employee: ofTaughtCourses,
  student: ownStudentRows,
  parent: childrensRows,
} as const;
const ofTaughtOrPublished = {
  employee: ofTaughtCourses,
  student: publishedOfEnrolledCourses,
  parent: publishedOfChildrensCourses,
} as const;
const ofTaughtOrReleased = {
  employee: ofTaughtCourses,
  student: releasedOwnResults,
  parent: releasedChildrensResults,
} as const;

export const assessmentBehaviour = [
  behaviourOf(attendance, {
    hooks: combineHooks(
      { check: checkAttendance },
      { beforeSave: courseOf('schedules', 'schedule_id') },
      { beforeSave: labelHook(attendanceLabel) },
      { afterSave: hoursOnAttendance },
    ),
    scope: ofTaughtOrOwn,
  }),
  behaviourOf(homeWork, {
    hooks: combineHooks(
      { beforeSave: relabelDependents(homeWork, 'title', homeWorkDependents) },
      homeworkNotices,
    ),
    scope: ofTaughtOrPublished,
  }),
  behaviourOf(studentHomeWork, {
    hooks: combineHooks(
      submissionRules,
      { beforeSave: courseOf('home_works', 'home_work_id') },
      { beforeSave: labelHook(submissionLabel) },
    ),
    scope: ofTaughtOrOwn,
  }),
  behaviourOf(courseMaterial, { hooks: { check: checkMaterial }, scope: ofTaughtOrPublished }),
  behaviourOf(exam, {
    hooks: combineHooks(
      examRules,
      { beforeSave: relabelDependents(exam, 'title', examDependents) },
      { beforeSave: regradeResults },
      { afterUpdate: notifyResultsReleased },
    ),
    scope: ofTaughtOrPublished,
  }),
  behaviourOf(examQuestion, {
    hooks: combineHooks(
      questionRules,
      { beforeSave: labelHook(examQuestionLabel) },
      rescoreOnQuestionChange,
    ),
    scope: { employee: questionsOfTaughtExams },
  }),
  behaviourOf(examAttempt, { scope: ofTaughtOrOwn }),
  behaviourOf(examResult, {
    hooks: combineHooks(
      { beforeSave: courseOf('exams', 'exam_id') },
      { beforeSave: labelHook(examResultLabel) },
      examResultRules,
    ),
    scope: ofTaughtOrReleased,
  }),
  behaviourOf(satScore, { scope: ofTaughtOrReleased }),
  behaviourOf(satScale, { hooks: { beforeSave: labelHook(satScaleLabel) } }),
  behaviourOf(satConversion, { hooks: { beforeSave: labelHook(satConversionLabel) } }),
  behaviourOf(satSection, { hooks: { beforeSave: labelHook(satSectionLabel) } }),
  behaviourOf(satModule, { hooks: { beforeSave: labelHook(satModuleLabel) } }),
];
