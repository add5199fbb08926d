/**
 * Which hooks each resource runs (the phases are described with `ResourceHooks` in ./types), and
 * the runners for the after-commit phases. The hooks' types live in ./types so the domain modules
 * registered here can use them without importing this registry back.
 */
import type { Row } from '../../db/types';
import type { Context } from '../../resources/context';
import { mailApplicantOnStatusChange } from './applicant-status-mail';
import { enrolmentRules } from '../academics/enrolment-rules';
import { labelHook, relabelDependents } from '../academics/labels';
import { complaintRules } from '../complaints/complaint-rules';
import { accountHooks, personHooks } from '../people/account-sync';
import { hiringRule } from '../people/hiring';
import { afterDecision, decideCancelRequest } from '../scheduling/cancel-request-decision';
import { checkCancelRequest } from '../scheduling/cancel-request-rules';
import { checkSession } from '../scheduling/session-rules';
import { checkSlot, refuseClashingReactivation } from '../scheduling/slot-rules';
import { checkAttendance } from '../assessment/attendance/attendance-rules';
import { courseOf } from '../assessment/course-of';
import { examRules } from '../assessment/authoring/exam-rules';
import { questionRules } from '../assessment/authoring/question-rules';
import { examResultRules } from '../assessment/results/result-rules';
import { regradeResults } from '../assessment/results/regrade';
import { homeworkNotices } from '../assessment/homework/homework-notices';
import { submissionRules } from '../assessment/homework/submission-rules';
import { checkMaterial } from '../assessment/material-rules';
import { notifyResultsReleased } from '../assessment/attempts/release-notice';
import { rescoreOnQuestionChange } from '../assessment/rescore';
import { orderRules } from '../orders/checkout';
import { paymentRules } from '../orders/payment-rules';
import { hoursOnSessionStatus } from '../billing/session-completion';
import { hoursOnAttendance } from '../billing/session-hours';
import { overtimeRules } from '../billing/overtime-rules';
import { payRunRules } from '../billing/pay-run-rules';
import { rateRules } from '../billing/rate-rules';
import { workingHourRules } from '../billing/working-hour-rules';
import { outflowHooks } from '../finance/outflow-hooks';
import { stampHandling } from '../site-content/contact-handling';
import { defaultAuthor } from '../site-content/post-author';
import { slugHooks } from '../site-content/slugs';
import { resourcesByName } from '../../../resources.config';
import { checkPromotion, checkSlider, checkWidget } from '../site/content-rules';
import { campaignHooks } from '../notifications/campaigns/campaign-hooks';
import {
  announceBlogComment,
  announceContactMessage,
  announceJobApplication,
  announceTutoringRequest,
} from '../notifications/public-form-notices';
import { announceCancelRequest } from '../scheduling/request-notice';
import { combineHooks } from './combine';
import type { ResourceHooks } from './types';

