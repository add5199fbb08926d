/** Server behaviour of the timetable: weekly slots, dated classes and cancel requests. */
import { classSession, schedule, scheduleCancelRequest } from '../../../resources/schedules';
import { behaviourOf } from '../../resources/behaviour';
import {
  cancelRequestLabel,
  classSessionLabel,
  labelHook,
  scheduleLabel,
} from '../academics/labels';
import { hoursOnSessionStatus } from '../billing/session-completion';
import { combineHooks } from '../hooks/combine';
import { ownOrTaughtRequests, taughtSessions } from '../scopes';
import { afterDecision, decideCancelRequest } from './cancel-request-decision';
import { checkCancelRequest } from './cancel-request-rules';
import { announceCancelRequest } from './request-notice';
import { checkSession } from './session-rules';
import { checkSlot, refuseClashingReactivation } from './slot-rules';

export const schedulingBehaviour = [
  behaviourOf(schedule, {
    hooks: combineHooks(
      { check: checkSlot, beforeSave: refuseClashingReactivation },
      { beforeSave: labelHook(scheduleLabel) },
    ),
  }),
  behaviourOf(classSession, {
    hooks: combineHooks(
      { check: checkSession, beforeSave: labelHook(classSessionLabel) },
      { beforeSave: hoursOnSessionStatus },
    ),
    scope: { employee: taughtSessions },
  }),
  behaviourOf(scheduleCancelRequest, {
    hooks: combineHooks(
      { check: checkCancelRequest, beforeSave: decideCancelRequest, afterUpdate: afterDecision },
      { beforeSave: labelHook(cancelRequestLabel) },
      { afterCreate: announceCancelRequest },
    ),
    scope: { employee: ownOrTaughtRequests },
  }),
];
