/** Server behaviour of complaints: everyone but an admin files and follows their own. */
import { complain } from '../../../resources/requests';
import { behaviourOf } from '../../resources/behaviour';

import { complaintRules } from './complaint-rules';

export const complaintsBehaviour = [
  behaviourOf(complain, {
    hooks: complaintRules,
  }),
];
