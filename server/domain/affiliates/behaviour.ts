/** Server behaviour of affiliates, their course rates and payouts (commissions are server-written). */
import { affiliate, affiliateCourseRate, affiliatePayout } from '../../../resources/affiliates';
import { behaviourOf } from '../../resources/behaviour';
import { affiliateRules, courseRateRules } from './affiliate-rules';
import { payoutRules } from './payout-rules';

export const affiliatesBehaviour = [
  behaviourOf(affiliate, { hooks: affiliateRules }),
  behaviourOf(affiliateCourseRate, { hooks: courseRateRules }),
  behaviourOf(affiliatePayout, { hooks: payoutRules }),
];