const registry: Readonly<Record<string, ResourceHooks>> = {
  'job-applicant': {
    afterCreate: announceJobApplication,
    afterUpdate: mailApplicantOnStatusChange,
  },
  users: accountHooks,
  employee: combineHooks(personHooks('employee'), hiringRule),
  student: combineHooks(personHooks('student'), {
    beforeSave: relabelDependents('student', 'full_name'),
  }),
  parent: personHooks('parent'),
  course: { beforeSave: relabelDependents('course', 'title') },
  schedule: combineHooks(
    { check: checkSlot, beforeSave: refuseClashingReactivation },
    { beforeSave: labelHook('schedule') },
  ),
  'class-session': combineHooks(
    { check: checkSession, beforeSave: labelHook('class-session') },
    { beforeSave: hoursOnSessionStatus },
  ),
  'schedule-cancel-request': combineHooks(
    { check: checkCancelRequest, beforeSave: decideCancelRequest, afterUpdate: afterDecision },
    { beforeSave: labelHook('schedule-cancel-request') },
    { afterCreate: announceCancelRequest },
  ),
  'tutoring-request': { afterCreate: announceTutoringRequest },
  'student-course': combineHooks({ beforeSave: labelHook('student-course') }, enrolmentRules),
  complain: complaintRules,
  attendance: combineHooks(
    { check: checkAttendance },
    { beforeSave: courseOf('schedules', 'schedule_id') },
    { beforeSave: labelHook('attendance') },
    { afterSave: hoursOnAttendance },
  ),
  'home-work': combineHooks(
    { beforeSave: relabelDependents('home-work', 'title') },
    homeworkNotices,
  ),
  'student-home-work': combineHooks(
    submissionRules,
    { beforeSave: courseOf('home_works', 'home_work_id') },
    { beforeSave: labelHook('student-home-work') },
  ),
  'course-material': { check: checkMaterial },
  exam: combineHooks(
    examRules,
    { beforeSave: relabelDependents('exam', 'title') },
    { beforeSave: regradeResults },
    { afterUpdate: notifyResultsReleased },
  ),
  'exam-question': combineHooks(
    questionRules,
    { beforeSave: labelHook('exam-question') },
    rescoreOnQuestionChange,
  ),
  'exam-result': combineHooks(
    { beforeSave: courseOf('exams', 'exam_id') },
    { beforeSave: labelHook('exam-result') },
    examResultRules,
  ),
  'sat-scale': { beforeSave: labelHook('sat-scale') },
  'sat-conversion': { beforeSave: labelHook('sat-conversion') },
  'sat-section': { beforeSave: labelHook('sat-section') },
  'sat-module': { beforeSave: labelHook('sat-module') },
  order: orderRules,
  // The payment rules set the row's student before its label is made from it.
  'order-payment': combineHooks(paymentRules, { beforeSave: labelHook('order-payment') }),
  'employee-rate': combineHooks({ beforeSave: labelHook('employee-rate') }, rateRules),
  'working-hour': combineHooks(workingHourRules, { beforeSave: labelHook('working-hour') }),
  'over-time': combineHooks(overtimeRules, { beforeSave: labelHook('over-time') }),
  'tutor-payment': combineHooks(payRunRules, { beforeSave: labelHook('tutor-payment') }),
  withdraw: outflowHooks('withdraw'),
  expense: outflowHooks('expense'),
  'blog-category': slugHooks(() => resourcesByName.get('blog-category')!, 'name'),
  'gallery-category': slugHooks(() => resourcesByName.get('gallery-category')!, 'name'),
  'blog-post': combineHooks(
    slugHooks(() => resourcesByName.get('blog-post')!, 'title'),
    {
      beforeSave: defaultAuthor,
    },
  ),
  'contact-request': { beforeSave: stampHandling, afterCreate: announceContactMessage },
  'blog-comment': { afterCreate: announceBlogComment },
  slider: { check: checkSlider },
  promotion: { check: checkPromotion },
  page: slugHooks(() => resourcesByName.get('page')!, 'title'),
  widget: { check: checkWidget },
  'email-notification': campaignHooks('email'),
  'push-notification': campaignHooks('push'),
  'sms-notification': campaignHooks('sms'),
};

export const hooksOf = (resource: string): ResourceHooks => registry[resource] ?? {};

async function runAfter(label: string, run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (error) {
    console.error(`${label} failed:`, error);
  }
}

export async function runAfterUpdate(
  ctx: Context,
  resource: string,
  before: Row,
  after: Row,
): Promise<void> {
  const hook = hooksOf(resource).afterUpdate;
  if (hook) {
    await runAfter(`After-update hook of ${resource} #${String(after.id)}`, () =>
      hook(ctx, { before, after }),
    );
  }
}

export async function runAfterCreate(ctx: Context, resource: string, record: Row): Promise<void> {
  const hook = hooksOf(resource).afterCreate;
  if (hook) {
    await runAfter(`After-create hook of ${resource} #${String(record.id)}`, () =>
      hook(ctx, record),
    );
  }
}
