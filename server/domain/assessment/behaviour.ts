/** Server behaviour of class work: attendance, homework, material, exams and SAT forms. */
import {
  attendance,
  courseMaterial,
  homeWork,
  studentHomeWork,
} from '../../../resources/classwork';
import { exam, examQuestion, examResult, satScore } from '../../../resources/exams';
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
import { questionsOfTaughtExams, releasedChildrensResults, releasedOwnResults } from '../scopes';
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

/** Students and parents see results once the exam's results are released. */
const releasedResults = {
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
  }),
  behaviourOf(homeWork, {
    hooks: combineHooks(
      { beforeSave: relabelDependents(homeWork, 'title', homeWorkDependents) },
      homeworkNotices,
    ),
  }),
  behaviourOf(studentHomeWork, {
    hooks: combineHooks(
      submissionRules,
      { beforeSave: courseOf('home_works', 'home_work_id') },
      { beforeSave: labelHook(submissionLabel) },
    ),
  }),
  behaviourOf(courseMaterial, { hooks: { check: checkMaterial } }),
  behaviourOf(exam, {
    hooks: combineHooks(
      examRules,
      { beforeSave: relabelDependents(exam, 'title', examDependents) },
      { beforeSave: regradeResults },
      { afterUpdate: notifyResultsReleased },
    ),
  }),
  behaviourOf(examQuestion, {
    hooks: combineHooks(
      questionRules,
      { beforeSave: labelHook(examQuestionLabel) },
      rescoreOnQuestionChange,
    ),
    scope: { employee: questionsOfTaughtExams },
  }),
  behaviourOf(examResult, {
    hooks: combineHooks(
      { beforeSave: courseOf('exams', 'exam_id') },
      { beforeSave: labelHook(examResultLabel) },
      examResultRules,
    ),
    scope: releasedResults,
  }),
  behaviourOf(satScore, { scope: releasedResults }),
  behaviourOf(satScale, { hooks: { beforeSave: labelHook(satScaleLabel) } }),
  behaviourOf(satConversion, { hooks: { beforeSave: labelHook(satConversionLabel) } }),
  behaviourOf(satSection, { hooks: { beforeSave: labelHook(satSectionLabel) } }),
  behaviourOf(satModule, { hooks: { beforeSave: labelHook(satModuleLabel) } }),
];
