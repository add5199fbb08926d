/** Server behaviour of tutor billing: rates, working hours, overtime and pay runs. */
import { employeeRate, overTime, tutorPayment, workingHour } from '../../../resources/billing';
import { behaviourOf } from '../../resources/behaviour';
import {
  employeeRateLabel,
  labelHook,
  overTimeLabel,
  tutorPaymentLabel,
  workingHourLabel,
} from '../academics/labels';
import { combineHooks } from '../hooks/combine';

import { overtimeRules } from './overtime-rules';
import { payRunRules } from './pay-run-rules';
import { rateRules } from './rate-rules';
import { workingHourRules } from './working-hour-rules';

export const billingBehaviour = [
  behaviourOf(employeeRate, {
    hooks: combineHooks({ beforeSave: labelHook(employeeRateLabel) }, rateRules),
  }),
  behaviourOf(workingHour, {
    hooks: combineHooks(workingHourRules, { beforeSave: labelHook(workingHourLabel) }),
  }),
  behaviourOf(overTime, {
    hooks: combineHooks(overtimeRules, { beforeSave: labelHook(overTimeLabel) }),
  }),
  behaviourOf(tutorPayment, {
    hooks: combineHooks(payRunRules, { beforeSave: labelHook(tutorPaymentLabel) }),
  }),
];
